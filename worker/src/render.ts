// The BullMQ worker on the `render` queue: draws Word and PDF exports for the api, next to the
// generation worker in the same process. The document is checked again (the queue is a boundary);
// the file goes back as the job's return value, which the api's waiting request receives.
import { renderDocx, renderPdf } from '@growth-suite/documents';
import { RenderJobDataSchema, type RenderJobResult } from '@growth-suite/shared';
import { createWorker } from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';
import { UnrecoverableError } from 'bullmq';
import type { WorkerDeps } from './deps.ts';
import { workerSizing } from './env.ts';

export async function renderJob(data: unknown): Promise<RenderJobResult> {
  const parsed = RenderJobDataSchema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError('Invalid render job payload');
  const { format, document } = parsed.data;
  const file = format === 'pdf' ? await renderPdf(document) : await renderDocx(document);
  return { base64: file.toString('base64') };
}

export function startRenderWorker({ config, logger }: Pick<WorkerDeps, 'config' | 'logger'>) {
  // Its lock is short (the queues module): a dead worker's render is handed on within the api's wait.
  const worker = createWorker('render', (job) => renderJob(job.data), { redisUrl: config.redisUrl, prefix: config.redisPrefix }, workerSizing(config), queueTelemetry());
  worker.on('completed', (job) => logger.debug({ jobId: job.id, format: job.name, ms: Date.now() - (job.processedOn ?? Date.now()) }, 'render completed'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, format: job?.name, reason: error.message }, 'render failed'));
  worker.on('error', (error) => logger.error({ err: error.message }, 'render worker error'));
  return worker;
}
