// The antd styles drawn pages link (`/drawn-styles/<name>.css`, the name a hash of their text): kept in
// this process's memory and in Redis, so that any api process can serve a stylesheet a page drawn by
// another one links (behind a load balancer the page and its stylesheet may be asked of two replicas).
// A page is sent only once its styles are kept where every process finds them. Should they still be
// missing (Redis lost them), the page shows unstyled until the app has started, whose antd then draws
// every style itself as on a page drawn in the browser.
import type { Redis } from 'ioredis';

/**
 * How long Redis keeps a stylesheet no page has been drawn with: a day. Each drawing with it renews that,
 * at most every 6 hours, so a page goes out with its stylesheet kept for 18 hours more at least (its
 * reader's browser asks within seconds, and caches it for good). A few dozen of 20–150 kB: one per set
 * of components a page was drawn with (a token's page, in its brand's colours, carries its own inline).
 */
const KEEP_S = 24 * 3600;
const RENEW_MS = 6 * 3600 * 1000;
/** Stylesheets held in memory (the oldest dropped first; Redis still has them): a few per kind of page. */
const IN_MEMORY = 100;

export interface DrawnStyles {
  /** Keeps `css` under `name` (the hash of its text), here and for every process. */
  keep(name: string, css: Buffer): Promise<void>;
  /** The stylesheet of that name, or null when no process has kept it. */
  find(name: string): Promise<Buffer | null>;
}

export function createDrawnStyles(redis: Redis, prefix: string, now = () => Date.now()): DrawnStyles {
  const key = (name: string) => `${prefix}:drawn-styles:${name}`;
  /** In memory, by name: the text and when Redis was last told to keep it (0: found there, not renewed yet). */
  const held = new Map<string, { css: Buffer; renewedAt: number }>();

  function hold(name: string, css: Buffer, renewedAt: number) {
    held.delete(name);
    const oldest = held.keys().next();
    if (held.size >= IN_MEMORY && !oldest.done) held.delete(oldest.value);
    held.set(name, { css, renewedAt });
  }

  return {
    async keep(name, css) {
      const known = held.get(name);
      if (known && now() - known.renewedAt < RENEW_MS) return;
      await redis.set(key(name), css, 'EX', KEEP_S);
      hold(name, css, now());
    },
    async find(name) {
      const known = held.get(name);
      if (known) return known.css;
      const css = await redis.getBuffer(key(name));
      if (css) hold(name, css, 0);
      return css;
    },
  };
}
