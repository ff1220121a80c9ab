// The queue path (DESIGN §6): enqueue → wait with a TTL on the shared QueueEvents → on a
// timeout or a missed event, reconcile (job state → return value → history row) → answer.
import { findGenerationByJobId } from '@growth-suite/db';
import {
  AI_FAILED_MESSAGE,
  generationJobId,
  GenerationJobResultSchema,
  type GenerationJobData,
  type ToolSlug,
} from '@growth-suite/shared';
import { Job } from 'bullmq';
import { badGateway, conflict, gatewayTimeout, HttpError, serviceUnavailable, tooManyRequests } from '../../errors.ts';
import type { RouteDeps } from '../deps.ts';

export const STILL_RUNNING_MESSAGE = 'Your result is taking longer than usual. It will appear in History when it is ready.';
const QUEUE_DOWN_MESSAGE = 'The generation service is temporarily unavailable. Please try again shortly.';
const QUEUE_FULL_MESSAGE = 'Too many generations are queued right now. Please try again in a minute.';

export type JobState = { state: 'queued'; position: number } | { state: 'active'; startedAt: string } | { state: 'completed'; historyId: number } | { state: 'failed' };

export function createGenerationService({ generation, knex, redis, config, limiter, logger, metrics }: RouteDeps) {
  const { queue, events } = generation;
  const limits = config.generationLimits;
  const inFlightKey = (userId: number) => `${config.redisPrefix}:gen-inflight:${userId}`;

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
    const key = inFlightKey(userId);
    const now = Date.now();
    // The two reads go out together (one round trip). In-flight entries expire on their own, so a
    // crashed API process cannot block a user for ever.
    const [[, [, inFlight]], waiting] = (await Promise.all([
      redis.multi().zremrangebyscore(key, 0, now).zcard(key).exec(),
      queue.getWaitingCount(),
    ])) as [[unknown, [null, number]], number];
    if (inFlight >= limits.maxInFlight) throw tooManyRequests(5);
    if (waiting >= limits.queueMax) throw new HttpError(503, QUEUE_FULL_MESSAGE, { headers: { 'Retry-After': '30' } });
    // Counted only once the request passed the other checks.
    await limiter.consume(`gen:minute:${userId}`, limits.perMinute);
    await redis.multi().zadd(key, now + config.generationWaitMs + 30_000, jobId).pexpire(key, config.generationWaitMs + 60_000).exec();
  }

  async function fromHistory(jobId: string) {
    const row = await findGenerationByJobId(knex, jobId);
    return row ? { historyId: row.id, results: row.results } : null;
  }

  /** Once the wait ended without a result event: what really happened to the job? */
  async function reconcile(jobId: string) {
    const job = await onQueue(() => Job.fromId(queue, jobId));
    const state = job ? await onQueue(() => job.getState()) : 'unknown';
    if (job && state === 'completed') {
      const parsed = GenerationJobResultSchema.safeParse(job.returnvalue);
      if (parsed.success) return parsed.data;
    }
    if (job && state === 'failed') {
      logger.warn({ jobId, reason: job.failedReason }, 'generation failed');
      throw badGateway(AI_FAILED_MESSAGE);
    }
    const saved = await fromHistory(jobId);
    if (saved) return saved;
    throw gatewayTimeout(STILL_RUNNING_MESSAGE);
  }

  return {
    async run(input: { userId: number; tool: ToolSlug; request: unknown; requestId: string; fresh?: boolean }) {
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

    async runJob(input: { userId: number; tool: ToolSlug; request: unknown; requestId: string; fresh?: boolean }) {
      const jobId = generationJobId(input.userId, input.requestId);
      // A request id the server just made cannot have a job yet: skip the lookups.
      let job = input.fresh ? undefined : await onQueue(() => Job.fromId(queue, jobId));
      if (job && job.name !== input.tool) throw conflict('This Idempotency-Key was already used for another tool');
      if (!job) {
        const saved = input.fresh ? null : await fromHistory(jobId);
        if (saved) return saved; // the same request again after its job was cleaned up
        await onQueue(() => admit(input.userId, jobId));
        const data: GenerationJobData = { tool: input.tool, userId: input.userId, requestId: input.requestId, request: input.request };
        job = await onQueue(() =>
          queue.add(input.tool, data, {
            jobId,
            attempts: 1, // the worker has the one retry layer
            removeOnComplete: { age: 3600, count: 1000 },
            removeOnFail: { age: 86_400 },
          }),
        );
      }
      let timedOut = false;
      try {
        const value = await job.waitUntilFinished(events, config.generationWaitMs);
        const parsed = GenerationJobResultSchema.safeParse(value);
        if (parsed.success) return parsed.data;
        return await reconcile(jobId);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const result = await reconcile(jobId).catch((reconcileError: unknown) => {
          timedOut = reconcileError instanceof HttpError && reconcileError.status === 504;
          throw reconcileError;
        });
        return result;
      } finally {
        // A job still running keeps its slot until it expires: a slow queue cannot be flooded.
        if (!timedOut) await redis.zrem(inFlightKey(input.userId), jobId).catch(() => {});
      }
    },

    async status(userId: number, requestId: string): Promise<JobState | null> {
      const jobId = generationJobId(userId, requestId);
      const job = await onQueue(() => Job.fromId(queue, jobId));
      if (!job) {
        const saved = await fromHistory(jobId);
        return saved ? { state: 'completed', historyId: saved.historyId } : null;
      }
      const state = await onQueue(() => job.getState());
      if (state === 'active') return { state: 'active', startedAt: new Date(job.processedOn ?? Date.now()).toISOString() };
      if (state === 'completed') {
        const parsed = GenerationJobResultSchema.safeParse(job.returnvalue);
        return parsed.success ? { state: 'completed', historyId: parsed.data.historyId } : { state: 'failed' };
      }
      if (state === 'failed') return { state: 'failed' };
      // Workers take jobs from the right end of the wait list: everything to our right is ahead.
      const index = await onQueue(() => redis.lpos(generation.waitListKey, jobId));
      const length = await onQueue(() => redis.llen(generation.waitListKey));
      return { state: 'queued', position: index === null ? 0 : Math.max(0, length - 1 - index) };
    },
  };
}
