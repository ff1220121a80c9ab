// Small process helpers: run a step to completion, or supervise long-running
// children with prefixed output so one terminal shows every log.
import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import { ROOT } from './env.mjs';

export function step(label, cmd, args, options = {}) {
  console.log(`[${label}] ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
  return result.status ?? 1;
}

function pipeWithPrefix(stream, prefix, out) {
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

// Starts each child in its own process group; the first to exit (or Ctrl-C)
// stops the others with SIGTERM so their graceful shutdown runs.
export function supervise(children, { onExit } = {}) {
  const procs = children.map(({ name, cmd, args, env }) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    pipeWithPrefix(child.stdout, `[${name}]`, process.stdout);
    pipeWithPrefix(child.stderr, `[${name}]`, process.stderr);
    return { name, child, exited: false, code: null };
  });
  let stopping = false;
  let exitCode = 0;
  const stopAll = (signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    for (const p of procs) {
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
  };
  for (const p of procs) {
    p.child.on('exit', (code, signal) => {
      p.exited = true;
      p.code = code;
      if (!stopping) {
        console.error(`[${p.name}] exited (${signal ?? code}); stopping the others`);
        exitCode = code || 1;
        stopAll();
      }
      if (procs.every((q) => q.exited)) {
        Promise.resolve(onExit?.()).finally(() => process.exit(exitCode));
      }
    });
  }
  process.on('SIGINT', () => stopAll());
  process.on('SIGTERM', () => stopAll());
  return { stopAll };
}

function safeKill(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}
