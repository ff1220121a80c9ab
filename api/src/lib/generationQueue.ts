// The producer side of the `generation` queue, once per API process (DESIGN §6): one Queue
// whose connection fails fast when Redis is down (no offline queue → 503 at once), and one
// shared QueueEvents that every waiting request listens on.
import { GENERATION_QUEUE } from '@growth-suite/shared';
import { QueueEvents } from 'bullmq';
import { createGenerationEventHub } from './generationEvents.ts';
import type { Logger } from './logger.ts';
import { consumerConnection, createQueue, generationWaitListKey, type GenerationJobQueue } from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';

/**
 * The queue alone, to add jobs and read where they stand: what a drawing thread's app needs to list a
 * reader's running jobs (drawingApi.ts), without the events and live updates only waiting requests use.
 */
export function generationJobs(options: { redisUrl: string; prefix: string; logger: Logger }) {
  // Typed end to end: job name = tool slug, data and return value = the shared queue contract.
  // The job carries the request's trace context to the worker.
  const queue: GenerationJobQueue = createQueue('generation', options, queueTelemetry());
  queue.on('error', (error) => options.logger.warn({ err: error.message }, 'generation queue connection error'));
  /** The wait keys of the queue, for queue positions. */
  return { queue, waitListKey: generationWaitListKey(options.prefix) };
}

export function createGenerationQueue(options: { redisUrl: string; prefix: string; logger: Logger }) {
  const { queue, waitListKey } = generationJobs(options);
  // Events are consumed: they wait for Redis instead of failing.
  const events = new QueueEvents(GENERATION_QUEUE, {
    connection: consumerConnection(options.redisUrl),
    prefix: options.prefix,
  });
  queue.setMaxListeners(0);
  events.setMaxListeners(0); // one listener per waiting request
  // Partial results, progress and cancels of the jobs this process's clients wait for.
  const live = createGenerationEventHub(options);
  events.on('error', (error) => options.logger.warn({ err: error.message }, 'generation events connection error'));

  return {
    queue,
    events,
    live,
    waitListKey,
    async ready() {
      await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), live.ready()]);
    },
    async close() {
      live.close();
      await Promise.allSettled([events.close(), queue.close()]);
    },
  };
}

export type GenerationQueue = ReturnType<typeof createGenerationQueue>;
