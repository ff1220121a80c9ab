// Every BullMQ queue of the product, in one place (DESIGN §6, §11): its name, its job names and payload
// schemas (a typed job map), the options its jobs are added with, its workers' options, and the scans
// that run on a schedule. The api and the worker open queues and workers only through here, so a
// queue's producer and consumer cannot disagree on a name, a payload or a retry policy.
//
// Scheduled scans (the reminders to clients, the mail sweeper) are BullMQ job schedulers on the `scans`
// queue: however many processes upsert a scheduler, it makes one job per period, which one worker
// takes. Nothing scans on a timer in a process of its own.
import {
  GENERATION_QUEUE,
  GenerationJobDataSchema,
  MAIL_QUEUE,
  mailJobId,
  PACK_QUEUE,
  PackJobDataSchema,
  RENDER_QUEUE,
  RenderJobDataSchema,
  type GenerationJobData,
  type GenerationJobResult,
  type MailJobData,
  type PackJobData,
  type RenderedFormat,
  type RenderJobData,
  type RenderJobResult,
  type ToolSlug,
} from '@growth-suite/shared';
import { Queue, Worker, type JobsOptions, type Processor, type QueueOptions, type WorkerOptions } from 'bullmq';
import { z } from 'zod';
import { consumerConnection, producerConnection } from './redis.ts';

export const QueueName = {
  Generation: GENERATION_QUEUE,
  Render: RENDER_QUEUE,
  Pack: PACK_QUEUE,
  Mail: MAIL_QUEUE,
  Scans: 'scans',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const MailJobDataSchema = z.object({ mailId: z.number().int().positive() });

/** The scans a scheduler starts; each job carries nothing (it looks at the database when it runs). */
export const ScanName = { Reminders: 'reminder-scan', MailSweep: 'mail-sweep' } as const;
export type ScanName = (typeof ScanName)[keyof typeof ScanName];
export const ScanJobDataSchema = z.object({}).strict();
export type ScanJobData = z.infer<typeof ScanJobDataSchema>;

/** Each queue's job: its payload, what it returns, and its names. */
export interface JobMap {
  generation: { data: GenerationJobData; result: GenerationJobResult; name: ToolSlug };
  render: { data: RenderJobData; result: RenderJobResult; name: RenderedFormat };
  pack: { data: PackJobData; result: string; name: string };
  mail: { data: MailJobData; result: string; name: 'mail' };
  scans: { data: ScanJobData; result: number; name: ScanName };
}

/** Each queue's payload schema: a worker parses what it takes (the queue is a boundary). */
export const JOB_SCHEMAS = {
  generation: GenerationJobDataSchema,
  render: RenderJobDataSchema,
  pack: PackJobDataSchema,
  mail: MailJobDataSchema,
  scans: ScanJobDataSchema,
} as const satisfies Record<QueueName, z.ZodType>;

export type TypedQueue<N extends QueueName> = Queue<JobMap[N]['data'], JobMap[N]['result'], JobMap[N]['name']>;
export type TypedWorker<N extends QueueName> = Worker<JobMap[N]['data'], JobMap[N]['result'], JobMap[N]['name']>;

export interface QueueTarget {
  redisUrl: string;
  prefix: string;
}

/** What a queue's producer sets beyond its connection. */
const QUEUE_OPTIONS: Record<QueueName, Omit<QueueOptions, 'connection'>> = {
  generation: {},
  // Each finished job's event carries its file: keep the event stream short (a few dozen jobs).
  render: { streams: { events: { maxLen: 200 } } },
  pack: {},
  mail: {},
  scans: {},
};

/**
 * A producer of queue `name` (a connection that fails fast, so a request never hangs on a Redis that is
 * down). `extra` adds options such as tracing (`queueTelemetry()`). The caller closes it.
 */
export function createQueue<N extends QueueName>(name: N, target: QueueTarget, extra: Partial<QueueOptions> = {}): TypedQueue<N> {
  return new Queue(name, { connection: producerConnection(target.redisUrl), prefix: target.prefix, ...QUEUE_OPTIONS[name], ...extra }) as TypedQueue<N>;
}

/** What sizes a process's workers (the worker's configuration). */
export interface WorkerSizing {
  /** Generations and pack runs at once (WORKER_CONCURRENCY). */
  concurrency: number;
  /** Word and PDF files drawn at once (RENDER_CONCURRENCY). */
  renderConcurrency: number;
  /** How fast a dead worker's job is noticed (WORKER_LOCK_MS, WORKER_STALLED_INTERVAL_MS). */
  lockMs: number;
  stalledIntervalMs: number;
  mail: MailRetry;
}

/** A dead worker's render is retaken within 10–20 s (lock, then the stalled check), inside the api's 30 s wait. */
const RENDER_LOCK_MAX_MS = 10_000;
/** Messages sent at once by one worker process. */
export const MAIL_CONCURRENCY = 4;

/** Each queue's workers: how many jobs at once and how a dead worker's job is retaken. */
export function workerOptions(name: QueueName, sizing: WorkerSizing): Omit<WorkerOptions, 'connection'> {
  const lock = { lockDuration: sizing.lockMs, stalledInterval: sizing.stalledIntervalMs };
  switch (name) {
    case 'generation':
    case 'pack':
      return { concurrency: sizing.concurrency, ...lock };
    case 'render':
      // A render on a worker that died must be handed on well within the api's wait (30 s). A short lock
      // costs a long render nothing: BullMQ renews it at half its length while the job runs.
      return { concurrency: sizing.renderConcurrency, lockDuration: Math.min(sizing.lockMs, RENDER_LOCK_MAX_MS), stalledInterval: Math.min(sizing.stalledIntervalMs, RENDER_LOCK_MAX_MS) };
    case 'mail':
      // A retried send waits its backoff (mailBackoff); the outbox row decides when to give up.
      return { concurrency: MAIL_CONCURRENCY, ...lock, settings: { backoffStrategy: (attemptsMade: number) => mailBackoff(sizing.mail, attemptsMade) } };
    case 'scans':
      // One scan at a time per process; the scheduler makes one job per period for the whole cluster.
      return { concurrency: 1, ...lock };
  }
}

/**
 * A consumer of queue `name` with its declared options (`extra` adds tracing or overrides for a test).
 * The processor gets the job as the queue declares it.
 */
export function createWorker<N extends QueueName>(
  name: N,
  processor: Processor<JobMap[N]['data'], JobMap[N]['result'], JobMap[N]['name']>,
  target: QueueTarget,
  sizing: WorkerSizing,
  extra: Partial<WorkerOptions> = {},
): TypedWorker<N> {
  return new Worker(name, processor, { connection: consumerConnection(target.redisUrl), prefix: target.prefix, autorun: true, ...workerOptions(name, sizing), ...extra }) as TypedWorker<N>;
}

// ---- mail ----------------------------------------------------------------------------------------

/** How a message that could not be delivered yet is tried again (MAIL_RETRY_* in the worker's configuration). */
export interface MailRetry {
  /** The first wait; each next one doubles… */
  baseMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** Given up (failed) once this long has passed since it was queued. */
  forMs: number;
}

/** Defaults: 30 s, doubling to an hour between tries, for two days; an outage of hours loses nothing. */
export const MAIL_RETRY_DEFAULTS: MailRetry = { baseMs: 30_000, maxDelayMs: 3_600_000, forMs: 2 * 86_400_000 };

/** The wait before try `attemptsMade + 1`. */
export const mailBackoff = (retry: MailRetry, attemptsMade: number) => Math.min(retry.maxDelayMs, retry.baseMs * 2 ** Math.max(0, Math.min(attemptsMade - 1, 30)));

/**
 * More tries than any retry window needs: the outbox row, not BullMQ, says when to stop (a job that
 * ran out of tries would leave its row to the sweeper all the same).
 */
const MAIL_JOB_ATTEMPTS = 10_000;

/** The job that sends outbox row `mailId`, the `dispatch`-th queued for it (a new id once the last is finished). */
export function mailJob(mailId: number, dispatch: number): { name: 'mail'; data: MailJobData; opts: JobsOptions } {
  return {
    name: 'mail',
    data: { mailId },
    opts: { jobId: mailJobId(mailId, dispatch), attempts: MAIL_JOB_ATTEMPTS, backoff: { type: 'mail' }, removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 7 * 86_400 } },
  };
}

// ---- schedules -----------------------------------------------------------------------------------

/** How often each scan runs (REMINDER_SCAN_MS, MAIL_SWEEP_MS): the mail sweep's and those the tools declare. */
export type ScanPeriods = Partial<Record<ScanName, number>>;

/**
 * Upserts one job scheduler per scan on the `scans` queue: every process that upserts says the same, and
 * each period makes one job whichever process takes it. A scan whose period is 0 is removed.
 */
export async function upsertScanSchedules(queue: TypedQueue<'scans'>, periods: ScanPeriods): Promise<void> {
  for (const scan of Object.values(ScanName)) {
    // A scan no one gives a period (no tool declares it any more) is removed, as one whose period is 0.
    const every = periods[scan] ?? 0;
    if (every > 0) {
      await queue.upsertJobScheduler(scan, { every }, { name: scan, data: {}, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } });
    } else {
      await queue.removeJobScheduler(scan);
    }
  }
}
