// Real worker processes (and a private Redis) for the generation tests: started by pid,
// stopped by pid, nothing else on the machine touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildHandle {
  child: ChildProcess;
  pid: number;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): void;
}

function track(child: ChildProcess): ChildHandle {
  const output: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    pid: child.pid!,
    output,
    exited,
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string, handle?: ChildHandle) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${handle?.output.slice(-20).join('\n') ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The API process exactly as `npm start` runs it, listening on a free port. */
export async function startApiProcess(env: Record<string, string>): Promise<ChildHandle> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const handle = track(child);
  await waitFor(() => handle.output.some((line) => line.includes('API listening')) || child.exitCode !== null, 30_000, 'the API to start', handle);
  return handle;
}

/** A worker process (`tsx worker/src/index.ts`, or the production bundle), ready to take jobs. */
export async function startWorkerProcess(env: Record<string, string>, entry = 'worker/src/index.ts'): Promise<ChildHandle> {
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const handle = track(child);
  await waitFor(() => handle.output.some((line) => line.includes('worker ready')) || child.exitCode !== null, 30_000, 'the worker to start', handle);
  if (child.exitCode !== null) throw new Error(`worker exited at start:\n${handle.output.join('\n')}`);
  return handle;
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

/** A throwaway redis-server of our own, so a test can kill and restart it. */
export async function startRedisServer(port: number, extraArgs: string[] = []): Promise<ChildHandle> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const handle = track(child);
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch {
      probe.disconnect();
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start:\n${handle.output.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  probe.disconnect();
  return handle;
}

export { waitFor };

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones, like a server that went away. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

/** A TCP proxy the test controls, in front of a shared server (MySQL) that must never be stopped. */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const { createConnection } = await import('node:net');
  let accepting = true;
  const open = new Set<import('node:net').Socket>();
  const server = createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    const upstream = createConnection(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy did not listen');
  return {
    port: address.port,
    down() {
      accepting = false;
      for (const socket of open) socket.destroy();
    },
    up() {
      accepting = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
