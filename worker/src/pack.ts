// The BullMQ worker on the `pack` queue (DESIGN §10): runs one pack's steps in order. A generation
// step is an ordinary job on the `generation` queue — the same worker code, LLM retries, journal of
// paid calls, live events and History row as any generation, with the pack's client and sources as
// its context — which this job adds and waits for; the ROI step is computed here, by code. Each
// step's state is written to the pack's row as it moves, so the screen (and a reload) shows it. A
// failed step ends the run; a retry starts a new run that skips the completed steps.
import { findGenerationByJobId, findPackById, findScope, loadPackInputs, packSources, savePackSteps } from '@growth-suite/db';
import {
  AI_FAILED_MESSAGE,
  GENERATION_QUEUE,
  JOB_FAILURE,
  PackJobDataSchema,
  packRequestError,
  requestValue,
  packStepRequest,
  packStepRequestId,
  TOOL_CATALOG,
  type GenerationJobData,
  type PackInputs,
  type PackJobData,
  type PackStep,
  type PrefillSource,
  type ToolSlug,
} from '@growth-suite/shared';
import {
  consumerConnection,
  createGenerationEventPublisher,
  createQueue,
  createWorker,
  generationWaitListKey,
  packRunChannel,
  parsePackRun,
  reconnectSoon,
  runGeneration,
  type GenerationJobQueue,
  type GenerationOutcome,
  type RunGenerationDeps,
} from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';
import { QueueEvents, UnrecoverableError } from 'bullmq';
import { Redis } from 'ioredis';
import type { WorkerDeps } from './deps.ts';
import { workerSizing } from './env.ts';

const CLIENT_GONE = 'The client of this pack is gone: it was deleted or is no longer yours.';
const TOO_SLOW = 'This step took too long. Please retry it.';
const DATABASE_DOWN = 'The database is unavailable, so this step could not be saved. Please retry it shortly.';
/**
 * Waited for a step past its wait limit: a result the worker is saving just after the deadline is
 * kept rather than failed as too slow (nobody is answered meanwhile, unlike the api's POST).
 */
const STEP_GRACE_MS = 5000;

/** What a step's generation that ended without a result says to the user. */
function stepFailure(outcome: Exclude<GenerationOutcome, { state: 'completed' }>): string {
  if (outcome.state === 'running' || outcome.state === 'not-started') return TOO_SLOW;
  if (outcome.state === 'cancelled') return 'This step was cancelled.';
  if (outcome.state === 'gone') return AI_FAILED_MESSAGE;
  // The fixed reasons of JOB_FAILURE, in words.
  if (outcome.reason === JOB_FAILURE.historyWrite) return DATABASE_DOWN;
  if (outcome.reason === JOB_FAILURE.expired) return TOO_SLOW;
  if (outcome.reason === JOB_FAILURE.cancelled) return 'This step was cancelled.';
  return AI_FAILED_MESSAGE;
}

export function startPackWorker({ config, knex, logger }: Pick<WorkerDeps, 'config' | 'knex' | 'logger'>) {
  const connection = consumerConnection(config.redisUrl);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, retryStrategy: reconnectSoon });
  // A subscribed connection can do nothing else: the cancels and retries of packs arrive on their own.
  const subscriber = new Redis(config.redisUrl, { ...connection, lazyConnect: false });
  for (const client of [redis, subscriber]) client.on('error', (error: Error) => logger.warn({ err: error.message }, 'pack: redis connection error'));
  const target = { redisUrl: config.redisUrl, prefix: config.redisPrefix };
  // Its steps' jobs wait for Redis (a consumer's connection) rather than failing a pack over a blip.
  const generation: GenerationJobQueue = createQueue('generation', target, { connection, ...queueTelemetry() });
  const events = new QueueEvents(GENERATION_QUEUE, { connection, prefix: config.redisPrefix });
  events.setMaxListeners(0);
  generation.on('error', (error: Error) => logger.warn({ err: error.message }, 'pack: generation queue connection error'));
  events.on('error', (error: Error) => logger.warn({ err: error.message }, 'pack: generation events connection error'));
  const waiting: RunGenerationDeps = {
    queue: generation,
    events,
    waitListKey: generationWaitListKey(config.redisPrefix),
    redis,
    publisher: createGenerationEventPublisher(redis, config.redisPrefix),
    // A step is a generation (never a refinement): its row is the generations row of its job.
    findSaved: async (jobId) => {
      const row = await findGenerationByJobId(knex, jobId);
      return row ? { historyId: row.id, results: row.results } : null;
    },
  };

  // The runs this process holds, by pack: a cancel or a retry anywhere moves the pack's run number
  // on and says so on the channel; the runs it superseded stop waiting at once (they write nothing).
  const runs = new Map<number, Map<number, AbortController>>();
  const subscribed = subscriber.subscribe(packRunChannel(config.redisPrefix)).then(
    () => {},
    (error: Error) => logger.error({ err: error.message }, 'pack: cannot listen for cancels'),
  );
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parsePackRun(text);
    if (!message) return;
    for (const [run, abort] of runs.get(message.packId) ?? []) if (run !== message.run) abort.abort(new Superseded());
  });
  /** Aborted when another run takes the pack; `stop` forgets it. */
  function listen(data: PackJobData) {
    const abort = new AbortController();
    const ofPack = runs.get(data.packId) ?? new Map<number, AbortController>();
    runs.set(data.packId, ofPack.set(data.run, abort));
    const stop = () => {
      ofPack.delete(data.run);
      if (ofPack.size === 0 && runs.get(data.packId) === ofPack) runs.delete(data.packId);
    };
    return { signal: abort.signal, stop };
  }

  /** Adds a step's generation (or joins it, when this run already added it) and waits for its result. */
  async function generate(data: PackJobData & { workspaceId: number }, index: number, tool: ToolSlug, request: unknown, context: GenerationJobData['context'], signal: AbortSignal) {
    // With this run's id: added again after a crash (the run is taken up by another worker), the add
    // is a no-op that hands back the job already there, which is then joined, not made twice.
    const requestId = packStepRequestId(data.packId, index, data.run);
    const outcome = await runGeneration(waiting, {
      data: { tool, userId: data.userId, workspaceId: data.workspaceId, requestId, request, ...(context ? { context } : {}) },
      waitMs: data.stepWaitMs,
      graceMs: STEP_GRACE_MS,
      signal,
    });
    if (outcome.state !== 'completed') throw new StepFailed(stepFailure(outcome));
    return outcome.result;
  }

  async function run(data: PackJobData, signal: AbortSignal): Promise<string> {
    const pack = await findPackById(knex, data.packId);
    // Whoever ran this run (its starter, or a colleague who retried it) works in the pack's workspace,
    // as long as they still belong to it.
    const scope = pack ? await findScope(knex, data.userId, pack.workspaceId) : null;
    if (!pack || !scope) throw new UnrecoverableError('Pack not found');
    // A later run (a retry of this one, taken for stopped) owns the pack now. Checked after the run
    // listens for cancels (worker below): a cancel is either seen here or heard while it waits. One
    // missed (this process was not listening yet) is caught by the run number at each step's write.
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

    const base = await loadPackInputs(knex, scope, pack.clientId, pack.transcript);
    const firstOpen = steps.findIndex((step) => step.state !== 'completed');
    if (!base) return firstOpen === -1 ? save() : fail(firstOpen, CLIENT_GONE);

    // The results of the steps done before (an earlier run's), still there.
    const doneIds = steps.flatMap((step) => (step.state === 'completed' && step.generationId ? [step.generationId] : []));
    const saved = new Map((await packSources(knex, scope, doneIds)).map((source) => [source.id, source]));
    const done: PrefillSource[] = [];
    const inputs = (): PackInputs => ({ ...base, done });

    for (const [index, step] of steps.entries()) {
      if (step.state === 'completed') {
        const source = step.generationId ? saved.get(step.generationId) : undefined;
        if (source) done.push(source);
        if (source) continue;
        // Its result was deleted since: made again.
      }
      // One write per step: this step's start, with the end of the one before it (each write shows both).
      steps[index] = { tool: step.tool, state: 'active' };
      const request = packStepRequest(step.tool, inputs());
      if (!request.success) return fail(index, packRequestError(TOOL_CATALOG[step.tool].title, request.message));
      // Written while the step's generation is queued (the next write waits for it, so they stay in order).
      const started = save();
      started.catch(() => {}); // handled where it is awaited, below: never an unhandled rejection meanwhile
      try {
        const context = { clientId: pack.clientId!, ...(request.sourceIds.length > 0 ? { sourceIds: request.sourceIds } : {}) };
        const result = await generate({ ...data, workspaceId: pack.workspaceId }, index, step.tool, request.data, context, signal).finally(() => started);
        done.push({ id: result.historyId, tool: step.tool, request: request.data as Record<string, unknown>, results: result.results as Record<string, unknown> });
        // The value a month it was priced from, when the call states it: the pack's screen says so.
        const value = requestValue(request.data, base.account.currency);
        steps[index] = { tool: step.tool, state: 'completed', generationId: result.historyId, ...(value ? { value } : {}) };
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        logger.warn({ packId: pack.packId, step: step.tool, reason: error.message }, 'pack step failed');
        return fail(index, error.message);
      }
    }
    return save();
  }

  const worker = createWorker(
    'pack',
    async (job) => {
      const parsed = PackJobDataSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError('Invalid pack job payload');
      const data = parsed.data;
      const taken = listen(data);
      try {
        return await run(data, taken.signal);
      } catch (error) {
        if (error instanceof Superseded) return 'superseded';
        throw error;
      } finally {
        taken.stop();
        // The owner's in-flight slot is theirs again (it also expires by itself).
        if (data.slot) await redis.zrem(data.slot.key, data.slot.member).catch(() => {});
      }
    },
    target,
    workerSizing(config),
    queueTelemetry(),
  );
  worker.on('completed', (job, state) => logger.info({ jobId: job.id, state, ms: Date.now() - (job.processedOn ?? Date.now()) }, 'pack run ended'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, reason: error.message }, 'pack run failed'));
  worker.on('error', (error) => logger.error({ err: error.message }, 'pack worker error'));

  return {
    worker,
    async waitUntilReady() {
      await Promise.all([worker.waitUntilReady(), generation.waitUntilReady(), events.waitUntilReady(), subscribed]);
    },
    async close(force = false) {
      await worker.close(force);
      subscriber.disconnect();
      await Promise.allSettled([events.close(), generation.close(), redis.quit().catch(() => redis.disconnect())]);
    },
  };
}

class StepFailed extends Error {}
/** This run's pack was retried meanwhile: it stops without writing. */
class Superseded extends Error {}
