// The environment of a worker under test (a process, or `loadConfig` in-process) and of the
// benchmark's processes: where its database, Redis and LLM are, with retries fast enough for tests.

export interface WorkerTarget {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** An OpenAI-compatible server (the fake LLM); without one the worker uses the demo provider. */
  llm?: { url: string };
}

/**
 * `extra` overrides any default. LLM_TIMEOUT_MS (5 s) is above every latency a test sets on the
 * fake LLM; a test about timeouts sets its own.
 */
export function workerEnv(target: WorkerTarget, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: target.databaseUrl,
    REDIS_URL: target.redisUrl,
    REDIS_PREFIX: target.redisPrefix,
    ...(target.llm ? { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: target.llm.url } : { AI_PROVIDER: 'demo' }),
    LLM_TIMEOUT_MS: '5000',
    LLM_RETRY_BASE_MS: '50',
    WORKER_CONCURRENCY: '4',
    // A message not delivered yet is tried again within a second, not in minutes.
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_DELAY_MS: '1000',
    ...extra,
  };
}
