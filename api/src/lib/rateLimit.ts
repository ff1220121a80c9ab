// Fixed-window counters in Redis, shared by every API process.
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export function createRateLimiter(redis: Redis, prefix: string) {
  const key = (name: string) => `${prefix}:rl:${name}`;
  return {
    /** Throws 429 (with Retry-After) when `name` has reached its limit; does not count. */
    async check(name: string, limit: Limit): Promise<void> {
      const [count, ttl] = await Promise.all([redis.get(key(name)), redis.ttl(key(name))]);
      if (Number(count ?? 0) >= limit.max) throw tooManyRequests(ttl > 0 ? ttl : limit.windowSeconds);
    },
    /** Counts one event; the window starts with the first. */
    async hit(name: string, limit: Limit): Promise<number> {
      const [[, count]] = (await redis.multi().incr(key(name)).expire(key(name), limit.windowSeconds, 'NX').exec()) as [[null, number]];
      return count;
    },
    /** Counts and refuses past the limit in one step (for events that are always counted). */
    async consume(name: string, limit: Limit): Promise<void> {
      const count = await this.hit(name, limit);
      if (count > limit.max) {
        const ttl = await redis.ttl(key(name));
        throw tooManyRequests(ttl > 0 ? ttl : limit.windowSeconds);
      }
    },
    async reset(name: string): Promise<void> {
      await redis.del(key(name));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
