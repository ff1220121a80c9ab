// Where a generation stands (packages/server's generationState: the POST's reconcile, the job-status
// route, the event stream and cancel), with the api's lookup of what a job saved: MySQL is the source
// of truth for a finished job (its history row outlives the BullMQ job), and a database that does not
// answer in time is a 503 that says so.
import { generationState, type GenerationEventPublisher, type GenerationState, type GenerationStateDeps } from '@growth-suite/server';
import { findSavedByJobId } from '@growth-suite/db';
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import { HttpError } from '../../errors.ts';
import type { GenerationQueue } from '../../lib/generationQueue.ts';

/** Said when MySQL is the part that failed: the AI may well have answered. */
export const DATABASE_DOWN_MESSAGE = 'The database is unavailable, so your result could not be saved or checked. Please try again shortly.';
export const databaseDown = () => new HttpError(503, DATABASE_DOWN_MESSAGE, { headers: { 'Retry-After': '5' } });

/**
 * A history lookup gets this long: a database that does not answer must not hold the caller past the
 * wait limit (the pool itself would wait 10 s for a connection).
 */
export const HISTORY_LOOKUP_MS = 2000;

export type JobState = GenerationState;

export interface JobStateDeps {
  generation: Pick<GenerationQueue, 'queue' | 'waitListKey'>;
  knex: Knex;
  redis: Redis;
  publisher: Pick<GenerationEventPublisher, 'last'>;
}

/** Where job `jobId` stands (packages/server's generationState), its saved row looked up here. */
export const stateDeps = ({ generation, knex, redis, publisher }: JobStateDeps): GenerationStateDeps => ({
  queue: generation.queue,
  waitListKey: generation.waitListKey,
  redis,
  publisher,
  // What the job saved, as the wait and the event stream answer it (the tool is the replay check's alone).
  findSaved: async (jobId) => {
    const saved = await findHistoryRow(knex, jobId);
    if (!saved) return null;
    const { tool: _tool, ...outcome } = saved;
    return outcome;
  },
});

/** The state of job `jobId`, or null when there is no such job (never made, or gone without a trace). */
export const jobState = (deps: JobStateDeps, jobId: string): Promise<JobState | null> => generationState(stateDeps(deps), jobId);

/**
 * What job `jobId` saved, within HISTORY_LOOKUP_MS: a generation's history row, or the version a
 * refinement wrote (with the id of the generation it belongs to), and the tool it is of. A database
 * that fails or is too slow is a 503 that says so.
 */
export async function findHistoryRow(knex: Knex, jobId: string): Promise<{ historyId: number; tool: string; results: unknown; version?: number } | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(databaseDown()), HISTORY_LOOKUP_MS);
  });
  // One query for both (a job id names one or the other): a burst of replays and event streams takes
  // one connection each from the pool, not two, so each lookup waits less for its turn.
  const lookup = async () => {
    const saved = await findSavedByJobId(knex, jobId);
    if (!saved) return null;
    return { historyId: saved.generationId, tool: saved.tool, results: saved.results, ...(saved.version !== undefined ? { version: saved.version } : {}) };
  };
  try {
    return await Promise.race([lookup(), late]);
  } catch (error) {
    throw error instanceof HttpError ? error : databaseDown();
  } finally {
    clearTimeout(timer);
  }
}
