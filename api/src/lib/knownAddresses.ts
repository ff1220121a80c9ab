// The client addresses that have signed in to an account before. The account-wide login limit
// applies only to addresses not in this list, so an attacker guessing from many addresses cannot
// lock the owner out of the place they usually sign in from.
//
// One sorted set per account (member: the address's HMAC, score: when it last signed in), in Redis
// beside the rate limits. Addresses are stored as an HMAC keyed with the session secret: the IPv4
// space is small enough to reverse a plain hash.
import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { guardRedis } from './unavailable.ts';

/** Enough for a person's devices and networks; the oldest are dropped beyond it. */
const MAX_ADDRESSES = 50;

export function createKnownAddresses(redis: Redis, options: { prefix: string; secret: string; days: number }) {
  const ttlMs = options.days * 86_400_000;
  const key = (accountId: number) => `${options.prefix}:login-known:${accountId}`;
  const digest = (ip: string) => createHmac('sha256', options.secret).update(ip).digest('base64url');
  return {
    /** True when `ip` signed in to the account within the last `days`. */
    async has(accountId: number, ip: string): Promise<boolean> {
      const score = await guardRedis(() => redis.zscore(key(accountId), digest(ip)));
      return score !== null && Number(score) > Date.now() - ttlMs;
    },
    /** Records a successful sign-in from `ip`, forgetting addresses unused for `days`. */
    async remember(accountId: number, ip: string): Promise<void> {
      const now = Date.now();
      await guardRedis(() =>
        redis
          .multi()
          .zadd(key(accountId), now, digest(ip))
          .zremrangebyscore(key(accountId), '-inf', now - ttlMs)
          .zremrangebyrank(key(accountId), 0, -(MAX_ADDRESSES + 1))
          .pexpire(key(accountId), ttlMs)
          .exec(),
      );
    },
  };
}

export type KnownAddresses = ReturnType<typeof createKnownAddresses>;
