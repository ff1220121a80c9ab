// Where a generation stands, worked out in one place for everyone who waits for one (runGeneration,
// so the api's POST and the pack's steps), the api's job-status route, its event stream and cancel.
//
// Redis first: the job's own state while BullMQ keeps it, else its last published event (kept an hour
// after its last change), which tells a job that finished (and its history id), was cancelled while
// waiting, or is being added by its POST. MySQL (the caller's `findSaved`: this package does not know
// the database) is read only for a job Redis has seen finish, or no longer knows at all — never for a
// job that is waiting or running, so a burst of new requests and their event streams costs Redis reads,
// not a queue for the pool's connections. A caller without `findSaved` (the event stream) reads Redis
// only: a finished job is then described by its event (its history id, without the results).
//
// Each state says which workspace the job is for (when known): the job's data, else the record its
// runGeneration left beside it (generationOwnerKey), else the saved row's. The api's job routes
// answer a job only in its own workspace.
import { GENERATION_QUEUE, GenerationJobResultSchema, JOB_FAILURE, type GenerationJobData, type GenerationJobResult, type ToolSlug } from '@growth-suite/shared';
import { Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { GENERATION_EVENTS_TTL_S, type GenerationEventPublisher } from './generationEvents.ts';

/** The `generation` queue as its producers hold it: job name = tool slug, data and result the shared contract. */
export type GenerationJobQueue = Queue<GenerationJobData, GenerationJobResult, ToolSlug>;

/** The wait list of the `generation` queue (for queue positions). */
export const generationWaitListKey = (prefix: string) => `${prefix}:${GENERATION_QUEUE}:wait`;

/** Which workspace job `jobId` is for, kept beside its events once the job is gone from the queue. */
export const generationOwnerKey = (prefix: string, jobId: string) => `${prefix}:gen-ws:${jobId}`;
/** The owner record outlives the job's last event (which lives GENERATION_EVENTS_TTL_S after its last change). */
export const GENERATION_OWNER_TTL_S = 2 * GENERATION_EVENTS_TTL_S;

/** The Redis prefix a queue's keys live under (the one its producers were made with). */
export const queuePrefix = (queue: Pick<Queue, 'opts'>) => queue.opts.prefix ?? 'bull';

/** Records which workspace job `jobId` is for (before it is announced or added, so every state of it has one). */
export async function recordGenerationOwner(redis: Redis, queue: Pick<Queue, 'opts'>, jobId: string, workspaceId: number): Promise<void> {
  await redis.set(generationOwnerKey(queuePrefix(queue), jobId), String(workspaceId), 'EX', GENERATION_OWNER_TTL_S);
}

/** What job `jobId` saved (a generation's row, or the version a refinement wrote), and its workspace; or null. */
export type FindSavedGeneration = (jobId: string) => Promise<(GenerationJobResult & { workspaceId?: number }) | null>;

export interface GenerationStateDeps {
  queue: GenerationJobQueue;
  waitListKey: string;
  redis: Redis;
  publisher: Pick<GenerationEventPublisher, 'last'>;
  /** Read only for a job Redis has seen finish or no longer knows. Absent: Redis only. */
  findSaved?: FindSavedGeneration | undefined;
}

type AnyJob = Job<GenerationJobData, GenerationJobResult, ToolSlug>;

export type GenerationState = (
  | /** Waiting for a worker; `position` jobs are ahead of it. */
  { state: 'queued'; position: number; job: AnyJob }
  /** Announced by its POST (a 'queued' event) but not on the queue: being added, or never added. */
  | { state: 'announced'; position: number }
  | { state: 'active'; startedAt: string; job: AnyJob }
  /**
   * `version`: the version a refinement wrote (a generation has none). `results` is undefined when
   * only the job's event was read (a Redis-only look at a job gone from the queue).
   */
  | ({ state: 'completed' } & GenerationJobResult)
  /** Ended without a result; `reason` is the job's fixed failure reason. */
  | { state: 'failed'; reason: string; job: AnyJob }
  | { state: 'cancelled'; job?: AnyJob }
) & {
  /** The workspace the job is for; absent when nothing in Redis or MySQL says (a job of an older api). */
  workspaceId?: number;
};

/** The state of job `jobId`, or null when there is no such job (never made, or gone without a trace). */
export async function generationState({ queue, waitListKey, redis, publisher, findSaved }: GenerationStateDeps, jobId: string): Promise<GenerationState | null> {
  const fromSaved = async (): Promise<GenerationState | null> => {
    const row = findSaved ? await findSaved(jobId) : null;
    return row ? { state: 'completed', ...row } : null;
  };
  const job = await Job.fromId<GenerationJobData, GenerationJobResult, ToolSlug>(queue, jobId);
  if (!job) return goneFromQueue();
  const owner = job.data.workspaceId !== undefined ? { workspaceId: job.data.workspaceId } : {};
  const state = await job.getState();
  if (state === 'completed') {
    const parsed = GenerationJobResultSchema.safeParse(job.returnvalue);
    if (parsed.success) return { state: 'completed', ...parsed.data, ...owner };
    return (await fromSaved()) ?? { state: 'failed', reason: JOB_FAILURE.internal, job, ...owner };
  }
  if (state === 'failed') return job.failedReason === JOB_FAILURE.cancelled ? { state: 'cancelled', job, ...owner } : { state: 'failed', reason: job.failedReason, job, ...owner };
  if (state === 'active') return { state: 'active', startedAt: new Date(job.processedOn ?? Date.now()).toISOString(), job, ...owner };
  // Workers take jobs from the right end of the wait list: everything to its right is ahead of it.
  const index = await redis.lpos(waitListKey, jobId);
  const length = await redis.llen(waitListKey);
  return { state: 'queued', position: index === null ? 0 : Math.max(0, length - 1 - index), job, ...owner };

  /** No job on the queue: its last event (and the record of its workspace) tell what became of it. */
  async function goneFromQueue(): Promise<GenerationState | null> {
    const [last, ownerText] = await Promise.all([publisher.last(jobId), redis.get(generationOwnerKey(queuePrefix(queue), jobId))]);
    const owner = ownerText ? { workspaceId: Number(ownerText) } : {};
    switch (last?.type) {
      case 'queued':
        // Announced, not added yet (or never): nothing can have been saved.
        return { state: 'announced', position: last.position, ...owner };
      case 'cancelled':
        // Taken off the queue by its cancel: nothing was saved.
        return { state: 'cancelled', ...owner };
      case 'completed': {
        // Redis has seen it finish: the results are in history (read when the caller needs them).
        const saved = await fromSaved();
        if (saved) return { ...owner, ...saved };
        return { state: 'completed', historyId: last.historyId, results: undefined, ...(last.version !== undefined ? { version: last.version } : {}), ...owner };
      }
      default:
        // Redis no longer knows it (or lost it mid-run): only what was saved can tell.
        return fromSaved();
    }
  }
}
