// Redis for the API: producers fail fast (no offline queue), so a Redis outage answers 503
// at once instead of hanging requests.
import { ConfigError } from '@growth-suite/shared';
import { Redis } from 'ioredis';

/** After an outage, try again every ≤ 500 ms, so service resumes within a second of Redis' return. */
export const reconnectSoon = (attempt: number) => Math.min(attempt * 100, 500);

export function createRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    retryStrategy: reconnectSoon,
    lazyConnect: true,
  });
}

/** Connect once at boot; an unreachable Redis is one clear line, not a retry loop. */
export async function connectRedis(redis: Redis, url: string): Promise<void> {
  let firstError: Error | undefined;
  const remember = (error: Error) => {
    firstError ??= error;
  };
  redis.on('error', remember);
  try {
    await redis.connect();
    await redis.ping();
    redis.off('error', remember);
  } catch (error) {
    redis.disconnect();
    const where = safeRedisAddress(url);
    const reason = (firstError ?? (error instanceof Error ? error : new Error(String(error)))).message;
    throw new ConfigError(`Cannot reach Redis at ${where} (${reason}). Is it running? Check REDIS_URL.`);
  }
}

export function safeRedisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return 'the configured address';
  }
}
