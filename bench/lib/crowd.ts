// The crowd of page loads (pageLoads.ts), run in a thread of its own: the prober that times everyone
// else's requests must not share an event loop with 50 connections receiving pages, or it would time
// its own waiting for the crowd's callbacks as the api's latency.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface CrowdOptions {
  base: string;
  /** A signed-in reader's cookie (for the dashboards). */
  cookie: string;
  connections: number;
  durationMs: number;
}

export interface CrowdFigures {
  loads: number;
  drawnLoads: number;
}

export function get(agent: http.Agent, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end();
  });
}

export const drawn = (body: string) => body.includes('id="server-state"');

/**
 * Between two page loads of one connection: 50 connections offer ~50 pages a second, far more than the
 * api can draw (bench: a few a second per core), but not a flood that would saturate the api with plain
 * pages too (that measures the machine, not drawing).
 */
const THINK_MS = 1000;

/** The crowd for `durationMs`: how many pages it loaded and how many of them were drawn. */
async function crowd({ base, cookie, connections, durationMs }: CrowdOptions): Promise<CrowdFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = Date.now() + durationMs;
  let loads = 0;
  let drawnLoads = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      while (Date.now() < end) {
        n += 1;
        // Half signed-out pages nobody asked for before, a quarter a popular signed-out page, a quarter dashboards.
        const load =
          i % 4 < 2 ? get(agent, `${base}/auth?r=${n}`) : i % 4 === 2 ? get(agent, `${base}/privacy-policy`) : get(agent, `${base}/`, { Cookie: cookie });
        const { status, body } = await load;
        if (status !== 200) throw new Error(`page load → ${status}`);
        loads += 1;
        if (drawn(body)) drawnLoads += 1;
        // A reader, not a flood: each connection loads a page, then reads it for a moment.
        await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      }
    }),
  );
  agent.destroy();
  return { loads, drawnLoads };
}

/**
 * The crowd, in a thread of its own; settles once that thread has ended, so the bench's threads are the
 * same again when it moves them to other cores (cores.ts).
 */
export function crowdInThread(options: CrowdOptions): Promise<CrowdFigures> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL(import.meta.url), { workerData: options });
    let figures: CrowdFigures | undefined;
    thread.once('message', (sent: CrowdFigures) => (figures = sent));
    thread.once('error', reject);
    thread.once('exit', (code) => (figures ? resolve(figures) : reject(new Error(`the crowd's thread exited (${code}) before its figures`))));
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void crowd(workerData as CrowdOptions).then((figures) => port.postMessage(figures));
}
