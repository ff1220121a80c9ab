// Caps on open event streams. Each stream holds memory and a file handle in an api process for as
// long as it is open, so one user could exhaust a process by opening thousands on one job. Counted in
// Redis across api processes, per user and per job, in one atomic step (a burst of parallel opens
// cannot all read "below the cap"). Each open stream holds a slot with a lease its heartbeat renews:
// a process that dies leaves slots that lapse within a lease, never a user locked out.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

// KEYS: the user's slots, the job's slots (sorted sets: slot id → lease end, epoch ms).
// ARGV: now, lease end, slot id, max per user, max per job, set ttl seconds.
const OPEN_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 'user' end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 'job' end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('EXPIRE', KEYS[2], ARGV[6])
return 'ok'`;

interface SlotCommands {
  streamSlotOpen(...args: (string | number)[]): Promise<'ok' | 'user' | 'job'>;
}

export interface StreamLimits {
  perUser: number;
  perJob: number;
  /** How long a slot lives without a renewal (a few heartbeats). */
  leaseMs: number;
}

export type StreamSlot = { renew(): Promise<void>; release(): Promise<void> };

export function createStreamSlots(redis: Redis, prefix: string, limits: StreamLimits) {
  const commands = redis as Redis & SlotCommands;
  if (!('streamSlotOpen' in redis)) redis.defineCommand('streamSlotOpen', { numberOfKeys: 2, lua: OPEN_SCRIPT });
  const ttlSeconds = Math.ceil(limits.leaseMs / 1000) + 60;

  /** A slot for a new stream, or which cap refuses it. */
  return async function open(userId: number, jobId: string): Promise<StreamSlot | 'user' | 'job'> {
    const keys = [`${prefix}:sse:user:${userId}`, `${prefix}:sse:job:${jobId}`] as const;
    const id = randomBytes(9).toString('base64url');
    const now = Date.now();
    const outcome = await commands.streamSlotOpen(keys[0], keys[1], now, now + limits.leaseMs, id, limits.perUser, limits.perJob, ttlSeconds);
    if (outcome !== 'ok') return outcome;
    return {
      async renew() {
        const until = Date.now() + limits.leaseMs;
        await redis.multi().zadd(keys[0], 'XX', until, id).zadd(keys[1], 'XX', until, id).expire(keys[0], ttlSeconds).expire(keys[1], ttlSeconds).exec();
      },
      async release() {
        await redis.multi().zrem(keys[0], id).zrem(keys[1], id).exec();
      },
    };
  };
}
