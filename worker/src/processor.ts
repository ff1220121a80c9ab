// Runs one generation job. The payload is validated again here: the queue is a boundary.
import { GenerationJobDataSchema, type GenerationJobResult } from '@growth-suite/shared';
import { UnrecoverableError, type Job } from 'bullmq';
import type { WorkerDeps } from './worker.ts';

export function createProcessor(_deps: WorkerDeps) {
  return async (job: Job): Promise<GenerationJobResult> => {
    const parsed = GenerationJobDataSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('Invalid generation job payload');
    // The generators arrive with the generation path; until then every job fails cleanly.
    throw new UnrecoverableError('Generation is not implemented yet');
  };
}
