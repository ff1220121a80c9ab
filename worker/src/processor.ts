// Runs one generation job. The payload is validated again here: the queue is a boundary.
// The history row is keyed by the job id, so a job that runs again after a crash (stalled and
// picked up by another worker) returns the row it already wrote instead of a second one.
//
// A job's failure reason is shown on the admin queue page and kept in Redis: it is always one of
// the fixed JOB_FAILURE texts, never a driver message (which can quote the SQL and the user's data).
import { findGenerationByJobId, insertGenerationIdempotent, isConnectionError } from '@growth-suite/db';
import { AI_FAILED_MESSAGE, GenerationJobDataSchema, JOB_FAILURE, TOOLS, type GenerationEvent, type GenerationJobData, type GenerationJobResult, type ToolSlug } from '@growth-suite/shared';
import { UnrecoverableError, type Job } from 'bullmq';
import type { WorkerDeps } from './deps.ts';
import { LlmError } from './llm/errors.ts';
import { createGenerate } from './llm/generate.ts';
import { createPartialThrottle } from './llm/partials.ts';
import { persistWithRetries } from './persist.ts';

/** The abort reason of a job its owner cancelled (worker.ts aborts with it on a cancel message). */
export const USER_CANCELLED = 'cancelled by its owner';

export function createProcessor(deps: WorkerDeps) {
  const { knex, logger, config, events, journal } = deps;
  // The live channel is best effort: a lost event never fails a job (the POST still answers in full).
  const publish = (jobId: string, event: GenerationEvent) =>
    void events.publish(jobId, event).catch((error: unknown) => logger.warn({ jobId, err: error instanceof Error ? error.message : String(error) }, 'could not publish a generation event'));
  const generate = createGenerate(deps);
  const persist = <T>(jobId: string, write: () => Promise<T>) =>
    persistWithRetries(config.historyWrite, write, (attempt, error) =>
      logger.warn({ jobId, attempt, code: (error as { code?: unknown }).code }, 'database unavailable; saving again shortly'),
    );

  // BullMQ's abort signal reaches the LLM call, so a cancelled job stops paying at once.
  return async (job: Job<GenerationJobData, GenerationJobResult, ToolSlug>, _token?: string, signal?: AbortSignal): Promise<GenerationJobResult> => {
    const data = GenerationJobDataSchema.safeParse(job.data);
    if (!data.success) throw new UnrecoverableError(JOB_FAILURE.invalidPayload);
    const { tool, userId, deadlineAt } = data.data;
    const request = TOOLS[tool].requestSchema.safeParse(data.data.request);
    if (!request.success) throw new UnrecoverableError(JOB_FAILURE.invalidRequest);
    const jobId = String(job.id);

    // Only a job that ran before (its worker died mid-job) can have written its row already.
    if (job.attemptsStarted > 1 || job.stalledCounter > 0) {
      const existing = await findGenerationByJobId(knex, jobId);
      if (existing) {
        publish(jobId, { type: 'completed', historyId: existing.id });
        return { historyId: existing.id, results: existing.results };
      }
    }
    // Its caller has stopped waiting: running it now would spend an LLM call nobody receives.
    if (deadlineAt !== undefined && Date.now() >= deadlineAt) throw new UnrecoverableError(JOB_FAILURE.expired);

    // Cancelled while it waited, in the moment between the api's check and a worker taking it.
    if (await events.isCancelRequested(jobId).catch(() => false)) {
      publish(jobId, { type: 'cancelled' });
      throw new UnrecoverableError(JOB_FAILURE.cancelled);
    }
    publish(jobId, { type: 'started', startedAt: new Date(job.processedOn ?? Date.now()).toISOString() });

    const partials = createPartialThrottle(tool, (results) => publish(jobId, { type: 'partial', results }));
    let generated;
    try {
      generated = await generate(tool, request.data, {
        jobId,
        journal,
        onPartial: partials.push,
        ...(deadlineAt !== undefined ? { deadlineAt } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      partials.stop();
      // The calls it paid for are journalled already; written now if MySQL is up, later otherwise.
      await journal.flush();
      if (error instanceof LlmError && error.kind === 'cancelled' && signal?.reason === USER_CANCELLED) {
        publish(jobId, { type: 'cancelled' });
        throw new UnrecoverableError(JOB_FAILURE.cancelled);
      }
      publish(jobId, { type: 'failed', message: AI_FAILED_MESSAGE });
      if (error instanceof LlmError) throw new UnrecoverableError(JOB_FAILURE.ai(error.kind));
      logger.error({ jobId, err: error instanceof Error ? error.name : 'unknown' }, 'generation failed unexpectedly');
      throw new UnrecoverableError(JOB_FAILURE.internal);
    }
    partials.stop();
    try {
      const historyId = await persist(jobId, () =>
        insertGenerationIdempotent(knex, {
          jobId,
          userId,
          tool,
          request: request.data,
          results: generated.results,
          provider: generated.provider,
          model: generated.model,
          promptVersion: generated.promptVersion,
        }),
      );
      // The history row is written, so MySQL is up: its calls are recorded before the caller hears.
      await journal.flush();
      publish(jobId, { type: 'completed', historyId });
      return { historyId, results: generated.results };
    } catch (error) {
      logDbError(jobId, error); // the calls stay journalled in Redis until MySQL takes them
      publish(jobId, { type: 'failed', message: AI_FAILED_MESSAGE });
      throw new UnrecoverableError(isConnectionError(error) ? JOB_FAILURE.historyWrite : JOB_FAILURE.internal);
    }
  };

  function logDbError(jobId: string, error: unknown) {
    const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
    logger.error({ jobId, code, errno }, 'could not save to the database');
  }
}
