// A dependency (MySQL or Redis) that is down is a 503 with a clear message, never a 500: the
// client should retry shortly, and nothing about the driver reaches the body. Recovery needs no
// restart: the knex pool opens new connections and ioredis reconnects on its own.
//
// A request that waited its whole turn for one of the pool's connections (knex's acquire timeout) met
// load, not an outage: every connection was busy answering others. It is a 429 with Retry-After, like
// any other "not now", never "the database is unavailable". A database that cannot be reached fails
// the pool's connection attempt itself (refused, reset, or its connect timeout, shorter than the
// acquire timeout), which is what isDependencyDown says.
import { isConnectionError } from '@growth-suite/db';
import { HttpError, serviceUnavailable } from '../errors.ts';

// ioredis, with no offline queue, fails commands at once with these while disconnected; the
// others are a Redis that is up but cannot take writes.
const REDIS_DOWN = /enableOfflineQueue|Connection is closed|max retries per request|^LOADING|^READONLY|^OOM command not allowed/;

/** knex's message when no pooled connection came free within acquireConnectionTimeout. */
const POOL_WAIT = /^Knex: Timeout acquiring a connection/;

export const BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';
/** How long a client that met a full pool is asked to wait. */
const BUSY_RETRY_AFTER_S = 5;

/** True when `error` is a wait for a pooled connection that ran out (load, not an outage). */
export function isPoolWait(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'KnexTimeoutError' && 'message' in error && typeof error.message === 'string' && POOL_WAIT.test(error.message);
}

/** The answer to a request that met a full pool: 429, come back shortly. */
export const busy = () => new HttpError(429, BUSY_MESSAGE, { headers: { 'Retry-After': String(BUSY_RETRY_AFTER_S) } });

/** True when `error` says the database or Redis cannot be reached right now. */
export function isDependencyDown(error: unknown): boolean {
  if (isPoolWait(error)) return false;
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
