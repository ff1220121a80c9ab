// The API's configuration, parsed once at boot; nothing else reads process.env.
import {
  DEV_SESSION_SECRET,
  ConfigError,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  envBool,
  envOrigin,
  envInt,
  envText,
  envUrl,
  LogFormatSchema,
  parseEnv,
  resolveAiProvider,
  resolveAppUrl,
} from '@growth-suite/server';
import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: envText('0.0.0.0'),
  PORT: envInt(3000, 0, 65535),
  // The public origin of every link in mails and documents (required in production, DESIGN §11.2).
  APP_URL: envOrigin(),
  DATABASE_URL: envUrl(DEFAULT_DATABASE_URL, ['mysql:']),
  REDIS_URL: envUrl(DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
  REDIS_PREFIX: envText('gs'),
  SESSION_SECRET: envText(),
  TRUST_PROXY: envBool(false),
  // How many proxies in front of the api append to X-Forwarded-For; the client IP is the entry that
  // many hops from the right. Entries further left are written by the client and never trusted.
  TRUST_PROXY_HOPS: envInt(1, 1, 10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // pretty (for people) or json (for machines); unset: pretty on a terminal, json otherwise.
  LOG_FORMAT: LogFormatSchema,
  AI_PROVIDER: envText(),
  OPENAI_API_KEY: envText(),
  // At least a second: every job's deadline sits a margin (≥ 250 ms) before it, and must leave time to run.
  GENERATION_WAIT_MS: envInt(120_000, 1000),
  // Back-pressure (DESIGN §4): per user, and a ceiling on waiting jobs so a burst cannot grow Redis without bound.
  GENERATION_MAX_IN_FLIGHT: envInt(3, 1),
  GENERATION_PER_MINUTE: envInt(20, 1),
  GENERATION_QUEUE_MAX: envInt(500, 1),
  // Failed jobs kept for the admin queue view (a day at most, and never more than this many).
  GENERATION_KEEP_FAILED: envInt(1000, 1),
  // Open live-event streams (GET /api/tools/jobs/:requestId/events) per user and per job, across api processes.
  STREAMS_PER_USER: envInt(20, 1),
  STREAMS_PER_JOB: envInt(5, 1),
  // Workspaces (DESIGN §11): members of one workspace (open invitations count), teams one account belongs to.
  WORKSPACE_MEMBERS_MAX: envInt(50, 2),
  WORKSPACES_PER_USER_MAX: envInt(10, 1),
  // Mail (DESIGN §11): unset, messages are kept in the outbox, not sent. The worker sends; it reads the rest.
  SMTP_URL: envText(),
  // Messages one user may cause in a day (invitations today): the product is never a spam relay.
  MAIL_RECIPIENTS_PER_USER_PER_DAY: envInt(100, 1),
  // Messages written in a sent document's threads for one recipient within this many seconds go out as one
  // mail (DESIGN §11.2); 0 sends each at once.
  MAIL_BATCH_S: envInt(120, 0, 3600),
  // "Forgot password?" asks per address and per client IP.
  RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS: envInt(3, 1),
  RATE_LIMIT_PASSWORD_FORGOT_PER_IP: envInt(20, 1),
  RATE_LIMIT_PASSWORD_FORGOT_WINDOW_S: envInt(3600, 1),
  SHUTDOWN_TIMEOUT_MS: envInt(10_000, 0),
  WEB_DIST: envText(),
  // Prometheus metrics on a port of their own (0 turns them off), on localhost unless told otherwise.
  METRICS_PORT: envInt(9464, 0, 65535),
  METRICS_HOST: envText('127.0.0.1'),
  // Rate limits (DESIGN §4); tests may lower them, never switch them off.
  RATE_LIMIT_LOGIN_PER_USER: envInt(10, 1),
  RATE_LIMIT_LOGIN_PER_IP: envInt(100, 1),
  RATE_LIMIT_LOGIN_WINDOW_S: envInt(900, 1),
  // Failed logins per account from every address that has not signed in to it before, together.
  RATE_LIMIT_LOGIN_PER_ACCOUNT: envInt(30, 1),
  // How long an address that signed in to an account stays exempt from that account-wide limit.
  RATE_LIMIT_LOGIN_KNOWN_ADDRESS_DAYS: envInt(30, 1),
  RATE_LIMIT_REGISTER_PER_IP: envInt(10, 1),
  RATE_LIMIT_REGISTER_WINDOW_S: envInt(3600, 1),
  RATE_LIMIT_CONTACT_PER_IP: envInt(5, 1),
  RATE_LIMIT_CONTACT_WINDOW_S: envInt(600, 1),
  // Reads of public share links per client IP.
  RATE_LIMIT_SHARED_PER_IP: envInt(60, 1),
  RATE_LIMIT_SHARED_WINDOW_S: envInt(60, 1),
  // Pages drawn on the server per client IP (past it the plain page goes out: it costs the api nothing).
  RATE_LIMIT_DRAWN_PAGES_PER_IP: envInt(120, 1),
  RATE_LIMIT_DRAWN_PAGES_WINDOW_S: envInt(60, 1),
  // Pages drawn at once by one api process, and how many may wait for a turn (past both: the plain page).
  SERVER_RENDER_CONCURRENCY: envInt(2, 1),
  SERVER_RENDER_QUEUE: envInt(8, 0),
  // Threads that draw pages, off the event loop that answers API requests.
  SERVER_RENDER_THREADS: envInt(1, 1, 16),
  // Their nice value (Linux): 19 lets any request of the api's own thread run first.
  SERVER_RENDER_NICE: envInt(19, 0, 19),
  RATE_LIMIT_SENT_WRITES_PER_IP: envInt(20, 1),
  RATE_LIMIT_SENT_WRITES_WINDOW_S: envInt(600, 1),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = parseEnv(EnvSchema, env);
  const production = parsed.NODE_ENV === 'production';
  let sessionSecret = parsed.SESSION_SECRET;
  const warnings: string[] = [];
  if (!sessionSecret) {
    if (production) throw new ConfigError('SESSION_SECRET is required in production (32 or more random characters). Set it in .env or the environment.');
    sessionSecret = DEV_SESSION_SECRET;
    warnings.push('SESSION_SECRET is not set: using a development secret. Set one before going live.');
  } else if (production && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters in production.');
  }
  const appUrl = resolveAppUrl(parsed.APP_URL, production, parsed.PORT);
  return {
    env: parsed.NODE_ENV,
    production,
    host: parsed.HOST ?? '0.0.0.0',
    port: parsed.PORT,
    appUrl,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX ?? 'gs',
    sessionSecret,
    trustProxy: parsed.TRUST_PROXY,
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT,
    aiProvider: resolveAiProvider(parsed.AI_PROVIDER, parsed.OPENAI_API_KEY),
    generationWaitMs: parsed.GENERATION_WAIT_MS,
    generationLimits: {
      maxInFlight: parsed.GENERATION_MAX_IN_FLIGHT,
      perMinute: { max: parsed.GENERATION_PER_MINUTE, windowSeconds: 60 },
      queueMax: parsed.GENERATION_QUEUE_MAX,
      keepFailed: { age: 86_400, count: parsed.GENERATION_KEEP_FAILED },
    },
    streamLimits: { perUser: parsed.STREAMS_PER_USER, perJob: parsed.STREAMS_PER_JOB },
    workspaceLimits: { membersMax: parsed.WORKSPACE_MEMBERS_MAX, perUserMax: parsed.WORKSPACES_PER_USER_MAX },
    mail: { enabled: Boolean(parsed.SMTP_URL), recipientsPerUserPerDay: parsed.MAIL_RECIPIENTS_PER_USER_PER_DAY, batchMs: parsed.MAIL_BATCH_S * 1000 },
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    webDist: parsed.WEB_DIST,
    serverRender: { concurrency: parsed.SERVER_RENDER_CONCURRENCY, queue: parsed.SERVER_RENDER_QUEUE, drawing: { threads: parsed.SERVER_RENDER_THREADS, nice: parsed.SERVER_RENDER_NICE } },
    metrics: { port: parsed.METRICS_PORT, host: parsed.METRICS_HOST ?? '127.0.0.1' },
    rateLimits: {
      loginPerUser: { max: parsed.RATE_LIMIT_LOGIN_PER_USER, windowSeconds: parsed.RATE_LIMIT_LOGIN_WINDOW_S },
      loginPerIp: { max: parsed.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: parsed.RATE_LIMIT_LOGIN_WINDOW_S },
      loginPerAccount: { max: parsed.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowSeconds: parsed.RATE_LIMIT_LOGIN_WINDOW_S },
      loginKnownAddressDays: parsed.RATE_LIMIT_LOGIN_KNOWN_ADDRESS_DAYS,
      register: { max: parsed.RATE_LIMIT_REGISTER_PER_IP, windowSeconds: parsed.RATE_LIMIT_REGISTER_WINDOW_S },
      contact: { max: parsed.RATE_LIMIT_CONTACT_PER_IP, windowSeconds: parsed.RATE_LIMIT_CONTACT_WINDOW_S },
      shared: { max: parsed.RATE_LIMIT_SHARED_PER_IP, windowSeconds: parsed.RATE_LIMIT_SHARED_WINDOW_S },
      drawnPages: { max: parsed.RATE_LIMIT_DRAWN_PAGES_PER_IP, windowSeconds: parsed.RATE_LIMIT_DRAWN_PAGES_WINDOW_S },
      sentWrites: { max: parsed.RATE_LIMIT_SENT_WRITES_PER_IP, windowSeconds: parsed.RATE_LIMIT_SENT_WRITES_WINDOW_S },
      passwordForgotPerAddress: { max: parsed.RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS, windowSeconds: parsed.RATE_LIMIT_PASSWORD_FORGOT_WINDOW_S },
      passwordForgotPerIp: { max: parsed.RATE_LIMIT_PASSWORD_FORGOT_PER_IP, windowSeconds: parsed.RATE_LIMIT_PASSWORD_FORGOT_WINDOW_S },
    },
    warnings,
  };
}
