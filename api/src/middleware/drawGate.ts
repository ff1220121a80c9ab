// Drawing a page costs CPU (a drawing thread's, its queries' included; once 50–350 ms on the event loop
// every API request shares, when twenty readers drawing at once held `/api/health` for over a second;
// on the api's thread now only the page's hand-over and write, bench/results/pages.md) and the cores the
// api's requests share. The gate bounds it, whoever asks:
// - a page that is the same for every anonymous reader (no session; not a token's page, whose link can
//   be revoked and whose opens are counted) is drawn once and kept — until a setting changes (`clear`) or
//   `keepMs` passes (the public settings' own cache time, so other processes' changes show as soon) —, and
//   readers asking for it while it is drawn share that one drawing;
// - at most `concurrency` drawings run at once, at most `queue` wait for a turn, and past that the plain
//   page goes out at once (it works as well: the browser draws it).
export interface DrawGateOptions {
  concurrency: number;
  queue: number;
  /** How long a kept anonymous page is served. */
  keepMs: number;
  /** How many anonymous pages are kept (the oldest goes first): unknown addresses cannot fill memory. */
  maxKept?: number;
}

/** `Page`: a drawn page as the api sends it (its bytes). */
export interface DrawGate<Page = Buffer> {
  /**
   * The page drawn by `draw`, within the limits; `keepKey` names a page that is the same for every
   * reader who asks with that key (null: drawn for this reader alone). Null when the gate is full.
   */
  page(keepKey: string | null, draw: () => Promise<Page | null>): Promise<Page | null>;
  /** Forget the kept pages (a setting they show changed). */
  clear(): void;
  /** For metrics and tests: drawings running, waiting, and pages kept. */
  stats(): { active: number; waiting: number; kept: number };
}

export function createDrawGate<Page = Buffer>({ concurrency, queue, keepMs, maxKept = 100 }: DrawGateOptions): DrawGate<Page> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const kept = new Map<string, { page: Page; until: number }>();
  const drawing = new Map<string, Promise<Page | null>>();
  // Bumped by each clear: a drawing that started before it is not kept.
  let generation = 0;

  /** A turn to draw, or false when the queue is full too. */
  async function turn(): Promise<boolean> {
    if (active < concurrency) {
      active += 1;
      return true;
    }
    if (waiting.length >= queue) return false;
    // The turn is handed over by `done` (which leaves `active` as it is for it).
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  }
  function done() {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
  async function gated(draw: () => Promise<Page | null>) {
    if (!(await turn())) return null;
    try {
      return await draw();
    } finally {
      done();
    }
  }
  function keep(key: string, page: Page) {
    kept.delete(key);
    const oldest = kept.keys().next();
    if (kept.size >= maxKept && !oldest.done) kept.delete(oldest.value);
    kept.set(key, { page, until: Date.now() + keepMs });
  }

  return {
    page(keepKey, draw) {
      if (keepKey === null) return gated(draw);
      const hit = kept.get(keepKey);
      if (hit && hit.until > Date.now()) return Promise.resolve(hit.page);
      let running = drawing.get(keepKey);
      if (!running) {
        const epoch = generation;
        running = gated(draw)
          .then((page) => {
            // Only a page drawn whole, and not across a clear (it may show the old setting).
            if (page && epoch === generation) keep(keepKey, page);
            return page;
          })
          .finally(() => drawing.delete(keepKey));
        drawing.set(keepKey, running);
      }
      return running;
    },
    clear() {
      generation += 1;
      kept.clear();
    },
    stats: () => ({ active, waiting: waiting.length, kept: kept.size }),
  };
}
