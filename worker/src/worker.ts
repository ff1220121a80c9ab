// The BullMQ worker on the `generation` queue, with its lifecycle logging and a bounded close.
import { cancelChannel, consumerConnection, createGenerationEventPublisher, createWorker, reconnectSoon } from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';
import { Redis } from 'ioredis';
import type { WorkerDeps } from './deps.ts';
import { createCallJournal } from './llm/journal.ts';
import { createWorkerMetrics } from './metrics.ts';
import { createProcessor, USER_CANCELLED } from './processor.ts';
import { workerSizing } from './env.ts';

const JOURNAL_FLUSH_MS = 1000;

export function startWorker(input: Omit<WorkerDeps, 'metrics' | 'events' | 'journal'> & Partial<Pick<WorkerDeps, 'metrics'>>) {
  const { config, logger } = input;
  // Publishing waits for Redis rather than failing a job over a blip; cancel messages arrive on a
  // connection of their own (a subscribed connection can do nothing else).
  const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, retryStrategy: reconnectSoon });
  const subscriber = new Redis(config.redisUrl, { ...consumerConnection(config.redisUrl), lazyConnect: false });
  for (const connection of [publisher, subscriber]) connection.on('error', (error: Error) => logger.warn({ err: error.message }, 'worker redis connection error'));
  const deps: WorkerDeps = {
    ...input,
    metrics: input.metrics ?? createWorkerMetrics(),
    events: createGenerationEventPublisher(publisher, config.redisPrefix),
    journal: createCallJournal(publisher, { prefix: config.redisPrefix, knex: input.knex, logger }),
  };
  // Journalled LLM calls reach MySQL within a second of it taking them, and calls a dead worker left
  // open are recorded once they could no longer be running, by whichever worker looks first.
  const flushTimer = setInterval(() => void deps.journal.flush(), JOURNAL_FLUSH_MS);
  flushTimer.unref();
  const { metrics } = deps;
  // A job's spans continue the trace of the request that queued it.
  const worker = createWorker('generation', createProcessor(deps), { redisUrl: config.redisUrl, prefix: config.redisPrefix }, workerSizing(config), queueTelemetry());
  const seconds = (job: { processedOn?: number | undefined }) => (Date.now() - (job.processedOn ?? Date.now())) / 1000;
  worker.on('active', (job) => {
    metrics.activeJobs.inc();
    logger.debug({ jobId: job.id, tool: job.name }, 'job started');
  });
  worker.on('completed', (job) => {
    metrics.activeJobs.dec();
    metrics.jobDuration.observe({ tool: job.name, outcome: 'ok' }, seconds(job));
    logger.info({ jobId: job.id, tool: job.name, ms: Math.round(seconds(job) * 1000) }, 'job completed');
  });
  worker.on('failed', (job, error) => {
    if (job) {
      metrics.activeJobs.dec();
      metrics.jobDuration.observe({ tool: job.name, outcome: 'failed' }, seconds(job));
    }
    logger.warn({ jobId: job?.id, tool: job?.name, reason: error.message, attempts: job?.attemptsMade }, 'job failed');
  });
  worker.on('stalled', (jobId) => logger.warn({ jobId }, 'job stalled; it will run again'));
  worker.on('error', (error) => logger.error({ err: error.message }, 'worker error'));

  // A cancel can be asked on any api process while the job runs on any worker: every worker hears it,
  // the one holding the job aborts it (BullMQ's abort signal reaches the LLM call at once).
  void subscriber.subscribe(cancelChannel(config.redisPrefix)).catch((error: Error) => logger.error({ err: error.message }, 'cannot listen for cancels'));
  subscriber.on('message', (_channel: string, jobId: string) => {
    if (worker.cancelJob(jobId, USER_CANCELLED)) logger.info({ jobId }, 'job cancelled by its owner');
  });

  return {
    worker,
    /** Stop taking jobs and let the active ones finish, within `timeoutMs`. */
    async close(timeoutMs = config.shutdownTimeoutMs): Promise<'drained' | 'timed-out'> {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timed-out'>((resolve) => {
        timer = setTimeout(() => resolve('timed-out'), timeoutMs);
      });
      const result = await Promise.race([worker.close().then(() => 'drained' as const), timedOut]);
      clearTimeout(timer);
      if (result === 'timed-out') await worker.close(true);
      clearInterval(flushTimer);
      await deps.journal.flush();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
      return result;
    },
  };
}
