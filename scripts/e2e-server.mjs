// Server for the browser tests (started by Playwright's webServer): a fresh
// database and Redis key prefix for this run, migrated and seeded, then the api
// (serving the built SPA), a worker and the fake OpenAI server the worker calls. Everything it made is removed on exit.
// Mail: the api on E2E_PORT has mail off (the product's default, which most specs see); a second api on
// E2E_PORT + 2, on the same database and queue, has mail on: the worker sends its messages to a real
// SMTP server (the mailbox, SMTP on E2E_PORT + 3) whose arrivals a spec reads at E2E_PORT + 4.
import mysql from 'mysql2/promise';
import { Redis } from 'ioredis';
import { loadEnv } from './lib/env.mjs';
import { step, supervise } from './lib/proc.mjs';

const env = loadEnv();
const runId = `${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
const serverUrl = new URL(process.env.TEST_DATABASE_SERVER_URL ?? 'mysql://root@127.0.0.1:3306');
const dbName = `gs_e2e_${runId}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${dbName}`;
const redisPrefix = `gs-e2e-${runId}`;

// Beside the app's port by default, so two checkouts can run their browser tests at once.
const appPort = Number(env.E2E_PORT ?? 3100);
const fakeLlmPort = env.E2E_FAKE_LLM_PORT ?? String(appPort + 1);
const mailApiPort = String(appPort + 2);
const mailboxSmtpPort = String(appPort + 3);
const mailboxHttpPort = String(appPort + 4);

Object.assign(process.env, {
  // The worker talks to the repo's fake OpenAI server through the real SDK.
  AI_PROVIDER: 'openai',
  OPENAI_API_KEY: 'e2e-test-key',
  OPENAI_BASE_URL: `http://127.0.0.1:${fakeLlmPort}/v1`,
  // Room for the live-generation specs' deliberately slow streams (a few seconds of writing) on a busy machine.
  LLM_TIMEOUT_MS: '15000',
  LLM_RETRY_BASE_MS: '100',
  // Every browser test signs up from 127.0.0.1: raise (not remove) the per-IP limits.
  // The limits themselves are covered by the API tests.
  RATE_LIMIT_REGISTER_PER_IP: '1000',
  RATE_LIMIT_CONTACT_PER_IP: '200',
  RATE_LIMIT_SHARED_PER_IP: '1000',
  RATE_LIMIT_DRAWN_PAGES_PER_IP: '100000',
  RATE_LIMIT_SENT_WRITES_PER_IP: '1000',
  GENERATION_PER_MINUTE: '200',
  METRICS_PORT: '0', // no fixed port to collide with a running instance
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl.toString(),
  REDIS_PREFIX: redisPrefix,
  PORT: env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  // Links in mails and answers on the address the browser tests open (their cookies are for 127.0.0.1).
  APP_URL: `http://127.0.0.1:${appPort}`,
  ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? 'admin-e2e-password',
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
});

async function cleanUp() {
  const connection = await mysql.createConnection(serverUrl.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await connection.end();
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

if (step('e2e-migrate', process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'migrate']) !== 0) {
  await cleanUp().catch(() => {});
  process.exit(1);
}

supervise(
  [
    { name: 'fake-llm', cmd: process.execPath, args: ['--import', 'tsx', 'packages/fake-llm/src/cli.ts'], env: { FAKE_LLM_PORT: fakeLlmPort, FAKE_LLM_LATENCY_MS: '300' } },
    { name: 'mailbox', cmd: process.execPath, args: ['--import', 'tsx', 'packages/testing/src/mailbox-cli.ts'], env: { MAILBOX_SMTP_PORT: mailboxSmtpPort, MAILBOX_HTTP_PORT: mailboxHttpPort } },
    { name: 'api', cmd: process.execPath, args: ['--import', 'tsx', 'api/src/index.ts'] },
    { name: 'api-mail', cmd: process.execPath, args: ['--import', 'tsx', 'api/src/index.ts'], env: { PORT: mailApiPort, APP_URL: `http://127.0.0.1:${mailApiPort}`, SMTP_URL: `smtp://127.0.0.1:${mailboxSmtpPort}` } },
    { name: 'worker', cmd: process.execPath, args: ['--import', 'tsx', 'worker/src/index.ts'], env: { SMTP_URL: `smtp://127.0.0.1:${mailboxSmtpPort}` } },
  ],
  { onExit: () => cleanUp().catch((error) => console.error(`[e2e] clean-up failed: ${error.message}`)) },
);
