// runGeneration (packages/server) against a real `generation` queue, a real worker calling the fake
// LLM and the test database: the one "queue a generation and wait for it" of the api's POST and the
// pack's steps. A result comes from the job's event or, when the wait ended without one, from where
// the job really stands: its saved row first.
import { createUser, findGenerationByJobId } from '@growth-suite/db';
import { createTestDatabase, type TestDatabase } from '@growth-suite/db/testing';
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { createGenerationEventPublisher, generationWaitListKey, runGeneration, type GenerationJobQueue, type RunGenerationDeps } from '@growth-suite/server';
import { GENERATION_QUEUE, generationJobId, JOB_FAILURE, type ToolSlug } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { removeRedisKeys, workerEnv } from '@growth-suite/testing';
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { createLogger } from '../src/logger.ts';
import { startWorker } from '../src/worker.ts';

const prefix = `${inject('redisPrefix')}-rungen`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connection = { url: redisUrl };
let db: TestDatabase;
let fake: FakeLlm;
let redis: Redis;
let deps: RunGenerationDeps;
let publisher: ReturnType<typeof createGenerationEventPublisher>;
let userId: number;
let counter = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  userId = (await createUser(db.knex, { username: 'rungen-user', email: 'r@example.com', fullName: null, passwordHash: 'x', role: 'user' })).id;
  fake = await startFakeLlm();
  redis = new Redis(redisUrl);
  const queue: GenerationJobQueue = new Queue(GENERATION_QUEUE, { connection, prefix });
  const events = new QueueEvents(GENERATION_QUEUE, { connection, prefix });
  await events.waitUntilReady();
  publisher = createGenerationEventPublisher(redis, prefix);
  deps = {
    queue,
    events,
    waitListKey: generationWaitListKey(prefix),
    redis,
    publisher,
    findSaved: async (jobId) => {
      const row = await findGenerationByJobId(db.knex, jobId);
      return row ? { historyId: row.id, results: row.results } : null;
    },
  };
});
afterAll(async () => {
  await deps.queue.obliterate({ force: true });
  await Promise.all([deps.queue.close(), deps.events.close(), fake.close()]);
  await removeRedisKeys(redisUrl, prefix);
  redis.disconnect();
  await db.drop();
});
beforeEach(() => fake.reset());

function workerWith(env: Record<string, string> = {}) {
  const config = loadConfig(workerEnv({ databaseUrl: db.url, redisUrl, redisPrefix: prefix, llm: fake }, { LOG_LEVEL: 'silent', LLM_TIMEOUT_MS: '5000', LLM_RETRY_BASE_MS: '10', ...env }));
  return startWorker({ config, knex: db.knex, logger: createLogger('silent') });
}

/** A new request of `tool` for the test user. */
function request(tool: ToolSlug = 'niche-finder') {
  const requestId = `rungen-${Date.now()}-${(counter += 1)}`;
  return { jobId: generationJobId(userId, requestId), data: { tool, userId, requestId, request: SAMPLE_REQUESTS[tool] } };
}

describe('runGeneration', () => {
  it('adds the job with the one set of job options, waits, and answers the saved row; the same request again joins it', async () => {
    const running = workerWith();
    try {
      const { jobId, data } = request();
      const [first, second] = await Promise.all([runGeneration(deps, { data, waitMs: 10_000 }), runGeneration(deps, { data, waitMs: 10_000 })]);
      const row = await findGenerationByJobId(db.knex, jobId);
      expect(first).toEqual({ state: 'completed', result: { historyId: row!.id, results: row!.results } });
      expect(second).toEqual(first);
      expect(fake.state.calls).toBe(1); // one job, one LLM call
      const job = await Job.fromId(deps.queue, jobId);
      expect(job!.opts).toMatchObject({ attempts: 1, removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 86_400, count: 1000 } });
      expect(job!.data.deadlineAt).toBeGreaterThan(job!.timestamp);
    } finally {
      await running.close(5000);
    }
  });

  it('a failed job is a failed outcome with its fixed reason', async () => {
    const running = workerWith({ LLM_MAX_ATTEMPTS: '1' });
    try {
      fake.configure({ mode: 'server-error' });
      const { data } = request();
      const outcome = await runGeneration(deps, { data, waitMs: 10_000 });
      expect(outcome).toEqual({ state: 'failed', reason: JOB_FAILURE.ai('server') });
    } finally {
      await running.close(5000);
    }
  });

  it('an abort ends the wait at once with its reason, the job left to its worker', async () => {
    const running = workerWith();
    try {
      fake.configure({ mode: 'hang' });
      const { jobId, data } = request();
      const abort = new AbortController();
      const waiting = runGeneration(deps, { data, waitMs: 10_000, signal: abort.signal });
      await expect.poll(() => fake.state.inFlight, { timeout: 5000 }).toBe(1);
      const reason = new Error('taken');
      abort.abort(reason);
      await expect(waiting).rejects.toBe(reason);
      // Nothing was decided for the job: it is still with the model.
      expect(await (await Job.fromId(deps.queue, jobId))!.getState()).toBe('active');
      expect(fake.state.inFlight).toBe(1);
      // Its owner's cancel, as the api asks it, ends the job itself.
      await publisher.requestCancel(jobId);
      await expect.poll(async () => (await Job.fromId(deps.queue, jobId))!.getState(), { timeout: 5000 }).toBe('failed');
    } finally {
      await running.close(5000);
    }
  });

  it('no worker took it within the wait: it is taken off the queue, not promised', async () => {
    const { jobId, data } = request();
    expect(await runGeneration(deps, { data, waitMs: 300 })).toEqual({ state: 'not-started' });
    expect(await Job.fromId(deps.queue, jobId)).toBeUndefined();
  });

  it('a job that vanished after saving its row: the row is the answer', async () => {
    const running = workerWith();
    try {
      const { jobId, data } = request();
      const done = await runGeneration(deps, { data, waitMs: 10_000 });
      const job = await Job.fromId(deps.queue, jobId);
      await job!.remove();
      // Joined after it is gone (a replay that found it a moment before): no event will come.
      expect(await runGeneration(deps, { data, job, waitMs: 10_000 })).toEqual(done);
      expect(fake.state.calls).toBe(1);
    } finally {
      await running.close(5000);
    }
  });

  it('a job that vanished without a row is gone', async () => {
    const { jobId, data } = request();
    const job = await deps.queue.add(data.tool, data, { jobId });
    await job.remove();
    expect(await runGeneration(deps, { data, job, waitMs: 10_000 })).toEqual({ state: 'gone' });
  });
});
