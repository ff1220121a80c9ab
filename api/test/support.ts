// A real app for tests: its own MySQL database and Redis key prefix, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { createKnex, createUser, hashPassword, seed } from '@growth-suite/db';
import { createTestDatabase, type TestDatabase } from '@growth-suite/db/testing';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { createApp } from '../src/app.ts';
import { createGenerationQueue, type GenerationQueue } from '../src/lib/generationQueue.ts';
import { createRenderQueue, type RenderQueue } from '../src/lib/renderQueue.ts';
import { createMailQueue, type MailQueue } from '../src/lib/mailQueue.ts';
import { createApiMetrics, type ApiMetrics } from '../src/lib/metrics.ts';
import { loadConfig, type Config } from '../src/env.ts';
import { createLogger, type Logger } from '../src/lib/logger.ts';
import { createRedis } from '@growth-suite/server';
import type { WorkerTarget } from '@growth-suite/testing';
import { expect } from 'vitest';

export const ADMIN_PASSWORD = 'admin-password';

export interface TestApp {
  config: Config;
  db: TestDatabase;
  /** Where a worker for this app finds its database and queue: `workerEnv({ ...t.services, llm: fake })`. */
  services: Omit<WorkerTarget, 'llm'>;
  redis: Redis;
  generation: GenerationQueue;
  render: RenderQueue;
  mail: MailQueue;
  metrics: ApiMetrics;
  request: ReturnType<typeof supertest.agent>;
  /** The request handler, for raw requests with hand-made cookies. */
  server: ReturnType<ReturnType<typeof createApp>['callback']>;
  /** A fresh cookie jar (a second browser). */
  agent(): ReturnType<typeof supertest.agent>;
  /** A new browser signed in as `username` (created with `role` when missing). */
  signedIn(username: string, role?: 'user' | 'admin', password?: string): Promise<ReturnType<typeof supertest.agent>>;
  close(): Promise<void>;
}

/**
 * `options.databasePort`: the app reaches MySQL through this port (a TCP proxy the test controls)
 * while set-up and assertions use the direct connection in `db`.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { databasePort?: number; databasePool?: number; logger?: Logger } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  await seed(db.knex, { adminPassword: ADMIN_PASSWORD });
  const appDatabaseUrl = options.databasePort ? db.url.replace(/:\d+\//, `:${options.databasePort}/`) : db.url;
  // `databasePool`: the app's own pool of that many connections (a burst against a small pool).
  const appKnex = options.databasePort || options.databasePool ? createKnex(appDatabaseUrl, { max: options.databasePool ?? 5 }) : db.knex;
  const prefix = `gs-test-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: appDatabaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    ...env,
  });
  // The production connection (its fail-fast and reconnect policy), so outage tests test it.
  const redis = createRedis(config.redisUrl);
  redis.on('error', () => {});
  await redis.connect();
  const logger = options.logger ?? createLogger('silent');
  const generation = createGenerationQueue({ redisUrl: config.redisUrl, prefix, logger });
  await generation.ready();
  const render = createRenderQueue({ redisUrl: config.redisUrl, prefix, logger });
  await render.ready();
  const mail = createMailQueue({ redisUrl: config.redisUrl, prefix, logger, knex: appKnex, enabled: config.mail.enabled });
  const metrics = createApiMetrics({ knex: appKnex, generation });
  const app = createApp({ config, knex: appKnex, redis, logger, generation, render, mail, metrics });
  const server = app.callback();
  const agent = () => supertest.agent(server).set('X-Requested-With', 'XMLHttpRequest');
  return {
    config,
    db,
    services: { databaseUrl: db.url, redisUrl: config.redisUrl, redisPrefix: config.redisPrefix },
    redis,
    generation,
    render,
    mail,
    metrics,
    request: agent(),
    server,
    agent,
    async signedIn(username, role = 'user', password = 'password-123') {
      const exists = await db.knex('users').where({ username }).first();
      if (!exists) {
        await createUser(db.knex, { username, email: `${username}@example.com`, fullName: null, passwordHash: await hashPassword(password), role });
      }
      const browser = agent();
      const res = await browser.post('/api/login').send({ username, password: username === 'administrator' ? ADMIN_PASSWORD : password });
      if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status} ${res.text}`);
      return browser;
    },
    async close() {
      await Promise.all([generation.close(), render.close(), mail.close()]);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      if (appKnex !== db.knex) await appKnex.destroy();
      await db.drop();
    },
  };
}

/**
 * The answer is exactly what the shared contract says (`@growth-suite/shared/contract`), parsed as
 * the web parses it: a missing or mistyped field fails the parse, and a field the contract does not
 * name (a leaked column, say) fails the comparison, since parsing leaves it out.
 */
export function expectShape<T>(schema: { parse(value: unknown): T }, body: unknown): T {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}
