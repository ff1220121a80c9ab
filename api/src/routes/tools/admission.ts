// Admission of one generation (DESIGN §4 back-pressure) as one atomic step in Redis: a burst of
// parallel requests from one user cannot all read "2 in flight" before any of them is counted,
// and the four checks cost one round trip instead of three.
import type { Redis } from 'ioredis';
import { countHitLua } from '../../lib/rateLimit.ts';

// KEYS: the user's in-flight set (job id → expiry), the queue's wait list, the user's per-minute counter.
// ARGV: now, max in flight, queue ceiling, per-minute max, minute window ms, job id, slot expiry, set ttl ms.
// In-flight entries expire on their own, so a crashed API process cannot block a user for ever.
// The per-minute counter is only counted once the other checks passed.
const ADMIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return {'in-flight', 0} end
if redis.call('LLEN', KEYS[2]) >= tonumber(ARGV[3]) then return {'queue-full', 0} end
${countHitLua('KEYS[3]', 'ARGV[5]')}
if count > tonumber(ARGV[4]) then return {'per-minute', ttl} end
redis.call('ZADD', KEYS[1], ARGV[7], ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[8])
return {'ok', 0}`;

export type Admission = { outcome: 'ok' } | { outcome: 'in-flight' | 'queue-full' } | { outcome: 'per-minute'; retryAfterMs: number };

export interface AdmissionKeys {
  inFlight: string;
  waitList: string;
  perMinute: string;
}

/** A user's admission keys: generations and packs count against the same ones. */
export const admissionKeys = (redisPrefix: string, userId: number, waitList: string): AdmissionKeys => ({
  inFlight: `${redisPrefix}:gen-inflight:${userId}`,
  waitList,
  perMinute: `${redisPrefix}:rl:gen:minute:${userId}`,
});

export interface AdmissionLimits {
  maxInFlight: number;
  queueMax: number;
  perMinute: { max: number; windowSeconds: number };
  /** How long an admitted job holds its in-flight slot at most. */
  slotMs: number;
}

interface AdmitCommand {
  /** The script answers one of the admission's outcomes and, for 'per-minute', how long until a slot. */
  generationAdmit(...args: (string | number)[]): Promise<[Admission['outcome'], number]>;
}

export function createAdmission(redis: Redis) {
  const commands = redis as Redis & AdmitCommand;
  if (!('generationAdmit' in redis)) redis.defineCommand('generationAdmit', { numberOfKeys: 3, lua: ADMIT_SCRIPT });
  return async function admit(keys: AdmissionKeys, limits: AdmissionLimits, jobId: string): Promise<Admission> {
    const now = Date.now();
    const [outcome, ttl] = await commands.generationAdmit(
      keys.inFlight,
      keys.waitList,
      keys.perMinute,
      now,
      limits.maxInFlight,
      limits.queueMax,
      limits.perMinute.max,
      limits.perMinute.windowSeconds * 1000,
      jobId,
      now + limits.slotMs,
      limits.slotMs + 30_000,
    );
    if (outcome === 'per-minute') return { outcome, retryAfterMs: ttl };
    return { outcome };
  };
}
