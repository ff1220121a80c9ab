// Where a generation stands (packages/server's generationState: the POST's reconcile, the job-status
// route, the event stream and cancel), with the api's lookup of what a job saved. Redis is read first;
// MySQL only for a job Redis has seen finish or no longer knows (its history row outlives the BullMQ
// job and the job's events). A lookup waits its turn for a pooled connection like any query (a burst
// of requests is load, not an outage); only a database that cannot be reached is a 503 that says so.
import { generationState, type GenerationEventPublisher, type GenerationState, type GenerationStateDeps } from '@growth-suite/server';
import { findSavedByJobId } from '@growth-suite/db';
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import { HttpError } from '../../errors.ts';
import type { GenerationQueue } from '../../lib/generationQueue.ts';
import { busy, isPoolWait } from '../../lib/unavailable.ts';

/** Said when MySQL is the part that failed: the AI may well have answered. */
export const DATABASE_DOWN_MESSAGE = 'The database is unavailable, so your result could not be saved or checked. Please try again shortly.';
export const databaseDown = () => new HttpError(503, DATABASE_DOWN_MESSAGE, { headers: { 'Retry-After': '5' } });

export type JobState = GenerationState;

/**
 * Held by a POST with an Idempotency-Key from its start until it has announced its job (or joined
 * one, or answered): the event stream the SPA opens at the same moment waits for a job that is coming,
 * however busy the api is, and only a key nobody is posting is "not found" soon.
 */
export const jobComingKey = (prefix: string, jobId: string) => `${prefix}:gen-coming:${jobId}`;
/** Longer than any POST takes to announce its job; a crashed api's marker lapses. */
export const JOB_COMING_TTL_S = 60;

export interface JobStateDeps {
  generation: Pick<GenerationQueue, 'queue' | 'waitListKey'>;
  knex: Knex;
  redis: Redis;
  publisher: Pick<GenerationEventPublisher, 'last'>;
}

/** What a job saved, as the wait answers it and with the workspace its job routes check. */
const findSaved = (knex: Knex) => async (jobId: string) => {
  const saved = await findHistoryRow(knex, jobId, { withWorkspace: true });
  if (!saved) return null;
  const { tool: _tool, ...outcome } = saved;
  return outcome;
};

/** Where job `jobId` stands (packages/server's generationState), its saved row looked up here. */
export const stateDeps = ({ generation, knex, redis, publisher }: JobStateDeps): GenerationStateDeps & { findSaved: NonNullable<GenerationStateDeps['findSaved']> } => ({
  queue: generation.queue,
  waitListKey: generation.waitListKey,
  redis,
  publisher,
  findSaved: findSaved(knex),
});

/** The state of job `jobId` (Redis first, then its saved row), or null when there is no such job. */
export const jobState = async (deps: JobStateDeps, jobId: string): Promise<JobState | null> => {
  const state = await generationState(stateDeps(deps), jobId);
  if (!state) return null;
  const { workspaceId: _workspaceId, ...rest } = state;
  return rest as JobState;
};

/**
 * The state of job `jobId` from Redis alone, never MySQL, with the workspace it is for (the event
 * stream: a job gone from Redis is over, and its result is in History).
 */
export const liveJobState = (deps: JobStateDeps, jobId: string): Promise<JobState | null> => generationState({ ...stateDeps(deps), findSaved: undefined }, jobId);

/**
 * The state of job `jobId` if it is for workspace `workspaceId`, else null (a job of another workspace
 * is not there, as another user's is not). `live`: Redis only (liveJobState).
 */
export async function jobStateIn(deps: JobStateDeps, jobId: string, workspaceId: number, options: { live?: boolean } = {}): Promise<JobState | null> {
  const state = options.live ? await liveJobState(deps, jobId) : await generationState(stateDeps(deps), jobId);
  // A job announced but not yet added has no workspace on record yet: not there yet, for anyone.
  return state?.workspaceId === workspaceId ? state : null;
}

/**
 * How long the lookup may run once it has its connection: a single-row read by a unique key that
 * takes longer means a database that does not answer (the wait for a connection is not counted: that
 * is load). Below the wait limit, so a hung database cannot hold the caller past it for ever.
 */
export const HISTORY_QUERY_MS = 20_000;

/**
 * What job `jobId` saved: a generation's history row, or the version a refinement wrote (with the id
 * of the generation it belongs to), and the tool it is of (`withWorkspace`: and its workspace). It
 * waits for a pooled connection as long as the pool lets it (knex's acquire timeout): a pool that
 * stayed full that long is a 429 (come back shortly); a database that cannot be reached, or that
 * does not answer the query within HISTORY_QUERY_MS, a 503.
 */
export async function findHistoryRow(
  knex: Knex,
  jobId: string,
  options: { withWorkspace?: boolean } = {},
): Promise<{ historyId: number; tool: string; results: unknown; version?: number; workspaceId?: number } | null> {
  try {
    // One query for both (a job id names one or the other): one pooled connection per lookup.
    const saved = await findSavedByJobId(knex, jobId, { timeoutMs: HISTORY_QUERY_MS });
    if (!saved) return null;
    return {
      historyId: saved.generationId,
      tool: saved.tool,
      results: saved.results,
      ...(saved.version !== undefined ? { version: saved.version } : {}),
      ...(options.withWorkspace ? { workspaceId: saved.workspaceId } : {}),
    };
  } catch (error) {
    if (isPoolWait(error)) throw busy();
    throw databaseDown();
  }
}
