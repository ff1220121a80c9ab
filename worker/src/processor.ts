// Runs one generation job. The payload is validated again here: the queue is a boundary.
// The history row is keyed by the job id, so a job that runs again after a crash (stalled and
// picked up by another worker) returns the row it already wrote instead of a second one.
//
// A job's failure reason is shown on the admin queue page and kept in Redis: it is always one of
// the fixed JOB_FAILURE texts, never a driver message (which can quote the SQL and the user's data).
import { findGenerationByJobId, insertLlmCalls, isConnectionError, saveGeneration, type LlmCall } from '@growth-suite/db';
import { GenerationJobDataSchema, JOB_FAILURE, TOOLS, type GenerationJobData, type GenerationJobResult, type ToolSlug } from '@growth-suite/shared';
import { UnrecoverableError, type Job } from 'bullmq';
import type { WorkerDeps } from './deps.ts';
import { LlmError } from './llm/errors.ts';
import { createGenerate } from './llm/generate.ts';
import { persistWithRetries } from './persist.ts';

export function createProcessor(deps: WorkerDeps) {
  const { knex, logger, config } = deps;
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
      if (existing) return { historyId: existing.id, results: existing.results };
    }
    // Its caller has stopped waiting: running it now would spend an LLM call nobody receives.
    if (deadlineAt !== undefined && Date.now() >= deadlineAt) throw new UnrecoverableError(JOB_FAILURE.expired);

    const calls: LlmCall[] = [];
    let generated;
    try {
      generated = await generate(tool, request.data, { jobId, calls, ...(deadlineAt !== undefined ? { deadlineAt } : {}), ...(signal ? { signal } : {}) });
    } catch (error) {
      await persist(jobId, () => insertLlmCalls(knex, calls)).catch((dbError: unknown) => logDbError(jobId, dbError));
      if (error instanceof LlmError) throw new UnrecoverableError(JOB_FAILURE.ai(error.kind));
      logger.error({ jobId, err: error instanceof Error ? error.name : 'unknown' }, 'generation failed unexpectedly');
      throw new UnrecoverableError(JOB_FAILURE.internal);
    }
    try {
      const historyId = await persist(jobId, () =>
        saveGeneration(
          knex,
          { jobId, userId, tool, request: request.data, results: generated.results, provider: generated.provider, model: generated.model, promptVersion: generated.promptVersion },
          calls,
        ),
      );
      return { historyId, results: generated.results };
    } catch (error) {
      logDbError(jobId, error);
      throw new UnrecoverableError(isConnectionError(error) ? JOB_FAILURE.historyWrite : JOB_FAILURE.internal);
    }
  };

  function logDbError(jobId: string, error: unknown) {
    const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
    logger.error({ jobId, code, errno }, 'could not save to the database');
  }
}
