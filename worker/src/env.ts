// The worker's configuration, parsed once at boot; nothing else reads process.env.
import {
  ConfigError,
  DEFAULT_DATABASE_URL,
  DEV_SESSION_SECRET,
  envOrigin,
  MAIL_RETRY_DEFAULTS,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_REDIS_URL,
  envBool,
  envInt,
  envText,
  envUrl,
  LogFormatSchema,
  parseEnv,
  resolveAiProvider,
  resolveAppUrl,
  type WorkerSizing,
} from '@growth-suite/server';
import { STRUCTURED_OUTPUT_MODES } from '@growth-suite/shared';
import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: envUrl(DEFAULT_DATABASE_URL, ['mysql:']),
  REDIS_URL: envUrl(DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
  REDIS_PREFIX: envText('gs'),
  WORKER_CONCURRENCY: envInt(8, 1, 256),
  // Word/PDF exports drawn at once by this process (CPU-bound: a few, so generations keep their turn).
  RENDER_CONCURRENCY: envInt(2, 1, 32),
  AI_PROVIDER: envText(),
  OPENAI_API_KEY: envText(),
  OPENAI_BASE_URL: envText(),
  OPENAI_MODEL: envText(DEFAULT_OPENAI_MODEL),
  LLM_TIMEOUT_MS: envInt(90_000, 100),
  // How to ask for JSON: json_schema (strict structured output), json_object (JSON mode, schema in the
  // prompt) or prompt (the prompt alone); the lenient two are validated and get one repair attempt.
  LLM_STRUCTURED_OUTPUT: z.enum(STRUCTURED_OUTPUT_MODES).default('json_schema'),
  // Stream answers so results appear as they are written; false for servers that cannot stream.
  LLM_STREAM: envBool(true),
  // How long the demo provider takes to "write" its answer, streamed like a real one (0: at once).
  DEMO_STREAM_MS: envInt(1500, 0, 60_000),
  LLM_MAX_ATTEMPTS: envInt(3, 1, 10),
  LLM_RETRY_BASE_MS: envInt(1000, 0),
  LLM_RETRY_MAX_DELAY_MS: envInt(30_000, 0),
  // How long a result the LLM already produced keeps trying to reach a database that is down.
  HISTORY_WRITE_RETRY_MS: envInt(30_000, 0),
  // How fast a crashed worker's job is noticed and handed to another worker.
  WORKER_LOCK_MS: envInt(30_000, 500),
  WORKER_STALLED_INTERVAL_MS: envInt(30_000, 500),
  SHUTDOWN_TIMEOUT_MS: envInt(30_000, 0),
  // Mail (DESIGN §11): the SMTP server (smtp:// or smtps://, user and password in it); unset, nothing is
  // sent. From: MAIL_FROM's address, with the workspace's sender name. DKIM signs when all three are set.
  SMTP_URL: envText(),
  MAIL_FROM: envText('Growth Suite <no-reply@localhost>'),
  DKIM_DOMAIN: envText(),
  DKIM_SELECTOR: envText(),
  DKIM_PRIVATE_KEY: envText(),
  // A message not delivered yet (the server down, a 4xx reply) is tried again after MAIL_RETRY_BASE_MS,
  // doubling up to MAIL_RETRY_MAX_DELAY_MS between tries, until MAIL_RETRY_FOR_MS after it was queued.
  MAIL_RETRY_BASE_MS: envInt(MAIL_RETRY_DEFAULTS.baseMs, 10),
  MAIL_RETRY_MAX_DELAY_MS: envInt(MAIL_RETRY_DEFAULTS.maxDelayMs, 10),
  MAIL_RETRY_FOR_MS: envInt(MAIL_RETRY_DEFAULTS.forMs, 100),
  // A sender renews its claim of a message while it sends; a dead sender's claim lapses after this.
  MAIL_LEASE_MS: envInt(60_000, 100),
  // How long the SMTP server may take to connect, greet or answer, each.
  MAIL_SEND_TIMEOUT_MS: envInt(60_000, 100),
  // The sweeper (once per period for the cluster): a message queued or being sent for longer than
  // MAIL_SWEEP_GRACE_MS past its due time, with no live job, is queued again.
  MAIL_SWEEP_MS: envInt(60_000, 100),
  MAIL_SWEEP_GRACE_MS: envInt(300_000, 0),
  // How often the reminders to clients are looked for (once per period for the cluster).
  REMINDER_SCAN_MS: envInt(600_000, 100),
  // The public origin every link in a reminder is built on (the api's APP_URL; required in production).
  APP_URL: envOrigin(),
  // The api's port: in development the public origin is the api's own address.
  PORT: envInt(3000, 1, 65535),
  // Signs the unsubscribe links of reminders: the api's SESSION_SECRET.
  SESSION_SECRET: envText(),
  // Prometheus metrics of this worker process; 0 (the default) turns them off, since several
  // workers on one host would need a port each.
  WORKER_METRICS_PORT: envInt(0, 0, 65535),
  WORKER_METRICS_HOST: envText('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // pretty (for people) or json (for machines); unset: pretty on a terminal, json otherwise.
  LOG_FORMAT: LogFormatSchema,
});

export type WorkerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = parseEnv(EnvSchema, env);
  if (!parsed.SESSION_SECRET && parsed.NODE_ENV === 'production' && parsed.SMTP_URL) {
    throw new ConfigError('SESSION_SECRET is required in production when SMTP_URL is set: the worker signs the unsubscribe links of reminders with the api’s secret.');
  }
  return {
    env: parsed.NODE_ENV,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX ?? 'gs',
    concurrency: parsed.WORKER_CONCURRENCY,
    renderConcurrency: parsed.RENDER_CONCURRENCY,
    aiProvider: resolveAiProvider(parsed.AI_PROVIDER, parsed.OPENAI_API_KEY),
    openai: { apiKey: parsed.OPENAI_API_KEY, baseURL: parsed.OPENAI_BASE_URL, model: parsed.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL },
    llmTimeoutMs: parsed.LLM_TIMEOUT_MS,
    structuredOutput: parsed.LLM_STRUCTURED_OUTPUT,
    llmStream: parsed.LLM_STREAM,
    demoStreamMs: parsed.DEMO_STREAM_MS,
    retry: { maxAttempts: parsed.LLM_MAX_ATTEMPTS, baseDelayMs: parsed.LLM_RETRY_BASE_MS, maxDelayMs: parsed.LLM_RETRY_MAX_DELAY_MS },
    historyWrite: { budgetMs: parsed.HISTORY_WRITE_RETRY_MS, baseDelayMs: 250, maxDelayMs: 4000 },
    lockMs: parsed.WORKER_LOCK_MS,
    stalledIntervalMs: parsed.WORKER_STALLED_INTERVAL_MS,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM ?? 'Growth Suite <no-reply@localhost>',
      dkim:
        parsed.DKIM_DOMAIN && parsed.DKIM_SELECTOR && parsed.DKIM_PRIVATE_KEY
          ? // A PEM in one line of .env carries its line breaks as \n.
            { domainName: parsed.DKIM_DOMAIN, keySelector: parsed.DKIM_SELECTOR, privateKey: parsed.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') }
          : undefined,
      retry: { baseMs: parsed.MAIL_RETRY_BASE_MS, maxDelayMs: parsed.MAIL_RETRY_MAX_DELAY_MS, forMs: parsed.MAIL_RETRY_FOR_MS },
      leaseMs: parsed.MAIL_LEASE_MS,
      sendTimeoutMs: parsed.MAIL_SEND_TIMEOUT_MS,
      sweepMs: parsed.MAIL_SWEEP_MS,
      sweepGraceMs: parsed.MAIL_SWEEP_GRACE_MS,
      reminderScanMs: parsed.REMINDER_SCAN_MS,
    },
    // Only reminders need it, and only a worker that sends mail writes them.
    appUrl: resolveAppUrl(parsed.APP_URL, parsed.NODE_ENV === 'production' && Boolean(parsed.SMTP_URL), parsed.PORT),
    sessionSecret: parsed.SESSION_SECRET ?? DEV_SESSION_SECRET,
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT,
    metrics: { port: parsed.WORKER_METRICS_PORT, host: parsed.WORKER_METRICS_HOST ?? '127.0.0.1' },
  };
}

/** What the queues module sizes this process's workers by (WORKER_CONCURRENCY, RENDER_CONCURRENCY, the locks, MAIL_RETRY_*). */
export const workerSizing = (config: WorkerConfig): WorkerSizing => ({
  concurrency: config.concurrency,
  renderConcurrency: config.renderConcurrency,
  lockMs: config.lockMs,
  stalledIntervalMs: config.stalledIntervalMs,
  mail: config.mail.retry,
});
