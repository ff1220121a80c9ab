// Child processes for tests and the benchmark: the api, workers, the fake LLM and a private
// redis-server, each started by pid, ready when it says so, and stopped by pid. Nothing else on
// the machine is touched, and nothing started here outlives the process that started it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

/** The repository root (with a trailing slash): child processes run there. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildHandle {
  child: ChildProcess;
  pid: number;
  /** stdout and stderr, one entry per line (only the last `keepLines` when that was set). */
  output: string[];
  /** Settles once the process has exited and its output is complete. */
  exited: Promise<Exit>;
  /** Sends `signal` (SIGTERM by default) unless the process has already exited. */
  kill(signal?: NodeJS.Signals): void;
  /** Sends `signal`, then SIGKILL if the process is still there after `graceMs`; resolves with its exit. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
  /** Resident memory in MB, from /proc (NaN once the process is gone). */
  rssMb(): number;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** A log text to wait for, or an http(s) URL that must answer 200. */
  ready: string;
  /** Exiting before it is ready is what the test expects (a bad configuration): resolve, do not throw. */
  mayExit?: boolean;
  timeoutMs?: number;
  /** Keep only this many output lines: a long run must not grow memory with logs. */
  keepLines?: number;
  /** Node's own flags, before the script (a bundle run as production runs it: worker/nodeFlags.mjs). */
  nodeFlags?: readonly string[];
}

// One registry per process (test files may load this module more than once), emptied on exit.
const REGISTRY = Symbol.for('@growth-suite/testing:children');
const running: Set<ChildProcess> = ((globalThis as Record<symbol, unknown>)[REGISTRY] as Set<ChildProcess> | undefined) ?? createRegistry();
function createRegistry() {
  const children = new Set<ChildProcess>();
  (globalThis as Record<symbol, unknown>)[REGISTRY] = children;
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  return children;
}

/** SIGKILLs every child started here that is still running (also done on exit). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

const failedToSpawn = new WeakSet<ChildProcess>();
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null || failedToSpawn.has(child);

/** Spawns `command`, collecting its output by line and registering it for cleanup. */
export function spawnTracked(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; keepLines?: number } = {}): ChildHandle {
  const child = spawn(command, args, { cwd: ROOT, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output: string[] = [];
  const keep = options.keepLines ?? Number.POSITIVE_INFINITY;
  const collect = (chunk: string) => {
    output.push(...chunk.split('\n').filter(Boolean));
    if (output.length > keep) output.splice(0, output.length - keep);
  };
  child.stdout!.setEncoding('utf8').on('data', collect);
  child.stderr!.setEncoding('utf8').on('data', collect);
  const exited = new Promise<Exit>((resolve) => {
    child.once('error', (error) => {
      failedToSpawn.add(child);
      output.push(`${command}: ${error.message}`);
      running.delete(child);
      resolve({ code: null, signal: null });
    });
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const kill = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!hasExited(child)) child.kill(signal);
  };
  return {
    child,
    pid: child.pid ?? -1,
    output,
    exited,
    kill,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      kill(signal);
      const timer = setTimeout(() => kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    rssMb() {
      try {
        return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      } catch {
        return Number.NaN;
      }
    },
  };
}

/**
 * The one readiness loop: checks every `intervalMs` until `check` holds; throws when
 * `gaveUp` names a reason (the process died) or after `timeoutMs`.
 */
async function until(check: () => boolean | Promise<boolean>, what: string, options: { timeoutMs: number; intervalMs: number; gaveUp: () => string | null }) {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (await check()) return;
    const reason = options.gaveUp() ?? (Date.now() > deadline ? `timed out after ${options.timeoutMs} ms` : null);
    if (reason) throw new Error(`${what}: ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}

const lastLines = (handle: ChildHandle) => `\n${handle.output.slice(-20).join('\n')}`;

/**
 * A Node process running `script` (a path from the repo root): TypeScript through tsx, a built
 * bundle (.mjs) with plain node as in production. Resolves once it is ready (see `ready`).
 * NODE_ENV=test and LOG_LEVEL=info unless `env` says otherwise.
 */
export async function startNode(script: string, options: StartOptions): Promise<ChildHandle> {
  const args = [...(options.nodeFlags ?? []), ...(script.endsWith('.ts') ? ['--import', 'tsx', script] : [script])];
  const handle = spawnTracked(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...options.env },
    ...(options.keepLines ? { keepLines: options.keepLines } : {}),
  });
  const { ready } = options;
  const isReady = /^https?:\/\//.test(ready)
    ? () => fetch(ready).then((res) => (void res.body?.cancel(), res.status === 200), () => false)
    : () => handle.output.some((line) => line.includes(ready));
  try {
    await until(async () => (await isReady()) || (options.mayExit === true && hasExited(handle.child)), `${script} did not start`, {
      timeoutMs: options.timeoutMs ?? 30_000,
      intervalMs: 50,
      gaveUp: () => (hasExited(handle.child) ? `it exited (${handle.child.exitCode ?? handle.child.signalCode})` : null),
    });
  } catch (error) {
    handle.kill('SIGKILL');
    if (error instanceof Error) error.message += lastLines(handle);
    throw error;
  }
  return handle;
}

/** The API process as `npm start` runs it (on a free port unless `env` sets PORT), once it listens. */
export function startApiProcess(env: Record<string, string>, options: Partial<StartOptions> = {}): Promise<ChildHandle> {
  return startNode('api/src/index.ts', {
    ready: 'API listening',
    ...options,
    env: { PORT: '0', HOST: '127.0.0.1', METRICS_PORT: '0', ...env },
  });
}

/** A worker process (`worker/src/index.ts` through tsx, or the production bundle), ready to take jobs. */
export function startWorkerProcess(env: Record<string, string>, entry = 'worker/src/index.ts', options: Partial<StartOptions> = {}): Promise<ChildHandle> {
  return startNode(entry, { ready: 'worker ready', ...options, env });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A throwaway redis-server of the caller's own (no persistence), so a test can kill and restart it. */
export async function startRedisServer(port: number, extraArgs: string[] = []): Promise<ChildHandle> {
  const handle = spawnTracked('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extraArgs]);
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  const answers = async () => {
    try {
      await probe.connect();
      await probe.ping();
      return true;
    } catch {
      probe.disconnect();
      return false;
    }
  };
  try {
    await until(answers, 'redis-server did not start', {
      timeoutMs: 10_000,
      intervalMs: 50,
      gaveUp: () => (hasExited(handle.child) ? 'it exited' : null),
    });
  } catch (error) {
    handle.kill('SIGKILL');
    if (error instanceof Error) error.message += lastLines(handle);
    throw error;
  } finally {
    probe.disconnect();
  }
  return handle;
}
