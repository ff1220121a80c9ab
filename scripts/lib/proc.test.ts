// The supervisor behind `npm start`, run for real: a separate node process supervising small
// node children, so crashes, restarts and signals are the operating system's, not mocks.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nextRestartDelay } from './proc.mjs';

const PROC = new URL('./proc.mjs', import.meta.url).href;

// A long-running child that reports its pid and stops gracefully on SIGTERM.
const steady = (name: string) =>
  `console.log('${name} up', process.pid);` +
  `process.on('SIGTERM', () => { console.log('${name} graceful', process.pid); process.exit(0); });` +
  'setInterval(() => {}, 1000);';
// Crashes (exit 3) on its first `crashes` starts, counted in a file, then behaves like `steady`.
const flaky = (name: string, counter: string, crashes: number) =>
  `const fs = require('node:fs'); const n = fs.existsSync('${counter}') ? Number(fs.readFileSync('${counter}', 'utf8')) : 0;` +
  `fs.writeFileSync('${counter}', String(n + 1)); console.log('${name} start', n + 1, process.pid);` +
  `if (n < ${crashes}) setTimeout(() => process.exit(3), 50); else { ${steady(name)} }`;

interface Child {
  name: string;
  code: string;
  restart?: { initialMs: number; maxMs: number; resetAfterMs: number };
}

let running: ChildProcess | undefined;
let dir = '';

function runSupervisor(children: Child[]) {
  const specs = children.map(({ name, code, restart }) => ({ name, cmd: process.execPath, args: ['-e', code], restart }));
  const proc = spawn(process.execPath, ['--input-type=module', '-e', `import { supervise } from '${PROC}'; supervise(${JSON.stringify(specs)});`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = proc;
  let output = '';
  proc.stdout.on('data', (chunk) => (output += chunk));
  proc.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { proc, exited, waitFor, output: () => output };
}

const pidsOf = (output: string, pattern: RegExp) => [...output.matchAll(pattern)].map((m) => Number(m[1]));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  if (running && running.exitCode === null) running.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('supervise', () => {
  it('restarts a crashed child with doubling backoff while the other child keeps running, then stops both gracefully', async () => {
    dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const restart = { initialMs: 100, maxMs: 200, resetAfterMs: 60_000 };
    const sup = runSupervisor([
      { name: 'api', code: steady('api') },
      { name: 'worker', code: flaky('worker', join(dir, 'count'), 3), restart },
    ]);

    await sup.waitFor(/worker up/);
    const out = sup.output();
    expect(pidsOf(out, /worker start \d+ (\d+)/g)).toHaveLength(4);
    expect(new Set(pidsOf(out, /worker start \d+ (\d+)/g)).size).toBe(4);
    expect(out.match(/restarting in (\d+) ms/g)).toEqual(['restarting in 100 ms', 'restarting in 200 ms', 'restarting in 200 ms']);
    const [apiPid] = pidsOf(out, /api up (\d+)/g);
    expect(pidsOf(out, /api up (\d+)/g)).toHaveLength(1);
    expect(isAlive(apiPid!)).toBe(true);
    expect(out).not.toMatch(/stopping the others|api graceful/);

    sup.proc.kill('SIGTERM');
    expect(await sup.exited).toBe(0);
    expect(sup.output()).toMatch(/api graceful/);
    expect(sup.output()).toMatch(/worker graceful/);
    expect(isAlive(apiPid!)).toBe(false);
  });

  it('a stop during the backoff wait does not start the crashed child again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const sup = runSupervisor([
      { name: 'api', code: steady('api') },
      { name: 'worker', code: flaky('worker', join(dir, 'count'), 99), restart: { initialMs: 5000, maxMs: 5000, resetAfterMs: 60_000 } },
    ]);
    await sup.waitFor(/restarting in 5000 ms/);
    await sup.waitFor(/api up/);
    sup.proc.kill('SIGINT');
    expect(await sup.exited).toBe(0);
    expect(sup.output()).toMatch(/api graceful/);
    expect(pidsOf(sup.output(), /worker start \d+ (\d+)/g)).toHaveLength(1);
  });

  it('an essential child exiting stops the others and the supervisor with its code', async () => {
    dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const ready = join(dir, 'worker-ready');
    // The api exits once the worker is up and listening for SIGTERM (a fixed delay lost that race on a
    // busy machine, where starting node takes longer than the delay).
    const sup = runSupervisor([
      { name: 'api', code: `const fs = require('node:fs'); setInterval(() => { if (fs.existsSync('${ready}')) process.exit(4); }, 20);` },
      { name: 'worker', code: `${steady('worker')} require('node:fs').writeFileSync('${ready}', '1');`, restart: { initialMs: 100, maxMs: 100, resetAfterMs: 60_000 } },
    ]);
    expect(await sup.exited).toBe(4);
    expect(sup.output()).toMatch(/\[api\] exited \(4\); stopping the others/);
    expect(sup.output()).toMatch(/worker graceful/);
  });
});

describe('nextRestartDelay', () => {
  const policy = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };
  it('starts at the initial wait, doubles up to the cap, and resets after a long enough run', () => {
    expect(nextRestartDelay(0, 10, policy)).toBe(1000);
    expect(nextRestartDelay(1000, 10, policy)).toBe(2000);
    expect(nextRestartDelay(16_000, 10, policy)).toBe(30_000);
    expect(nextRestartDelay(30_000, 10, policy)).toBe(30_000);
    expect(nextRestartDelay(30_000, 60_000, policy)).toBe(1000);
  });
});
