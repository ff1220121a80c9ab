// Starts and stops what the benchmark needs, by pid: the fake LLM, the API and worker processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const started = new Set<ChildProcess>();

export interface Proc {
  child: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
  rssMb(): number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `ready` is a log text to wait for, or a URL that must answer 200. */
export async function startNode(script: string, env: Record<string, string>, ready: string): Promise<Proc> {
  // TypeScript sources run through tsx; built bundles (.mjs) with plain node, as in production.
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const deadline = Date.now() + 30_000;
  const isReady = async () =>
    ready.startsWith('http') ? (await fetch(ready).then((r) => r.status === 200, () => false)) : output.some((line) => line.includes(ready));
  while (!(await isReady())) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${script} did not start:\n${output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Keep only the last lines: a long run must not grow memory with logs.
  const trim = () => output.length > 200 && output.splice(0, output.length - 200);
  child.stdout!.on('data', trim);
  return {
    child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      started.delete(child);
    },
    rssMb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return Number.NaN;
      }
    },
  };
}

/** Nothing the benchmark started outlives it, even on Ctrl-C or an error. */
export function killAll() {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}
process.on('exit', killAll);
process.on('SIGINT', () => process.exit(130));
