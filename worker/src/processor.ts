// Runs one generation job. The payload is validated again here: the queue is a boundary.
// The history row is keyed by the job id, so a job that runs again after a crash (stalled and
// picked up by another worker) returns the row it already wrote instead of a second one.
import { findGenerationByJobId, insertGenerationIdempotent } from '@growth-suite/db';
import { GenerationJobDataSchema, TOOLS, type GenerationJobResult } from '@growth-suite/shared';
import { UnrecoverableError, type Job } from 'bullmq';
import { LlmError } from './llm/errors.ts';
import { createGenerate } from './llm/generate.ts';
import type { WorkerMetrics } from './metrics.ts';
import type { WorkerDeps } from './worker.ts';

export function createProcessor(deps: WorkerDeps & { metrics: WorkerMetrics }) {
  const generate = createGenerate(deps);
  return async (job: Job): Promise<GenerationJobResult> => {
    const data = GenerationJobDataSchema.safeParse(job.data);
    if (!data.success) throw new UnrecoverableError('Invalid generation job payload');
    const { tool, userId } = data.data;
    const request = TOOLS[tool].requestSchema.safeParse(data.data.request);
    if (!request.success) throw new UnrecoverableError('Invalid generation request');
    const jobId = String(job.id);

    // Only a job that ran before (its worker died mid-job) can have written its row already.
    if (job.attemptsStarted > 1 || job.stalledCounter > 0) {
      const existing = await findGenerationByJobId(deps.knex, jobId);
      if (existing) return { historyId: existing.id, results: existing.results };
    }

    let generated;
    try {
      generated = await generate(tool, request.data, { jobId });
    } catch (error) {
      // The reason is for operators (queue view, logs); the API answers users with a fixed message.
      if (error instanceof LlmError) throw new UnrecoverableError(`AI service failed (${error.kind}): ${error.message}`);
      throw error;
    }
    const historyId = await insertGenerationIdempotent(deps.knex, {
      jobId,
      userId,
      tool,
      request: request.data,
      results: generated.results,
      provider: generated.provider,
      model: generated.model,
    });
    return { historyId, results: generated.results };
  };
}
