// The queue path (DESIGN §6): enqueue → wait with a TTL on the shared QueueEvents → on a
// timeout or a missed event, reconcile (job state → return value → history row) → answer.
import { createGenerationEventPublisher, recordGenerationOwner, runGeneration, type GenerationOutcome } from '@growth-suite/server';
import {
  AI_FAILED_MESSAGE,
  GENERATION_CANCELLED_MESSAGE,
  JOB_FAILURE,
  type CancelAnswer,
  generationJobId,
  type GenerationJobData,
  type JobStatus,
  type ToolSlug,
} from '@growth-suite/shared';
import type { RunningJob } from '@growth-suite/shared/contract/running-jobs';
import { refineConflictMessage } from '@growth-suite/shared/contract/versions';
import { Job } from 'bullmq';
import { badGateway, conflict, gatewayTimeout, HttpError, notFound, serviceUnavailable, tooManyRequests } from '../../errors.ts';
import type { RouteDeps } from '../deps.ts';
import { admissionKeys, createAdmission } from './admission.ts';
import { databaseDown, findHistoryRow, JOB_COMING_TTL_S, jobComingKey, jobStateIn, liveJobState, stateDeps } from './jobState.ts';

export const STILL_RUNNING_MESSAGE = 'Your result is taking longer than usual. It will appear in History when it is ready.';
const QUEUE_DOWN_MESSAGE = 'The generation service is temporarily unavailable. Please try again shortly.';
const QUEUE_FULL_MESSAGE = 'Too many generations are queued right now. Please try again in a minute.';
export const NOT_STARTED_MESSAGE = 'The generation service is busy and your request was not started. Please try again in a minute.';
const busy = (message: string) => new HttpError(503, message, { headers: { 'Retry-After': '30' } });
export const HISTORY_ITEM_NOT_FOUND = 'History item not found';

/** A job to run: a generation, or (with `refine`) a refinement of one part of a saved generation (DESIGN §10). */
export interface JobInput {
  userId: number;
  /** The request's workspace: where the result is saved. */
  workspaceId: number;
  tool: ToolSlug;
  request: unknown;
  requestId: string;
  fresh?: boolean;
  refine?: GenerationJobData['refine'];
  /** The client and sources of a generation (DESIGN §10), already checked to be the caller's. */
  context?: GenerationJobData['context'];
  /**
   * Checks that only a new job needs (a refinement's base version is current, say): run once the
   * request id has no job and no saved result, before admission. A replay skips them and joins.
   */
  beforeAdd?: () => Promise<void>;
}

/** What a job saved: the generation's id and results, and the version a refinement wrote. */
export interface JobOutcome {
  historyId: number;
  results: unknown;
  version?: number;
}

export function createGenerationService({ generation, knex, redis, config, logger, metrics }: RouteDeps) {
  const { queue, events } = generation;
  const limits = config.generationLimits;
  const inFlightKey = (userId: number) => admissionKeys(config.redisPrefix, userId, generation.waitListKey).inFlight;
  const admission = createAdmission(redis);
  const publisher = createGenerationEventPublisher(redis, config.redisPrefix);
  const cancelled = () => conflict(GENERATION_CANCELLED_MESSAGE);

  /** Redis trouble on the queue path is a 503, never a 500 or a hang. */
  async function onQueue<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'generation queue unavailable');
      throw serviceUnavailable(QUEUE_DOWN_MESSAGE);
    }
  }

  async function admit(userId: number, jobId: string) {
    const keys = admissionKeys(config.redisPrefix, userId, generation.waitListKey);
    const admitted = await admission(keys, { ...limits, slotMs: config.generationWaitMs + 30_000 }, jobId);
    if (admitted.outcome === 'in-flight') throw tooManyRequests(5);
    // The api cannot take more right now: "not now" (429), never "unavailable" (503).
    if (admitted.outcome === 'queue-full') throw new HttpError(429, QUEUE_FULL_MESSAGE, { headers: { 'Retry-After': '30' } });
    if (admitted.outcome === 'per-minute') throw tooManyRequests(Math.max(1, Math.ceil(admitted.retryAfterMs / 1000)));
  }


  /**
   * The same key for another tool, or a generation's key for a refinement (or a refinement of another
   * result, or the reverse), is not a replay. `refines`: the generation the existing job refines, or null.
   */
  function sameRequest(input: JobInput, tool: string, refines: number | null) {
    if (tool !== input.tool) throw conflict('This Idempotency-Key was already used for another tool');
    if (refines !== (input.refine?.generationId ?? null)) throw conflict('This Idempotency-Key was already used for another request');
  }

  /**
   * Where job `jobId` stands if it is for workspace `workspaceId` (jobState.ts), Redis trouble a 503.
   * `live`: from Redis alone (the event stream).
   */
  const stateOf = (jobId: string, workspaceId: number, options: { live?: boolean } = {}) =>
    onQueue(() => jobStateIn({ generation, knex, redis, publisher }, jobId, workspaceId, options));

  /**
   * Whether a key with no job on the queue may have a saved result, from Redis alone: a job Redis has
   * seen finish (its last event 'completed', or failed after its row was written) or no longer knows
   * (no event left: never used, or finished over an hour ago) may; one it last saw announced or
   * cancelled has not. Only the first kind costs a MySQL read, so a burst of new requests costs one
   * lookup each, and a request that joins its job none.
   */
  async function mayHaveSaved(jobId: string): Promise<boolean> {
    const last = await onQueue(() => publisher.last(jobId));
    return last?.type !== 'queued' && last?.type !== 'cancelled';
  }

  /** How the wait ended, in the contract's words (DESIGN §6): a result, or the error that says why not. */
  function answer(jobId: string, outcome: GenerationOutcome): JobOutcome {
    switch (outcome.state) {
      case 'completed': {
        const { historyId, results, version } = outcome.result;
        return { historyId, results, ...(version !== undefined ? { version } : {}) };
      }
      case 'cancelled':
        throw cancelled();
      case 'failed': {
        logger.warn({ jobId, reason: outcome.reason }, 'generation failed');
        // Say what failed: a result the AI produced but the database could not take is not an AI failure.
        if (outcome.reason === JOB_FAILURE.historyWrite) throw databaseDown();
        if (outcome.reason === JOB_FAILURE.expired) throw busy(NOT_STARTED_MESSAGE);
        // A refinement that found its result changed or accepted (the caller adds which version) or gone.
        const lost = refineConflictMessage(outcome.reason);
        if (lost) throw conflict(lost);
        if (outcome.reason === JOB_FAILURE.missing) throw notFound(HISTORY_ITEM_NOT_FOUND);
        throw badGateway(AI_FAILED_MESSAGE);
      }
      case 'running':
        // Active past its deadline means the worker is saving a result it already has: it will come.
        throw gatewayTimeout(STILL_RUNNING_MESSAGE);
      case 'not-started':
        // Taken off the queue: a result that will never come is not promised.
        throw busy(NOT_STARTED_MESSAGE);
      case 'gone':
        // Gone without a result, or never added: it is not coming.
        throw badGateway(AI_FAILED_MESSAGE);
    }
  }

  /**
   * Before a wait: the job already there for this key (joined), or the result it saved (answered, its
   * job gone), or else a new job admitted and announced (added by runGeneration).
   */
  async function prepare(input: JobInput, jobId: string): Promise<{ job?: Job; saved?: JobOutcome }> {
    // A request id the server just made cannot have a job yet: skip the lookups.
    const job = input.fresh ? undefined : await onQueue(() => Job.fromId(queue, jobId));
    if (job) {
      sameRequest(input, job.name, (job.data as GenerationJobData).refine?.generationId ?? null);
      return { job };
    }
    const saved = input.fresh || !(await mayHaveSaved(jobId)) ? null : await findHistoryRow(knex, jobId);
    if (saved) {
      // The same request again after its job was cleaned up (the same key for another tool is not).
      const { tool, ...outcome } = saved;
      sameRequest(input, tool, outcome.version !== undefined ? outcome.historyId : null);
      return { saved: outcome };
    }
    await input.beforeAdd?.();
    await onQueue(() => admit(input.userId, jobId));
    // Which workspace it is for, before anyone hears of it (its status and stream check it).
    await onQueue(() => recordGenerationOwner(redis, queue, jobId, input.workspaceId));
    // Its event stream (opened by the browser at the same moment) learns at once that the job is
    // coming and where it stands: everything already waiting is ahead of it. Published before the
    // add, so it can never overwrite the worker's 'started'. Best effort: the POST answers anyway.
    await publisher
      .publish(jobId, { type: 'queued', position: await redis.llen(generation.waitListKey) })
      .catch((error: unknown) => logger.warn({ jobId, err: error instanceof Error ? error.message : String(error) }, 'could not publish queued'));
    return {};
  }

  return {
    async run(input: JobInput): Promise<JobOutcome> {
      const stopTimer = metrics.generationDuration.startTimer({ tool: input.tool });
      try {
        const result = await this.runJob(input);
        stopTimer({ outcome: 'ok' });
        return result;
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 500;
        stopTimer({ outcome: status === 504 ? 'timeout' : status === 502 ? 'failed' : status === 429 || status === 503 ? 'refused' : 'error' });
        throw error;
      }
    },

    async runJob(input: JobInput): Promise<JobOutcome> {
      const jobId = generationJobId(input.userId, input.requestId);
      // Its event stream (opened with this POST) waits for the job while this is held (jobComingKey).
      const coming = input.fresh ? null : jobComingKey(config.redisPrefix, jobId);
      if (coming) await onQueue(() => redis.set(coming, '1', 'EX', JOB_COMING_TTL_S));
      let prepared: { job?: Job; saved?: JobOutcome };
      try {
        prepared = await prepare(input, jobId);
      } finally {
        // Announced, joined, answered or refused: the stream no longer needs to wait for it.
        if (coming) void redis.del(coming).catch(() => {});
      }
      if (prepared.saved) return prepared.saved;
      const { job } = prepared;
      // A cancel (asked on any api process) ends the wait at once: a job taken off the queue would
      // otherwise never send the event the wait is for.
      const abort = new AbortController();
      let waiting = true;
      let stopListening = () => {};
      void generation.live
        .listen(jobId, (event) => event.type === 'cancelled' && abort.abort(cancelled()))
        // Subscribed only after the job already ended: let go at once.
        .then((stop) => (waiting ? (stopListening = stop) : stop()), () => {});
      let stillRunning = false;
      try {
        const data = {
          tool: input.tool,
          userId: input.userId,
          workspaceId: input.workspaceId,
          requestId: input.requestId,
          request: input.request,
          ...(input.refine ? { refine: input.refine } : {}),
          ...(input.context ? { context: input.context } : {}),
        };
        const outcome = await onQueue(() =>
          runGeneration({ ...stateDeps({ generation, knex, redis, publisher }), events }, { data, job, waitMs: config.generationWaitMs, keepFailed: limits.keepFailed, signal: abort.signal }),
        );
        stillRunning = outcome.state === 'running';
        return answer(jobId, outcome);
      } finally {
        waiting = false;
        stopListening();
        // A job still running keeps its slot until it expires: a slow queue cannot be flooded.
        if (!stillRunning) await redis.zrem(inFlightKey(input.userId), jobId).catch(() => {});
      }
    },

    /**
     * Cancels the caller's own generation in the request's workspace (DESIGN §9): a waiting job is taken off the queue, a running
     * one is aborted by the worker holding it (every worker hears the request). Null: no such job.
     */
    async cancel(userId: number, workspaceId: number, requestId: string): Promise<{ status: 200 | 202; answer: CancelAnswer } | null> {
      const jobId = generationJobId(userId, requestId);
      const now = await stateOf(jobId, workspaceId);
      if (!now || now.state === 'announced') return null;
      if (now.state === 'completed' || now.state === 'cancelled' || now.state === 'failed') return { status: 200, answer: { state: now.state } };
      // Marked first: a worker that takes the job from here on sees the mark and stops.
      await onQueue(() => publisher.requestCancel(jobId));
      if (now.state === 'queued') {
        // Still waiting: take it off the queue. If a worker took it meanwhile, the mark stops it.
        const removed = await now.job.remove().then(
          () => true,
          () => false,
        );
        if (removed) await onQueue(() => publisher.publish(jobId, { type: 'cancelled' }));
      }
      logger.info({ jobId, state: now.state }, 'generation cancel requested');
      return { status: 202, answer: { state: 'cancelling' } };
    },

    /** Redis trouble on the queue path is a 503, never a 500 or a hang. */
    onQueue,

    /** The latest event of the caller's job (for a stream that connects late or reconnects). */
    lastEvent: (jobId: string) => onQueue(() => publisher.last(jobId)),

    /** True while a POST of job `jobId` is on its way to announcing it (jobComingKey). */
    isComing: async (jobId: string) => (await onQueue(() => redis.exists(jobComingKey(config.redisPrefix, jobId)))) === 1,

    /** Where the job stands, from Redis alone, with the workspace it is for (the event stream's view). */
    liveState: (jobId: string) => onQueue(() => liveJobState({ generation, knex, redis, publisher }, jobId)),

    /**
     * GET /api/tools/jobs: the caller's generations still waiting or running in the request's
     * workspace, newest first. The user's in-flight set (admission) names their jobs; only jobs still
     * on the queue and the caller's own are listed, with the request they were started with (theirs to
     * see: they typed it).
     */
    async running(userId: number, workspaceId: number): Promise<RunningJob[]> {
      const jobIds = await onQueue(() => redis.zrangebyscore(inFlightKey(userId), Date.now(), '+inf'));
      const jobs = await Promise.all(
        jobIds.map(async (jobId): Promise<RunningJob | null> => {
          // Only jobs of the request's workspace, from Redis alone (a running job has no saved row).
          const now = await stateOf(jobId, workspaceId, { live: true });
          if (now?.state !== 'queued' && now?.state !== 'active') return null;
          const data = now.job.data as GenerationJobData;
          if (data.userId !== userId || data.refine) return null;
          return {
            requestId: data.requestId,
            tool: data.tool,
            state: now.state,
            queuedAt: new Date(now.job.timestamp).toISOString(),
            request: data.request !== null && typeof data.request === 'object' ? (data.request as Record<string, unknown>) : {},
            context: data.context ?? {},
          };
        }),
      );
      return jobs.filter((job) => job !== null).sort((a, b) => b.queuedAt.localeCompare(a.queuedAt));
    },

    /** GET /api/tools/jobs/:requestId: the contract knows no 'cancelled' (a job that ended without a result is 'failed'). */
    async status(userId: number, workspaceId: number, requestId: string): Promise<JobStatus | null> {
      const now = await stateOf(generationJobId(userId, requestId), workspaceId);
      switch (now?.state) {
        case 'queued':
          return { state: 'queued', position: now.position };
        case 'active':
          return { state: 'active', startedAt: now.startedAt };
        case 'completed':
          return { state: 'completed', historyId: now.historyId };
        case 'failed':
        case 'cancelled':
          // Still on the queue as a failed job; one taken off the queue by its cancel is not there.
          return now.job ? { state: 'failed' } : null;
        default:
          return null; // none, or only announced: not on the queue
      }
    },
  };
}
