// The Redis keys a test run made under its prefix: listed (SCAN, never KEYS, which blocks the server)
// and removed, so that a run leaves Redis as it found it.
import { Redis } from 'ioredis';

/** Every key that starts with `prefix`. */
export async function listRedisKeys(redisUrl: string, prefix: string): Promise<string[]> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys: string[] = [];
    // A prefix holds no glob characters of its own here (letters, digits, '-', ':'); escape them anyway.
    const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    for await (const batch of redis.scanStream({ match, count: 1000 }) as AsyncIterable<string[]>) keys.push(...batch);
    return keys;
  } finally {
    redis.disconnect();
  }
}

/** Removes every key that starts with `prefix`; returns how many there were. */
export async function removeRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const keys = await listRedisKeys(redisUrl, prefix);
  if (keys.length === 0) return 0;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for (let i = 0; i < keys.length; i += 500) await redis.unlink(...keys.slice(i, i + 500));
  } finally {
    redis.disconnect();
  }
  return keys.length;
}
