// The producer side of the `render` queue: Word and PDF files are drawn on the workers, so a burst
// of exports never slows the api's other requests. The api waits for the file like the generation
// path waits for a result; the file comes back as the job's return value and the job is removed.
import { RENDER_QUEUE, RenderJobResultSchema, type RenderedFormat, type ExportDocument } from '@growth-suite/shared';
import { consumerConnection, createQueue } from '@growth-suite/server';
import { randomUUID } from 'node:crypto';
import { queueTelemetry } from '@growth-suite/telemetry';
import { QueueEvents } from 'bullmq';
import { HttpError } from '../errors.ts';
import type { Logger } from './logger.ts';

/** Long enough for a queue of exports behind a few generations; a waiting user sees a spinner. */
export const RENDER_WAIT_MS = 30_000;
const RENDER_FAILED_MESSAGE = 'The file could not be created right now. Please try again in a minute.';

export function createRenderQueue(options: { redisUrl: string; prefix: string; logger: Logger }) {
  // Its events stream is kept short (the queues module): each finished job's event carries its file.
  const queue = createQueue('render', options, queueTelemetry());
  const events = new QueueEvents(RENDER_QUEUE, { connection: consumerConnection(options.redisUrl), prefix: options.prefix });
  queue.setMaxListeners(0);
  events.setMaxListeners(0);
  queue.on('error', (error) => options.logger.warn({ err: error.message }, 'render queue connection error'));
  events.on('error', (error) => options.logger.warn({ err: error.message }, 'render events connection error'));

  /** The job's return value when it completes, its reason when it fails, or a timeout after `waitMs`. */
  function finishOf(jobId: string, waitMs: number) {
    let cancel = () => {};
    const promise = new Promise<unknown>((resolve, reject) => {
      const onCompleted = (args: { jobId: string; returnvalue: unknown }) => {
        if (args.jobId !== jobId) return;
        cancel();
        resolve(args.returnvalue);
      };
      const onFailed = (args: { jobId: string; failedReason: string }) => {
        if (args.jobId !== jobId) return;
        cancel();
        reject(new Error(args.failedReason));
      };
      const timer = setTimeout(() => {
        cancel();
        reject(new Error(`no result within ${waitMs} ms`));
      }, waitMs);
      cancel = () => {
        clearTimeout(timer);
        events.off('completed', onCompleted);
        events.off('failed', onFailed);
      };
      events.on('completed', onCompleted);
      events.on('failed', onFailed);
    });
    return { promise, cancel: () => cancel() };
  }

  return {
    queue,
    events,
    async ready() {
      await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    },
    /** The file's bytes, or a 503 when no worker drew it in time (the job is then withdrawn). */
    async render(format: RenderedFormat, document: ExportDocument, waitMs = RENDER_WAIT_MS): Promise<Buffer> {
      // The job's end is listened for before the job is added. (Job#waitUntilFinished listens after, then
      // asks Redis whether the job is finished: a render faster than that question is already removed —
      // removeOnComplete — and the question fails with "Missing key", a 503 for a file that was drawn.)
      const jobId = randomUUID();
      const finished = finishOf(jobId, waitMs);
      let job;
      try {
        job = await queue.add(format, { format, document }, { jobId, attempts: 1, removeOnComplete: true, removeOnFail: true });
      } catch (error) {
        finished.cancel();
        options.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'render queue unavailable');
        throw new HttpError(503, RENDER_FAILED_MESSAGE, { headers: { 'Retry-After': '30' } });
      }
      try {
        const value = RenderJobResultSchema.parse(await finished.promise);
        return Buffer.from(value.base64, 'base64');
      } catch (error) {
        options.logger.warn({ jobId: job.id, format, err: error instanceof Error ? error.message : String(error) }, 'render failed or timed out');
        await job.remove().catch(() => {}); // not waited for any more: no worker should spend time on it
        throw new HttpError(503, RENDER_FAILED_MESSAGE, { headers: { 'Retry-After': '30' } });
      }
    },
    async close() {
      await Promise.allSettled([events.close(), queue.close()]);
    },
  };
}

export type RenderQueue = ReturnType<typeof createRenderQueue>;
