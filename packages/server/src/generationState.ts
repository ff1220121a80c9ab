// Where a generation stands, worked out in one place for everyone who waits for one (runGeneration,
// so the api's POST and the pack's steps), the api's job-status route, its event stream and cancel.
// MySQL is the source of truth for a finished job (its row outlives the BullMQ job); the job's own
// state covers the rest; the job's last published event tells what happened to a job that is gone
// without a row (cancelled while waiting) or is not there yet (its POST announced it and is adding it).
// The row is looked up by the caller's function: this package does not know the database.
import { GENERATION_QUEUE, GenerationJobResultSchema, JOB_FAILURE, type GenerationJobData, type GenerationJobResult, type ToolSlug } from '@growth-suite/shared';
import { Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { GenerationEventPublisher } from './generationEvents.ts';

/** The `generation` queue as its producers hold it: job name = tool slug, data and result the shared contract. */
export type GenerationJobQueue = Queue<GenerationJobData, GenerationJobResult, ToolSlug>;

/** The wait list of the `generation` queue (for queue positions). */
export const generationWaitListKey = (prefix: string) => `${prefix}:${GENERATION_QUEUE}:wait`;

/** What job `jobId` saved (a generation's row, or the version a refinement wrote), or null. */
export type FindSavedGeneration = (jobId: string) => Promise<GenerationJobResult | null>;

export interface GenerationStateDeps {
  queue: GenerationJobQueue;
  waitListKey: string;
  redis: Redis;
  publisher: Pick<GenerationEventPublisher, 'last'>;
  findSaved: FindSavedGeneration;
}

type AnyJob = Job<GenerationJobData, GenerationJobResult, ToolSlug>;

export type GenerationState =
  /** Waiting for a worker; `position` jobs are ahead of it. */
  | { state: 'queued'; position: number; job: AnyJob }
  /** Announced by its POST (a 'queued' event) but not on the queue: being added, or never added. */
  | { state: 'announced'; position: number }
  | { state: 'active'; startedAt: string; job: AnyJob }
  /** `version`: the version a refinement wrote (a generation has none). */
  | ({ state: 'completed' } & GenerationJobResult)
  /** Ended without a result; `reason` is the job's fixed failure reason. */
  | { state: 'failed'; reason: string; job: AnyJob }
  | { state: 'cancelled'; job?: AnyJob };

/** The state of job `jobId`, or null when there is no such job (never made, or gone without a trace). */
export async function generationState({ queue, waitListKey, redis, publisher, findSaved }: GenerationStateDeps, jobId: string): Promise<GenerationState | null> {
  const fromSaved = async (): Promise<GenerationState | null> => {
    const row = await findSaved(jobId);
    return row ? { state: 'completed', ...row } : null;
  };
  const job = await Job.fromId<GenerationJobData, GenerationJobResult, ToolSlug>(queue, jobId);
  if (!job) {
    const saved = await fromSaved();
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
    return (await fromSaved()) ?? { state: 'failed', reason: JOB_FAILURE.internal, job };
  }
  if (state === 'failed') return job.failedReason === JOB_FAILURE.cancelled ? { state: 'cancelled', job } : { state: 'failed', reason: job.failedReason, job };
  if (state === 'active') return { state: 'active', startedAt: new Date(job.processedOn ?? Date.now()).toISOString(), job };
  // Workers take jobs from the right end of the wait list: everything to its right is ahead of it.
  const index = await redis.lpos(waitListKey, jobId);
  const length = await redis.llen(waitListKey);
  return { state: 'queued', position: index === null ? 0 : Math.max(0, length - 1 - index), job };
}
