// Runs one job of the generation queue: a generation, or a refinement of one part of a saved
// generation (job data `refine`, see refine.ts). Both run the same way: the payload is validated
// again (the queue is a boundary), the deadline and a cancel asked while waiting are honoured, the
// model's answer streams out as partial events, and the save is keyed by the job id, so a job that
// runs again after a crash (stalled and picked up by another worker) returns what it already wrote
// instead of writing it twice.
//
// A job's failure reason is shown on the admin queue page and kept in Redis: it is always one of
// the fixed JOB_FAILURE texts, never a driver message (which can quote the SQL and the user's data).
import { findGenerationByJobId, insertGenerationIdempotent, isConnectionError } from '@growth-suite/db';
import {
  AI_FAILED_MESSAGE,
  GenerationJobDataSchema,
  JOB_FAILURE,
  sanitizePartialResult,
  TOOLS,
  type GenerationEvent,
  type GenerationJobData,
  type GenerationJobResult,
  type ToolSlug,
} from '@growth-suite/shared';
import { refineConflictMessage } from '@growth-suite/shared/contract/versions';
import { UnrecoverableError, type Job } from 'bullmq';
import type { WorkerDeps } from './deps.ts';
import { LlmError } from './llm/errors.ts';
import { createGenerate, createRefine, type GenerateContext, type Generated } from './llm/generate.ts';
import { createPartialThrottle } from './llm/partials.ts';
import { persistWithRetries } from './persist.ts';
import { jobWorkspace, loadRefineTarget, partialRefinement, refinedBefore, saveRefinement, type RefineData, type RefineTarget } from './refine.ts';

/** The abort reason of a job its owner cancelled (worker.ts aborts with it on a cancel message). */
export const USER_CANCELLED = 'cancelled by its owner';

/** What the event stream says when a job fails (the POST answers the same in its own words). */
const failedMessage = (reason: string) => refineConflictMessage(reason) ?? (reason === JOB_FAILURE.missing ? 'History item not found' : AI_FAILED_MESSAGE);

export function createProcessor(deps: WorkerDeps) {
  const { knex, logger, config, events, journal } = deps;
  // The live channel is best effort: a lost event never fails a job (the POST still answers in full).
  const publish = (jobId: string, event: GenerationEvent) =>
    void events.publish(jobId, event).catch((error: unknown) => logger.warn({ jobId, err: error instanceof Error ? error.message : String(error) }, 'could not publish a generation event'));
  const generate = createGenerate(deps);
  const refinePart = createRefine(deps);
  const persist = <T>(jobId: string, write: () => Promise<T>) =>
    persistWithRetries(config.historyWrite, write, (attempt, error) =>
      logger.warn({ jobId, attempt, code: (error as { code?: unknown }).code }, 'database unavailable; saving again shortly'),
    );
  /** Ends the job with a fixed reason, its stream told. */
  const fail = (jobId: string, reason: string): never => {
    publish(jobId, { type: 'failed', message: failedMessage(reason) });
    throw new UnrecoverableError(reason);
  };

  /** The deadline, then a cancel asked while it waited; then it has started. */
  async function begin(job: Job, jobId: string, deadlineAt: number | undefined) {
    // Its caller has stopped waiting: running it now would spend an LLM call nobody receives.
    if (deadlineAt !== undefined && Date.now() >= deadlineAt) throw new UnrecoverableError(JOB_FAILURE.expired);
    // Cancelled while it waited, in the moment between the api's check and a worker taking it.
    if (await events.isCancelRequested(jobId).catch(() => false)) {
      publish(jobId, { type: 'cancelled' });
      throw new UnrecoverableError(JOB_FAILURE.cancelled);
    }
    publish(jobId, { type: 'started', startedAt: new Date(job.processedOn ?? Date.now()).toISOString() });
  }

  /**
   * The model's answer, its growth published as partial results (`shape` turns the answer so far into
   * what the screen shows), or the job's end: cancelled or failed, with the calls it paid for journalled.
   */
  async function ask(jobId: string, shape: (answer: unknown) => unknown, context: Omit<GenerateContext, 'jobId' | 'journal' | 'onPartial'>, call: (context: GenerateContext) => Promise<Generated>) {
    const partials = createPartialThrottle(shape, (results) => publish(jobId, { type: 'partial', results }));
    try {
      return await call({ ...context, jobId, journal, onPartial: partials.push });
    } catch (error) {
      partials.stop();
      // The calls it paid for are journalled already; written now if MySQL is up, later otherwise.
      await journal.flush();
      if (error instanceof LlmError && error.kind === 'cancelled' && context.signal?.reason === USER_CANCELLED) {
        publish(jobId, { type: 'cancelled' });
        throw new UnrecoverableError(JOB_FAILURE.cancelled);
      }
      if (error instanceof LlmError) return fail(jobId, JOB_FAILURE.ai(error.kind));
      logger.error({ jobId, err: error instanceof Error ? error.name : 'unknown' }, 'generation failed unexpectedly');
      return fail(jobId, JOB_FAILURE.internal);
    } finally {
      partials.stop();
    }
  }

  /** Saves what the model answered; a database that stays away fails the job with a reason that says so. */
  async function save(jobId: string, write: () => Promise<GenerationJobResult>): Promise<GenerationJobResult> {
    try {
      const result = await persist(jobId, write);
      // The result is written, so MySQL is up: its calls are recorded before the caller hears.
      await journal.flush();
      publish(jobId, { type: 'completed', historyId: result.historyId, ...(result.version !== undefined ? { version: result.version } : {}) });
      return result;
    } catch (error) {
      if (error instanceof UnrecoverableError) throw error;
      logDbError(jobId, error); // the calls stay journalled in Redis until MySQL takes them
      return fail(jobId, isConnectionError(error) ? JOB_FAILURE.historyWrite : JOB_FAILURE.internal);
    }
  }

  async function runGeneration(job: Job, data: GenerationJobData, signal: AbortSignal | undefined): Promise<GenerationJobResult> {
    const { tool, userId, deadlineAt } = data;
    const jobId = String(job.id);
    const request = TOOLS[tool].requestSchema.safeParse(data.request);
    if (!request.success) throw new UnrecoverableError(JOB_FAILURE.invalidRequest);
    // Only a job that ran before (its worker died mid-job) can have written its row already.
    if (job.attemptsStarted > 1 || job.stalledCounter > 0) {
      const existing = await findGenerationByJobId(knex, jobId);
      if (existing) {
        publish(jobId, { type: 'completed', historyId: existing.id });
        return { historyId: existing.id, results: existing.results };
      }
    }
    await begin(job, jobId, deadlineAt);
    const generated = await ask(jobId, (answer) => sanitizePartialResult(tool, answer), { ...(deadlineAt !== undefined ? { deadlineAt } : {}), ...(signal ? { signal } : {}) }, (context) =>
      generate(tool, request.data, context),
    );
    return save(jobId, async () => {
      const historyId = await insertGenerationIdempotent(knex, {
        jobId,
        userId,
        workspaceId: data.workspaceId,
        tool,
        request: request.data,
        results: generated.results,
        provider: generated.provider,
        model: generated.model,
        promptVersion: generated.promptVersion,
        clientId: data.context?.clientId,
        sourceIds: data.context?.sourceIds,
      });
      return { historyId, results: generated.results };
    });
  }

  async function runRefinement(job: Job, data: GenerationJobData & { refine: RefineData }, signal: AbortSignal | undefined): Promise<GenerationJobResult> {
    const { tool, deadlineAt, refine } = data;
    const jobId = String(job.id);
    let target: RefineTarget;
    let workspaceId: number;
    try {
      // A run after a crash finds its own version first: the result has moved on to it, so the
      // base-version check below would call it stale.
      if (job.attemptsStarted > 1 || job.stalledCounter > 0) {
        const existing = await refinedBefore(knex, jobId);
        if (existing) {
          publish(jobId, { type: 'completed', historyId: existing.historyId, ...(existing.version !== undefined ? { version: existing.version } : {}) });
          return existing;
        }
      }
      workspaceId = await jobWorkspace(knex, data);
      target = await loadRefineTarget(knex, workspaceId, tool, refine);
    } catch (error) {
      if (error instanceof UnrecoverableError) return fail(jobId, error.message); // gone, or changed since
      logDbError(jobId, error);
      return fail(jobId, isConnectionError(error) ? JOB_FAILURE.historyWrite : JOB_FAILURE.internal);
    }
    await begin(job, jobId, deadlineAt);
    const generated = await ask(jobId, partialRefinement(target), { ...(deadlineAt !== undefined ? { deadlineAt } : {}), ...(signal ? { signal } : {}) }, (context) =>
      refinePart(tool, { ...target, path: refine.path, instruction: refine.instruction }, context),
    );
    return save(jobId, async () => {
      const saved = await saveRefinement(knex, { jobId, workspaceId, tool, refine }, target, generated);
      return saved.outcome === 'written' ? saved.result : fail(jobId, saved.reason);
    });
  }

  // BullMQ's abort signal reaches the LLM call, so a cancelled job stops paying at once.
  return async (job: Job<GenerationJobData, GenerationJobResult, ToolSlug>, _token?: string, signal?: AbortSignal): Promise<GenerationJobResult> => {
    const parsed = GenerationJobDataSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(JOB_FAILURE.invalidPayload);
    const data = parsed.data as GenerationJobData;
    return data.refine ? runRefinement(job, { ...data, refine: data.refine }, signal) : runGeneration(job, data, signal);
  };

  function logDbError(jobId: string, error: unknown) {
    const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
    logger.error({ jobId, code, errno }, 'could not save to the database');
  }
}
