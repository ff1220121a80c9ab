// What the drawing threads hold in memory: an api process's RSS before any page is drawn (its threads
// start with the first page) and after a run of drawn pages, for an api with one drawing thread and one
// with two. The two apis differ by one thread alone, so the difference of their RSS after the same pages
// is what one thread costs; the growth of the one-thread api is what drawing brings at all.
// Signed-in dashboards: every page asks its queries (who is signed in, the recent work, the running
// jobs, the site's links), so whatever answers them is built and used.
import http from 'node:http';
import { drawn, get } from './crowd.ts';
import { round } from './stats.ts';

export interface MemoryTarget {
  base: string;
  /** The api's resident memory now, in MB. */
  rssMb(): number;
}

export interface DrawingMemory {
  beforeMb: number;
  afterMb: number;
  pages: number;
  drawnShare: number;
}

/** RSS is read once it has held still for a moment: right after a run, garbage is still being collected. */
async function settledRss(target: MemoryTarget): Promise<number> {
  let last = target.rssMb();
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = target.rssMb();
    if (Math.abs(now - last) < 1) return now;
    last = now;
  }
  return last;
}

/** `pages` signed-in dashboards on `connections` connections, then the RSS; the RSS before them too. */
export async function measureDrawingMemory(target: MemoryTarget, cookie: string, { pages = 300, connections = 2 } = {}): Promise<DrawingMemory> {
  const beforeMb = await settledRss(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let asked = 0;
  let drawnPages = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (asked < pages) {
        asked += 1;
        const { status, body } = await get(agent, `${target.base}/?m=${asked}`, { Cookie: cookie });
        if (status !== 200) throw new Error(`/ → ${status}`);
        if (drawn(body)) drawnPages += 1;
      }
    }),
  );
  agent.destroy();
  return { beforeMb: round(beforeMb, 0), afterMb: round(await settledRss(target), 0), pages: asked, drawnShare: round(drawnPages / Math.max(1, asked), 2) };
}
