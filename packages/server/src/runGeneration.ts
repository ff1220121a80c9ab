// "Queue a generation and wait for it" (DESIGN §6), once for the api's POST and for the pack's steps:
// add the job with the one set of job options (or join the job already there), wait on a shared
// QueueEvents up to the wait limit, end the wait at once on an abort (a cancel heard by pub/sub), and
// when the wait ended without a result event (timed out, or the event was missed, or the job
// vanished) ask where the job really stands — its saved row first — rather than guess.
import { generationDeadline, generationJobId, GenerationJobResultSchema, type GenerationJobData, type GenerationJobResult } from '@growth-suite/shared';
import type { Job, KeepJobs, QueueEvents } from 'bullmq';
import { generationState, recordGenerationOwner, type FindSavedGeneration, type GenerationStateDeps } from './generationState.ts';

/** A finished job stays an hour (a replay of its request joins it), at most a thousand of them. */
const KEEP_COMPLETED: KeepJobs = { age: 3600, count: 1000 };
/** A failed job stays a day for the admin's queue view (the api bounds the count: GENERATION_KEEP_FAILED). */
export const GENERATION_KEEP_FAILED: KeepJobs = { age: 86_400, count: 1000 };

export interface RunGenerationDeps extends GenerationStateDeps {
  /** A wait that ended without a result event asks what the job saved. */
  findSaved: FindSavedGeneration;
  /** The process's shared QueueEvents of the `generation` queue. */
  events: QueueEvents;
}

export interface RunGenerationInput {
  /** The job to add; its id is generationJobId(userId, requestId), its deadline set here. */
  data: Omit<GenerationJobData, 'deadlineAt'>;
  /** The job already there for this request (a replay): joined, not added. */
  job?: Job | undefined;
  /** How long the caller waits; the job must be done a little before (generationDeadline). */
  waitMs: number;
  /** Waited on top of waitMs, for a caller that would rather have a result saved just after the deadline. */
  graceMs?: number;
  keepFailed?: KeepJobs;
  /** Ends the wait at once with the signal's reason, thrown (nothing is reconciled: the caller knows why). */
  signal?: AbortSignal;
}

/** How a run ended. Every outcome but 'completed' is the caller's to put in words. */
export type GenerationOutcome =
  | { state: 'completed'; result: GenerationJobResult }
  /** `reason`: the job's fixed failure reason (JOB_FAILURE). */
  | { state: 'failed'; reason: string }
  | { state: 'cancelled' }
  /** Still active past the wait: the worker is saving a result it already has, or is late. */
  | { state: 'running' }
  /** Still waiting for a worker past the wait: taken off the queue here (a worker would refuse it). */
  | { state: 'not-started' }
  /** Gone without a result, or never added: it is not coming. */
  | { state: 'gone' };

/** Adds (or joins) the generation, waits for it and says how it ended. Throws on Redis trouble and on an abort. */
export async function runGeneration(deps: RunGenerationDeps, input: RunGenerationInput): Promise<GenerationOutcome> {
  const { signal } = input;
  signal?.throwIfAborted();
  const jobId = generationJobId(input.data.userId, input.data.requestId);
  // Which workspace the job is for, kept after BullMQ lets the job go (its status and stream answer
  // only in that workspace). Written before the add, so no state of the job is ever without it.
  if (!input.job && input.data.workspaceId !== undefined) {
    await recordGenerationOwner(deps.redis, deps.queue, jobId, input.data.workspaceId);
  }
  const job =
    input.job ??
    (await deps.queue.add(
      input.data.tool,
      { ...input.data, deadlineAt: generationDeadline(Date.now(), input.waitMs) },
      // One attempt: the worker has the one retry layer (its LLM calls), a second attempt would pay twice.
      { jobId, attempts: 1, removeOnComplete: KEEP_COMPLETED, removeOnFail: input.keepFailed ?? GENERATION_KEEP_FAILED },
    ));
  let onAbort = () => {};
  // A job taken off the queue by a cancel never sends the event waitUntilFinished waits for.
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal?.reason);
  });
  aborted.catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const value = await Promise.race([job.waitUntilFinished(deps.events, input.waitMs + (input.graceMs ?? 0)), aborted]);
    const parsed = GenerationJobResultSchema.safeParse(value);
    if (parsed.success) return { state: 'completed', result: parsed.data };
  } catch {
    if (signal?.aborted) throw signal.reason;
    // Failed, timed out, or the job vanished: the job itself (or its row) says which, below.
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return reconcile(deps, jobId);
}

/** Once the wait ended without a result event: what really happened to the job? */
async function reconcile(deps: RunGenerationDeps, jobId: string): Promise<GenerationOutcome> {
  const now = await generationState(deps, jobId);
  switch (now?.state) {
    case 'completed': {
      const { state: _state, ...result } = now;
      return { state: 'completed', result };
    }
    case 'cancelled':
      return { state: 'cancelled' };
    case 'failed':
      return { state: 'failed', reason: now.reason };
    case 'active': {
      // Its row may be written a moment before the job is marked completed.
      const saved = await deps.findSaved(jobId);
      return saved ? { state: 'completed', result: saved } : { state: 'running' };
    }
    case 'queued':
      // Past its deadline a worker would refuse it anyway: take it off the queue and say so,
      // rather than promise a result that will never come.
      await now.job.remove().catch(() => {});
      return { state: 'not-started' };
    default:
      return { state: 'gone' };
  }
}
