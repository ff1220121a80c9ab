// The BullMQ worker on the `render` queue: draws Word and PDF exports for the api, next to the
// generation worker in the same process. The document is checked again (the queue is a boundary);
// the file goes back as the job's return value, which the api's waiting request receives.
import { renderDocx, renderPdf } from '@growth-suite/documents';
import { RENDER_QUEUE, RenderJobDataSchema, type RenderedFormat, type RenderJobData, type RenderJobResult } from '@growth-suite/shared';
import { consumerConnection } from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';
import { UnrecoverableError, Worker } from 'bullmq';
import type { WorkerDeps } from './deps.ts';

/** A dead worker's render is retaken within 10–20 s (lock, then the stalled check), inside the api's 30 s wait. */
const RENDER_LOCK_MAX_MS = 10_000;

export async function renderJob(data: unknown): Promise<RenderJobResult> {
  const parsed = RenderJobDataSchema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError('Invalid render job payload');
  const { format, document } = parsed.data;
  const file = format === 'pdf' ? await renderPdf(document) : await renderDocx(document);
  return { base64: file.toString('base64') };
}

export function startRenderWorker({ config, logger }: Pick<WorkerDeps, 'config' | 'logger'>) {
  const worker = new Worker<RenderJobData, RenderJobResult, RenderedFormat>(RENDER_QUEUE, (job) => renderJob(job.data), {
    connection: consumerConnection(config.redisUrl),
    prefix: config.redisPrefix,
    concurrency: config.renderConcurrency,
    // A render on a worker that died must be handed on well within the api's wait (RENDER_WAIT_MS, 30 s):
    // with BullMQ's 30 s lock (or the generations' WORKER_LOCK_MS default) the caller would get a 503 for a
    // file never drawn. A short lock costs nothing to a long render: BullMQ renews it at half its length
    // while the job runs, so only a dead worker's lock runs out.
    lockDuration: Math.min(config.lockMs, RENDER_LOCK_MAX_MS),
    stalledInterval: Math.min(config.stalledIntervalMs, RENDER_LOCK_MAX_MS),
    autorun: true,
    ...queueTelemetry(),
  });
  worker.on('completed', (job) => logger.debug({ jobId: job.id, format: job.name, ms: Date.now() - (job.processedOn ?? Date.now()) }, 'render completed'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, format: job?.name, reason: error.message }, 'render failed'));
  worker.on('error', (error) => logger.error({ err: error.message }, 'render worker error'));
  return worker;
}
