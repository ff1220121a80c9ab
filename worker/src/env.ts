// The worker's configuration, parsed once at boot; nothing else reads process.env.
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_REDIS_URL,
  envBool,
  envInt,
  envText,
  envUrl,
  LogFormatSchema,
  parseEnv,
  resolveAiProvider,
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
    },
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT,
    metrics: { port: parsed.WORKER_METRICS_PORT, host: parsed.WORKER_METRICS_HOST ?? '127.0.0.1' },
  };
}
