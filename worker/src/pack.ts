// The BullMQ worker on the `pack` queue (DESIGN §10): runs one pack's steps in order. A generation
// step is an ordinary job on the `generation` queue — the same worker code, LLM retries, journal of
// paid calls, live events and History row as any generation, with the pack's client and sources as
// its context — which this job adds and waits for; the ROI step is computed here, by code. Each
// step's state is written to the pack's row as it moves, so the screen (and a reload) shows it. A
// failed step ends the run; a retry starts a new run that skips the completed steps.
import { findPackById, loadPackInputs, packRun, packSources, savePackSteps } from '@growth-suite/db';
import {
  AI_FAILED_MESSAGE,
  GENERATION_QUEUE,
  generationDeadline,
  generationJobId,
  GenerationJobResultSchema,
  JOB_FAILURE,
  PACK_QUEUE,
  PackJobDataSchema,
  packRequestError,
  packRoi,
  packStepRequest,
  packStepRequestId,
  TOOL_CATALOG,
  type GenerationJobData,
  type PackInputs,
  type PackJobData,
  type PackStep,
  type PrefillSource,
} from '@growth-suite/shared';
import { consumerConnection, reconnectSoon } from '@growth-suite/server';
import { Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { WorkerDeps } from './deps.ts';

const CLIENT_GONE = 'The client of this pack is gone: it was deleted or is no longer yours.';
const TOO_SLOW = 'This step took too long. Please retry it.';
const DATABASE_DOWN = 'The database is unavailable, so this step could not be saved. Please retry it shortly.';
/** How often a run waiting on its step checks that it still owns the pack (a cancel or a retry took it). */
const OWNER_CHECK_MS = 1000;

/** What a failed generation says to the user: the fixed reasons of JOB_FAILURE, in words. */
function stepFailure(reason: string): string {
  if (reason === JOB_FAILURE.historyWrite) return DATABASE_DOWN;
  if (reason === JOB_FAILURE.expired) return TOO_SLOW;
  if (reason === JOB_FAILURE.cancelled) return 'This step was cancelled.';
  return AI_FAILED_MESSAGE;
}

export function startPackWorker({ config, knex, logger }: Pick<WorkerDeps, 'config' | 'knex' | 'logger'>) {
  const connection = consumerConnection(config.redisUrl);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, retryStrategy: reconnectSoon });
  redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'pack: redis connection error'));
  const generation = new Queue<GenerationJobData>(GENERATION_QUEUE, { connection, prefix: config.redisPrefix });
  const events = new QueueEvents(GENERATION_QUEUE, { connection, prefix: config.redisPrefix });
  events.setMaxListeners(0);
  generation.on('error', (error: Error) => logger.warn({ err: error.message }, 'pack: generation queue connection error'));
  events.on('error', (error: Error) => logger.warn({ err: error.message }, 'pack: generation events connection error'));

  /** Adds a step's generation (or joins it, when this run already added it) and waits for its result. */
  async function generate(data: PackJobData, index: number, tool: GenerationJobData['tool'], request: unknown, context: GenerationJobData['context']) {
    const requestId = packStepRequestId(data.packId, index, data.run);
    const jobId = generationJobId(data.userId, requestId);
    // With this run's id: added again after a crash (the run is taken up by another worker), the add
    // is a no-op that hands back the job already there, which is then joined, not made twice.
    const job = await generation.add(
      tool,
      { tool, userId: data.userId, requestId, request, deadlineAt: generationDeadline(Date.now(), data.stepWaitMs), ...(context ? { context } : {}) },
      { jobId, attempts: 1, removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 86_400 } },
    );
    // A cancel takes the pack from this run (and may take the step's job off the queue, which then
    // never finishes): the wait ends as soon as the pack's run number moves on.
    let timer: NodeJS.Timeout | undefined;
    const taken = new Promise<never>((_resolve, reject) => {
      timer = setInterval(() => {
        void packRun(knex, data.packId).then(
          (run) => run !== data.run && reject(new Superseded()),
          () => {}, // the database away: the wait goes on
        );
      }, OWNER_CHECK_MS);
    });
    taken.catch(() => {});
    try {
      return GenerationJobResultSchema.parse(await Promise.race([job.waitUntilFinished(events, data.stepWaitMs + 5000), taken]));
    } catch (error) {
      if (error instanceof Superseded) throw error;
      const message = error instanceof Error ? error.message : String(error);
      // Finished without an event we saw (or one we missed): ask the job itself once.
      const now = await Job.fromId(generation, jobId);
      const state = now ? await now.getState() : 'unknown';
      if (state === 'completed' && now) return GenerationJobResultSchema.parse(now.returnvalue);
      if (state === 'waiting' || state === 'delayed' || state === 'prioritized') await now?.remove().catch(() => {});
      throw new StepFailed(state === 'failed' ? stepFailure(now?.failedReason ?? message) : message.includes('timed out') ? TOO_SLOW : stepFailure(message));
    } finally {
      clearInterval(timer);
    }
  }

  async function run(data: PackJobData): Promise<string> {
    const pack = await findPackById(knex, data.packId);
    if (!pack || pack.userId !== data.userId) throw new UnrecoverableError('Pack not found');
    // A later run (a retry of this one, taken for stopped) owns the pack now.
    if (pack.runs !== data.run) return 'superseded';
    const steps: PackStep[] = pack.steps.map((step) => ({ ...step }));
    const save = async () => {
      const state = await savePackSteps(knex, pack.packId, data.run, steps);
      if (state === null) throw new Superseded();
      return state;
    };
    const fail = async (index: number, error: string) => {
      steps[index] = { tool: steps[index]!.tool, state: 'failed', error };
      // The steps after it wait for a retry.
      return save();
    };

    const base = await loadPackInputs(knex, data.userId, pack.clientId, pack.transcript);
    const firstOpen = steps.findIndex((step) => step.state !== 'completed');
    if (!base) return firstOpen === -1 ? save() : fail(firstOpen, CLIENT_GONE);

    // The results of the steps done before (an earlier run's), still there.
    const doneIds = steps.flatMap((step) => (step.state === 'completed' && step.generationId ? [step.generationId] : []));
    const saved = new Map((await packSources(knex, data.userId, doneIds)).map((source) => [source.id, source]));
    const done: PrefillSource[] = [];
    const inputs = (): PackInputs => ({ ...base, done, roi: steps.find((step) => step.tool === 'roi' && step.state === 'completed')?.roi });

    for (const [index, step] of steps.entries()) {
      if (step.state === 'completed') {
        const source = step.generationId ? saved.get(step.generationId) : undefined;
        if (source) done.push(source);
        if (source || step.tool === 'roi') continue;
        // Its result was deleted since: made again.
      }
      // One write per step: this step's start, with the end of the one before it (each write shows both).
      steps[index] = { tool: step.tool, state: 'active' };
      if (step.tool === 'roi') {
        // Computed at once: written with the next step's start.
        steps[index] = { tool: step.tool, state: 'completed', roi: packRoi(inputs()) };
        continue;
      }
      const request = packStepRequest(step.tool, inputs());
      if (!request.success) return fail(index, packRequestError(TOOL_CATALOG[step.tool].title, request.message));
      // Written while the step's generation is queued (the next write waits for it, so they stay in order).
      const started = save();
      started.catch(() => {}); // handled where it is awaited, below: never an unhandled rejection meanwhile
      try {
        const context = { clientId: pack.clientId!, ...(request.sourceIds.length > 0 ? { sourceIds: request.sourceIds } : {}) };
        const result = await generate(data, index, step.tool, request.data, context).finally(() => started);
        done.push({ id: result.historyId, tool: step.tool, request: request.data as Record<string, unknown>, results: result.results as Record<string, unknown> });
        steps[index] = { tool: step.tool, state: 'completed', generationId: result.historyId };
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        logger.warn({ packId: pack.packId, step: step.tool, reason: error.message }, 'pack step failed');
        return fail(index, error.message);
      }
    }
    return save();
  }

  const worker = new Worker<PackJobData, string>(
    PACK_QUEUE,
    async (job) => {
      const parsed = PackJobDataSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError('Invalid pack job payload');
      const data = parsed.data;
      try {
        return await run(data);
      } catch (error) {
        if (error instanceof Superseded) return 'superseded';
        throw error;
      } finally {
        // The owner's in-flight slot is theirs again (it also expires by itself).
        if (data.slot) await redis.zrem(data.slot.key, data.slot.member).catch(() => {});
      }
    },
    { connection, prefix: config.redisPrefix, concurrency: config.concurrency, lockDuration: config.lockMs, stalledInterval: config.stalledIntervalMs, autorun: true },
  );
  worker.on('completed', (job, state) => logger.info({ jobId: job.id, state, ms: Date.now() - (job.processedOn ?? Date.now()) }, 'pack run ended'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, reason: error.message }, 'pack run failed'));
  worker.on('error', (error) => logger.error({ err: error.message }, 'pack worker error'));

  return {
    worker,
    async waitUntilReady() {
      await Promise.all([worker.waitUntilReady(), generation.waitUntilReady(), events.waitUntilReady()]);
    },
    async close(force = false) {
      await worker.close(force);
      await Promise.allSettled([events.close(), generation.close(), redis.quit().catch(() => redis.disconnect())]);
    },
  };
}

class StepFailed extends Error {}
/** This run's pack was retried meanwhile: it stops without writing. */
class Superseded extends Error {}
