// Redis connections for the api, the worker and the CLI: one retry policy and two ways to connect.
// Producers (the api's queue and limiter) fail fast — no offline queue — so an outage answers 503
// at once instead of hanging requests; consumers (BullMQ workers and queue events) wait for Redis.
import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from './env.ts';

/** After an outage, try again every ≤ 500 ms, so service resumes within a second of Redis' return. */
export const reconnectSoon = (attempt: number) => Math.min(attempt * 100, 500);

/** Options for a connection that answers errors at once while Redis is down (requests must not hang). */
export const producerConnection = (url: string) =>
  ({ url, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000, retryStrategy: reconnectSoon }) satisfies RedisOptions & { url: string };

/** Options for a blocking consumer: it waits for Redis forever (BullMQ requires maxRetriesPerRequest: null). */
export const consumerConnection = (url: string) =>
  ({ url, maxRetriesPerRequest: null, retryStrategy: reconnectSoon }) satisfies RedisOptions & { url: string };

/** A fail-fast client, connected later with connectRedis. */
export function createRedis(url: string): Redis {
  const { url: _url, ...options } = producerConnection(url);
  return new Redis(url, { ...options, lazyConnect: true });
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

/** host:port only: a REDIS_URL may carry a password, which must never reach a log line. */
export function safeRedisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return 'the configured address';
  }
}
