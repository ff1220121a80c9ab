// Fixed-window counters in Redis, shared by every API process.
//
// An attempt is counted *before* the work it guards (argon2, the database, the queue), in one
// atomic step, so a burst of parallel requests cannot all pass a check that none of them has
// counted yet. What turns out not to deserve counting (a successful login) is refunded after.
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../errors.ts';
import { guardRedis } from './unavailable.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Lua that counts one hit on a fixed-window counter: INCR, starting the window on the first hit.
 * Leaves `count` (after this hit) and `ttl` (ms left in the window) in locals. Shared with the
 * generation admission script, which counts its per-minute limit the same way.
 */
export const countHitLua = (key: string, windowMs: string) => `
local count = redis.call('INCR', ${key})
local ttl = redis.call('PTTL', ${key})
if ttl < 0 then
  redis.call('PEXPIRE', ${key}, ${windowMs})
  ttl = tonumber(${windowMs})
end`;

const COUNT_SCRIPT = `${countHitLua('KEYS[1]', 'ARGV[1]')}
return {count, ttl}`;

// Takes back one count, never below zero, and keeps the window.
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

interface LimiterCommands {
  rateLimitCount(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRefund(key: string): Promise<number>;
}

export function createRateLimiter(redis: Redis, prefix: string) {
  const commands = redis as Redis & LimiterCommands;
  if (!('rateLimitCount' in redis)) {
    redis.defineCommand('rateLimitCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
    redis.defineCommand('rateLimitRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });
  }
  const key = (name: string) => `${prefix}:rl:${name}`;
  return {
    /** Counts one attempt and refuses it (429 with Retry-After) once `name` is past its limit. */
    async consume(name: string, limit: Limit): Promise<void> {
      const [count, ttlMs] = await guardRedis(() => commands.rateLimitCount(key(name), limit.windowSeconds * 1000));
      if (count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil(ttlMs / 1000)));
    },
    /** Takes back an attempt that turned out not to count (e.g. the login succeeded). */
    async refund(name: string): Promise<void> {
      await guardRedis(() => commands.rateLimitRefund(key(name)));
    },
    async reset(name: string): Promise<void> {
      await guardRedis(() => redis.del(key(name)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
