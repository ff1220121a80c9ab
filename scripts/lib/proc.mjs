// Small process helpers: run a step to completion, or supervise long-running
// children with prefixed output so one terminal shows every log.
import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import { ROOT } from './env.mjs';

/** Runs a step to its end and says how long it took (`npm test`'s time is the sum of its steps). */
export function step(label, cmd, args, options = {}) {
  console.log(`[${label}] ${cmd} ${args.join(' ')}`);
  const t0 = performance.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
  console.log(`[${label}] ${result.status === 0 ? 'done' : 'failed'} in ${Math.round((performance.now() - t0) / 1000)} s`);
  return result.status ?? 1;
}

function pipeWithPrefix(stream, prefix, out, onLine) {
  readline.createInterface({ input: stream }).on('line', (line) => {
    out.write(`${prefix} ${line}\n`);
    onLine?.(line);
  });
}

// Starts each child in its own process group. A child with `restart` is started again when it
// exits on its own, after a backoff that doubles from `initialMs` up to `maxMs` and falls back to
// `initialMs` once a run has lasted `resetAfterMs`. Any other child is essential: its exit (or
// Ctrl-C / SIGTERM) stops the rest with SIGTERM so their graceful shutdown runs.
export const DEFAULT_RESTART = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/** The wait before the next start of a child whose last run lasted `ranMs` (previous wait `previousMs`, 0 at first). */
export function nextRestartDelay(previousMs, ranMs, { initialMs, maxMs, resetAfterMs } = DEFAULT_RESTART) {
  return !previousMs || ranMs >= resetAfterMs ? initialMs : Math.min(previousMs * 2, maxMs);
}

export function supervise(children, { onExit } = {}) {
  const procs = children.map((spec) => ({
    ...spec,
    restart: spec.restart === true ? DEFAULT_RESTART : spec.restart,
    child: null,
    exited: true,
    startedAt: 0,
    delayMs: 0,
    timer: null,
  }));
  let stopping = false;
  let finished = false;
  let exitCode = 0;

  const start = (p) => {
    p.timer = null;
    p.child = spawn(p.cmd, p.args, { cwd: ROOT, env: { ...process.env, ...p.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    p.exited = false;
    p.startedAt = Date.now();
    pipeWithPrefix(p.child.stdout, `[${p.name}]`, process.stdout, p.onLine);
    pipeWithPrefix(p.child.stderr, `[${p.name}]`, process.stderr);
    p.child.on('exit', (code, signal) => onChildExit(p, code, signal));
  };

  const finishIfDone = () => {
    if (!stopping || finished || !procs.every((q) => q.exited)) return;
    finished = true;
    Promise.resolve(onExit?.()).finally(() => process.exit(exitCode));
  };

  const onChildExit = (p, code, signal) => {
    p.exited = true;
    if (!stopping && p.restart) {
      p.delayMs = nextRestartDelay(p.delayMs, Date.now() - p.startedAt, p.restart);
      console.error(`[${p.name}] exited (${signal ?? code}); restarting in ${p.delayMs} ms`);
      p.timer = setTimeout(() => start(p), p.delayMs);
      return;
    }
    if (!stopping) {
      console.error(`[${p.name}] exited (${signal ?? code}); stopping the others`);
      exitCode = code || 1;
      stopAll();
    }
    finishIfDone();
  };

  const stopAll = (signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    for (const p of procs) {
      clearTimeout(p.timer);
      if (!p.exited) {
        try {
          process.kill(-p.child.pid, signal);
        } catch {
          /* already gone */
        }
      }
    }
    // Force-stop anything still running after the workers' shutdown window.
    setTimeout(() => procs.forEach((p) => !p.exited && safeKill(p.child.pid)), 40_000).unref();
    finishIfDone();
  };

  procs.forEach(start);
  process.on('SIGINT', () => stopAll());
  process.on('SIGTERM', () => stopAll());
  // The terminal closed: the children run in their own process groups and would outlive us.
  process.on('SIGHUP', () => stopAll());
  return { stopAll };
}

function safeKill(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}
