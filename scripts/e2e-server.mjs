// Server for the browser tests (started by Playwright's webServer): a fresh
// database and Redis key prefix for this run, migrated and seeded, then the api
// (serving the built SPA) and a worker. Everything it made is removed on exit.
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

Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl.toString(),
  REDIS_PREFIX: redisPrefix,
  PORT: env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
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
    { name: 'api', cmd: 'npx', args: ['tsx', 'api/src/index.ts'] },
    { name: 'worker', cmd: 'npx', args: ['tsx', 'worker/src/index.ts'] },
  ],
  { onExit: () => cleanUp().catch((error) => console.error(`[e2e] clean-up failed: ${error.message}`)) },
);
