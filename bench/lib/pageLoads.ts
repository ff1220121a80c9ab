// Page loads under load: what a crowd of page loads (drawn on the server) does to everyone else's API
// requests, and what one drawn page costs against the plain one.
// - The crowd: 50 connections each loading a page a second — signed-out pages with a new query each
//   time (nothing kept: what an attacker would send), a signed-out page as many readers load it (kept),
//   and signed-in dashboards (drawn for their reader) —, while a prober times `/api/health` and a
//   signed-in API call every 25 ms. Their p99 under the crowd against the same api idle, idle and
//   loaded windows alternating, each as long as the other, over a few rounds: a p99 is a tail figure,
//   and one taken from 3 s of idle (about 100 samples: its largest) against 8 s of load moved 2× from
//   run to run on its own. The crowd runs in a thread of its own (crowd.ts), so the prober times the
//   api, not its own event loop busy with the crowd's pages. Where the host allows it (cores.ts), the api
//   timed has a core of its own and the bench the others, as the crowd's browsers are not on the api's
//   machine in production; one line keeps every process on every core, to show what that split changes.
// - Drawn pages per second (one api process = one core for its event loop) against the plain page.
import http from 'node:http';
import { pin } from './cores.ts';
import { crowdInThread, drawn, get } from './crowd.ts';
import { percentile, round } from './stats.ts';

export interface PageLoadTarget {
  base: string;
  /** A signed-in reader's cookie (for the dashboards and the signed-in API call). */
  cookie: string;
  /** The cores the bench itself (crowd and prober) runs on while this target is timed (cores.ts). */
  benchCores?: string | undefined;
}

/** Times `path` every `everyMs` until `until` resolves: the latencies, in ms. */
async function probe(base: string, path: string, headers: Record<string, string>, until: Promise<unknown>, everyMs = 25): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  while (!stop) {
    const t0 = performance.now();
    const { status } = await get(agent, `${base}${path}`, headers);
    if (status !== 200) throw new Error(`${path} → ${status} while probing`);
    times.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  agent.destroy();
  return times;
}

export interface PageLoadFigures {
  idle: { healthP99: number; apiP99: number };
  loaded: { healthP99: number; apiP99: number; pagesPerSecond: number; drawnShare: number };
}

/**
 * The crowd for a few seconds, its figures dropped: an api's first drawings compile the page bundle's code
 * in the drawing thread and fill its style memo, and that cost would land in whichever variant is timed first.
 */
export async function warmUp(target: PageLoadTarget, durationMs = 4000): Promise<void> {
  if (target.benchCores) pin(process.pid, target.benchCores);
  await crowdInThread({ ...target, connections: 50, durationMs });
}

/**
 * Each target's figures, the targets taken in turn within every round and each round starting one target
 * further on: a p99 moves with what the host does meanwhile, and a target always timed first read up to
 * 0.5× better than the same api timed second.
 */
export async function measurePageLoads(targets: PageLoadTarget[], options = { connections: 50, durationMs: 8000, rounds: 4 }): Promise<PageLoadFigures[]> {
  const samples = targets.map(() => ({ healthIdle: [] as number[], apiIdle: [] as number[], healthLoaded: [] as number[], apiLoaded: [] as number[], loads: 0, drawnLoads: 0, seconds: 0 }));
  for (let round = 0; round < options.rounds; round += 1) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const index = (round + turn) % targets.length;
      const target = targets[index]!;
      const into = samples[index]!;
      if (target.benchCores) pin(process.pid, target.benchCores);
      const signedIn = { Cookie: target.cookie };
      const idleFor = new Promise((resolve) => setTimeout(resolve, options.durationMs));
      const idle = await Promise.all([probe(target.base, '/api/health', {}, idleFor), probe(target.base, '/api/history/summary', signedIn, idleFor)]);
      into.healthIdle.push(...idle[0]);
      into.apiIdle.push(...idle[1]);
      const t0 = performance.now();
      const load = crowdInThread({ ...target, connections: options.connections, durationMs: options.durationMs });
      const loaded = await Promise.all([probe(target.base, '/api/health', {}, load), probe(target.base, '/api/history/summary', signedIn, load), load]);
      into.seconds += (performance.now() - t0) / 1000;
      into.healthLoaded.push(...loaded[0]);
      into.apiLoaded.push(...loaded[1]);
      into.loads += loaded[2].loads;
      into.drawnLoads += loaded[2].drawnLoads;
    }
  }
  return samples.map((s) => ({
    idle: { healthP99: round(percentile(s.healthIdle, 99)), apiP99: round(percentile(s.apiIdle, 99)) },
    loaded: {
      healthP99: round(percentile(s.healthLoaded, 99)),
      apiP99: round(percentile(s.apiLoaded, 99)),
      pagesPerSecond: round(s.loads / s.seconds, 1),
      drawnShare: round(s.drawnLoads / Math.max(1, s.loads), 2),
    },
  }));
}

/**
 * Pages per second on `connections` connections for `path` (each URL new when `fresh`, so none is
 * kept), and the share that came back drawn.
 */
export async function pageThroughput(url: string, options: { connections: number; durationMs: number; fresh: boolean }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const end = Date.now() + options.durationMs;
  let loads = 0;
  let drawnLoads = 0;
  let n = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < end) {
        n += 1;
        const { status, body } = await get(agent, options.fresh ? `${url}?r=${n}` : url);
        if (status !== 200) throw new Error(`${url} → ${status}`);
        loads += 1;
        if (drawn(body)) drawnLoads += 1;
      }
    }),
  );
  agent.destroy();
  return { perSecond: round(loads / ((performance.now() - t0) / 1000), 1), drawnShare: round(drawnLoads / Math.max(1, loads), 2) };
}
