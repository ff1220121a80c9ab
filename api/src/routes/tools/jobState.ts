// Where a generation stands, worked out in one place for the POST's reconcile, the job-status route,
// the event stream and cancel. MySQL is the source of truth for a finished job (its history row
// outlives the BullMQ job); the job's own state covers the rest; the job's last published event
// tells what happened to a job that is gone without a row (cancelled while waiting) or is not there
// yet (its POST announced it and is adding it).
import type { GenerationEventPublisher } from '@growth-suite/server';
import { findGenerationByJobId, findVersionByJobId } from '@growth-suite/db';
import { GenerationJobResultSchema, JOB_FAILURE } from '@growth-suite/shared';
import { Job } from 'bullmq';
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

type AnyJob = Awaited<ReturnType<typeof Job.fromId>> & object;

export type JobState =
  /** Waiting for a worker; `position` jobs are ahead of it. */
  | { state: 'queued'; position: number; job: AnyJob }
  /** Announced by its POST (a 'queued' event) but not on the queue: being added, or never added. */
  | { state: 'announced'; position: number }
  | { state: 'active'; startedAt: string; job: AnyJob }
  /** `version`: the version a refinement wrote (a generation has none). */
  | { state: 'completed'; historyId: number; results: unknown; version?: number }
  /** Ended without a result; `reason` is the job's fixed failure reason. */
  | { state: 'failed'; reason: string; job: AnyJob }
  | { state: 'cancelled'; job?: AnyJob };

export interface JobStateDeps {
  generation: Pick<GenerationQueue, 'queue' | 'waitListKey'>;
  knex: Knex;
  redis: Redis;
  publisher: Pick<GenerationEventPublisher, 'last'>;
}

/** The state of job `jobId`, or null when there is no such job (never made, or gone without a trace). */
export async function jobState({ generation, knex, redis, publisher }: JobStateDeps, jobId: string): Promise<JobState | null> {
  const fromHistory = async (): Promise<JobState | null> => {
    const row = await findHistoryRow(knex, jobId);
    return row ? { state: 'completed', ...row } : null;
  };
  const job = await Job.fromId(generation.queue, jobId);
  if (!job) {
    const saved = await fromHistory();
    if (saved) return saved;
    const last = await publisher.last(jobId);
    if (last?.type === 'cancelled') return { state: 'cancelled' };
    if (last?.type === 'queued') return { state: 'announced', position: last.position };
    return null;
  }
  const state = await job.getState();
  if (state === 'completed') {
    const parsed = GenerationJobResultSchema.safeParse(job.returnvalue);
    if (parsed.success) return { state: 'completed', ...parsed.data };
    return (await fromHistory()) ?? { state: 'failed', reason: JOB_FAILURE.internal, job };
  }
  if (state === 'failed') return job.failedReason === JOB_FAILURE.cancelled ? { state: 'cancelled', job } : { state: 'failed', reason: job.failedReason, job };
  if (state === 'active') return { state: 'active', startedAt: new Date(job.processedOn ?? Date.now()).toISOString(), job };
  // Workers take jobs from the right end of the wait list: everything to its right is ahead of it.
  const index = await redis.lpos(generation.waitListKey, jobId);
  const length = await redis.llen(generation.waitListKey);
  return { state: 'queued', position: index === null ? 0 : Math.max(0, length - 1 - index), job };
}

/**
 * What job `jobId` saved, within HISTORY_LOOKUP_MS: a generation's history row, or the version a
 * refinement wrote (with the id of the generation it belongs to). A database that fails or is too
 * slow is a 503 that says so.
 */
export async function findHistoryRow(knex: Knex, jobId: string): Promise<{ historyId: number; results: unknown; version?: number } | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(databaseDown()), HISTORY_LOOKUP_MS);
  });
  // Both at once: a job id names one or the other, and a replay should not wait for two round trips.
  const lookup = async () => {
    const [row, version] = await Promise.all([findGenerationByJobId(knex, jobId), findVersionByJobId(knex, jobId)]);
    if (row) return { historyId: row.id, results: row.results };
    return version ? { historyId: version.generationId, results: version.results, version: version.number } : null;
  };
  try {
    return await Promise.race([lookup(), late]);
  } catch (error) {
    throw error instanceof HttpError ? error : databaseDown();
  } finally {
    clearTimeout(timer);
  }
}
