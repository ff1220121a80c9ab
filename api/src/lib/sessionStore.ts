// Sessions live in Redis (not in the cookie): the cookie holds only a signed 256-bit random id,
// the session only the user id. A per-user set of session ids lets an admin end every session
// of a user at once (delete, password reset).
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { guardRedis } from './unavailable.ts';

export const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

export const newSessionId = () => randomBytes(32).toString('base64url');

export function createSessionStore(redis: Redis, prefix: string) {
  const sessionKey = (sid: string) => `${prefix}:sess:${sid}`;
  const userKey = (userId: number) => `${prefix}:user-sessions:${userId}`;

  // A Redis outage must not look like "signed out": it is a 503.
  const guard = <T>(work: () => Promise<T>) => guardRedis(work, 'Sessions are temporarily unavailable. Please try again shortly.');

  return {
    async get(sid: string): Promise<SessionData | null> {
      const raw = await guard(() => redis.get(sessionKey(sid)));
      if (!raw) return null;
      try {
        return JSON.parse(raw) as SessionData;
      } catch {
        return null;
      }
    },
    async set(sid: string, session: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
      await guard(async () => {
        const multi = redis.multi().set(sessionKey(sid), JSON.stringify(session), 'PX', ttl);
        if (typeof session.userId === 'number') {
          multi.sadd(userKey(session.userId), sid).pexpire(userKey(session.userId), ttl);
        }
        await multi.exec();
      });
    },
    async destroy(sid: string): Promise<void> {
      await guard(async () => {
        const raw = await redis.get(sessionKey(sid));
        const userId = raw ? (JSON.parse(raw) as SessionData).userId : undefined;
        const multi = redis.multi().del(sessionKey(sid));
        if (typeof userId === 'number') multi.srem(userKey(userId), sid);
        await multi.exec();
      });
    },
    /** Sign a user out everywhere. */
    async destroyAllForUser(userId: number): Promise<number> {
      return guard(async () => {
        const sids = await redis.smembers(userKey(userId));
        await redis.del(userKey(userId), ...sids.map(sessionKey));
        return sids.length;
      });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
