// A dependency (MySQL or Redis) that is down is a 503 with a clear message, never a 500: the
// client should retry shortly, and nothing about the driver reaches the body. Recovery needs no
// restart: the knex pool opens new connections and ioredis reconnects on its own.
import { isConnectionError } from '@growth-suite/db';
import { HttpError, serviceUnavailable } from '../errors.ts';

// ioredis, with no offline queue, fails commands at once with these while disconnected; the
// others are a Redis that is up but cannot take writes.
const REDIS_DOWN = /enableOfflineQueue|Connection is closed|max retries per request|^LOADING|^READONLY|^OOM command not allowed/;

/** True when `error` says the database or Redis cannot be reached right now. */
export function isDependencyDown(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  return ('name' in error && error.name === 'MaxRetriesPerRequestError') || ('message' in error && typeof error.message === 'string' && REDIS_DOWN.test(error.message));
}

/** Runs a Redis call; any Redis failure becomes a 503 (with `message` when given). */
export async function guardRedis<T>(work: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw serviceUnavailable(message);
  }
}
