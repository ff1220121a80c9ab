import { createUser, listLlmCalls } from '@growth-suite/db';
import { createTestDatabase, type TestDatabase } from '@growth-suite/db/testing';
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { GENERATION_QUEUE, generationJobId, isModelTool, JOB_FAILURE, parsePath, TOOL_SLUGS, TOOLS, withValueAt, type ToolSlug } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { removeRedisKeys, workerEnv } from '@growth-suite/testing';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { createLogger } from '../src/logger.ts';
import { createWorkerMetrics } from '../src/metrics.ts';
import { startWorker } from '../src/worker.ts';
import { createProcessor } from '../src/processor.ts';
import { createCallJournal } from '../src/llm/journal.ts';
import { createGenerationEventPublisher } from '@growth-suite/server';
import { Redis } from 'ioredis';

const prefix = `${inject('redisPrefix')}-worker`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connection = { url: redisUrl };
let db: TestDatabase;
let queue: Queue;
let events: QueueEvents;
let fake: FakeLlm;
let userId: number;
let counter = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  userId = (await createUser(db.knex, { username: 'worker-user', email: 'w@example.com', fullName: null, passwordHash: 'x', role: 'user' })).id;
  queue = new Queue(GENERATION_QUEUE, { connection, prefix });
  events = new QueueEvents(GENERATION_QUEUE, { connection, prefix });
  await events.waitUntilReady();
  fake = await startFakeLlm();
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await Promise.all([queue.close(), events.close(), fake.close()]);
  // obliterate takes the queue's keys; what the worker wrote beside them under this file's prefix (each
  // job's event numbering and last event, the render queue's housekeeping) goes too.
  await removeRedisKeys(redisUrl, prefix);
  await db.drop();
});
beforeEach(() => fake.reset());

/** An in-process worker calling the fake LLM through the openai SDK (`{ AI_PROVIDER: 'demo' }` for the demo provider). */
function workerWith(env: Record<string, string> = {}, metrics = createWorkerMetrics()) {
  const config = loadConfig(workerEnv({ databaseUrl: db.url, redisUrl, redisPrefix: prefix, llm: fake }, { LOG_LEVEL: 'silent', LLM_TIMEOUT_MS: '1000', LLM_RETRY_BASE_MS: '10', ...env }));
  return startWorker({ config, knex: db.knex, logger: createLogger('silent'), metrics });
}

async function run(tool: ToolSlug, request: unknown = SAMPLE_REQUESTS[tool]) {
  const requestId = `req-${Date.now()}-${(counter += 1)}`;
  const jobId = generationJobId(userId, requestId);
  const job = await queue.add(tool, { tool, userId, requestId, request }, { jobId });
  return { jobId, result: job.waitUntilFinished(events, 15_000) as Promise<{ historyId: number; results: unknown }> };
}

describe('generation worker', () => {
  it('demo provider: a schema-valid result per tool and one history row (a code tool: its own code, no model)', async () => {
    const running = workerWith({ AI_PROVIDER: 'demo' });
    try {
      for (const tool of TOOL_SLUGS) {
        const { jobId, result } = await run(tool);
        const { historyId, results } = await result;
        expect(TOOLS[tool].resultSchema.safeParse(results).success).toBe(true);
        const row = await db.knex('generations').where({ job_id: jobId }).first();
        const by = isModelTool(tool) ? { provider: 'demo', prompt_version: 'demo' } : { provider: 'code', model: 'code', prompt_version: `${tool}@code` };
        expect(row).toMatchObject({ id: historyId, user_id: userId, tool, ...by });
      }
    } finally {
      await running.close(5000);
    }
  });

  it("a cancelled job aborts its LLM call at once (BullMQ's abort signal reaches the SDK) and is not retried", async () => {
    const running = workerWith({ LLM_TIMEOUT_MS: '10000' });
    try {
      fake.configure({ mode: 'hang' });
      const { jobId, result } = await run('offer-creator');
      await expect.poll(() => fake.state.inFlight, { timeout: 5000 }).toBe(1);
      const cancelledAt = Date.now();
      expect(running.worker.cancelJob(jobId, 'test')).toBe(true);
      await expect(result).rejects.toThrow('AI service failed (cancelled)');
      expect(Date.now() - cancelledAt).toBeLessThan(5000); // not the 10 s LLM timeout (the bench measures the real figure)
      expect(fake.state.calls).toBe(1);
      // The aborted call is recorded as cancelled (not an error of the AI service).
      expect(await listLlmCalls(db.knex, jobId)).toMatchObject([{ status: 'cancelled', errorKind: 'cancelled' }]);
    } finally {
      await running.close(5000);
    }
  });

  it('openai provider: calls the LLM through the SDK and records the call', async () => {
    const metrics = createWorkerMetrics();
    const running = workerWith({}, metrics);
    try {
      const { jobId, result } = await run('cold-email');
      const { results } = await result;
      expect((results as { sequence: unknown[] }).sequence).toHaveLength(4);
      expect(fake.state.byTool).toEqual({ 'cold-email': 1 });
      expect(await db.knex('generations').where({ job_id: jobId }).first()).toMatchObject({ provider: 'openai', prompt_version: 'cold-email@1' });
      expect(await listLlmCalls(db.knex, jobId)).toMatchObject([{ status: 'ok', provider: 'openai', inputTokens: 250, errorKind: null }]);
      // The worker's own 'completed' event can land just after the queue event the test waited on.
      await expect
        .poll(() => metrics.registry.metrics(), { interval: 20, timeout: 1000 })
        .toContain('gs_worker_job_duration_seconds_count{service="worker",tool="cold-email",outcome="ok"} 1');
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/gs_llm_calls_total\{tool="cold-email",outcome="ok",service="worker"\} 1/);
      expect(text).toMatch(/gs_llm_tokens_total\{tool="cold-email",direction="input",service="worker"\} 250/);
      expect(text).toMatch(/gs_worker_active_jobs\{service="worker"\} 0/);
    } finally {
      await running.close(5000);
    }
  });

  it('retries a 429 after Retry-After and succeeds', async () => {
    const running = workerWith();
    fake.configure({ script: ['rate-limit'], retryAfterSeconds: 0 });
    try {
      const { jobId, result } = await run('niche-finder');
      await result;
      expect(fake.state.calls).toBe(2);
      expect((await listLlmCalls(db.knex, jobId)).map((c) => c.errorKind)).toEqual(['rate_limit', null]);
    } finally {
      await running.close(5000);
    }
  });

  // The LLM fault matrix, tested here once: the real SDK against the fake LLM. Retryable faults are
  // tried LLM_MAX_ATTEMPTS times (hang: 2, set below), a bad request once; every attempt is an
  // llm_calls row with its error kind, no history row is written, and the job fails in good time.
  it.each([
    ['invalid-json', 3, 'invalid_json', {}],
    ['truncated', 3, 'truncated', {}],
    ['server-error', 3, 'server', {}],
    ['rate-limit', 3, 'rate_limit', {}],
    // A hanging LLM is cut off by LLM_TIMEOUT_MS on every attempt.
    ['hang', 2, 'timeout', { LLM_TIMEOUT_MS: '300', LLM_MAX_ATTEMPTS: '2' }],
    ['bad-request', 1, 'bad_request', {}],
  ] as const)('%s: fails after %i call(s) as %s, writes no row', async (mode, calls, kind, env) => {
    const running = workerWith(env);
    fake.configure({ mode, retryAfterSeconds: 0 });
    try {
      const started = Date.now();
      const { jobId, result } = await run('offer-creator');
      await expect(result).rejects.toThrow(`AI service failed (${kind})`);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(fake.state.calls).toBe(calls);
      expect(await db.knex('generations').where({ job_id: jobId }).first()).toBeUndefined();
      expect((await listLlmCalls(db.knex, jobId)).map((c) => [c.status, c.errorKind])).toEqual(Array.from({ length: calls }, () => ['error', kind]));
    } finally {
      await running.close(5000);
    }
  });

  it('refuses an invalid payload without calling the LLM', async () => {
    const running = workerWith();
    try {
      const { result } = await run('niche-finder', { email: 'nope' });
      await expect(result).rejects.toThrow('Invalid generation request');
      expect(fake.state.calls).toBe(0);
    } finally {
      await running.close(5000);
    }
  });

  it('reads its settings from the environment', () => {
    expect(loadConfig({ WORKER_CONCURRENCY: '4' }).concurrency).toBe(4);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow('WORKER_CONCURRENCY must be a whole number from 1 to 256');
    expect(loadConfig({}).aiProvider).toBe('demo');
    expect(loadConfig({ OPENAI_API_KEY: 'k' }).aiProvider).toBe('openai');
  });
});

describe('refinement jobs (one part of a saved result)', () => {
  /** Adds a refinement of `generationId` and waits for it. */
  async function refineJob(tool: ToolSlug, refine: { generationId: number; path: string; instruction?: string; baseVersion: number }) {
    const requestId = `refine-${Date.now()}-${(counter += 1)}`;
    const jobId = generationJobId(userId, requestId);
    const job = await queue.add(tool, { tool, userId, requestId, request: null, refine }, { jobId });
    return { jobId, result: job.waitUntilFinished(events, 15_000) as Promise<{ historyId: number; results: unknown; version: number }> };
  }
  const outside = (results: unknown, path: string) => JSON.stringify(withValueAt(results, parsePath(path)!, null));

  it('demo provider (offline): rewrites the part, keeps the rest byte-identical, writes version 2; stale and missing fail without a version', async () => {
    const running = workerWith({ AI_PROVIDER: 'demo' });
    try {
      const { result } = await run('growth-plan');
      const { historyId, results } = await result;
      const refined = await (await refineJob('growth-plan', { generationId: historyId, path: 'strategy/kpis', instruction: 'fewer', baseVersion: 1 })).result;
      expect(refined).toMatchObject({ historyId, version: 2 });
      expect(outside(refined.results, 'strategy/kpis')).toBe(outside(results, 'strategy/kpis'));
      expect(JSON.stringify(refined.results)).not.toBe(JSON.stringify(results));
      expect(await db.knex('generation_versions').where({ generation_id: historyId, number: 2 }).first()).toMatchObject({ kind: 'regenerate', author: 'ai', prompt_version: 'demo/refine@1', instruction: 'fewer' });
      // An instruction the demo cannot apply leaves the part's words as they were: no "[Demo mode …]" note is saved (issue 52).
      const kept = await (await refineJob('growth-plan', { generationId: historyId, path: 'strategy/phases/0', instruction: 'punchier', baseVersion: 2 })).result;
      expect(kept.version).toBe(3);
      expect(JSON.stringify(kept.results)).toBe(JSON.stringify(refined.results));
      const saved = await db.knex('generations').where({ id: historyId }).first();
      expect(JSON.stringify(saved)).not.toMatch(/Demo mode/);
      // From a version that is no longer current, or of a result that is not there: a fixed reason, nothing written.
      await expect((await refineJob('growth-plan', { generationId: historyId, path: 'strategy/kpis', baseVersion: 1 })).result).rejects.toThrow(JOB_FAILURE.stale);
      await expect((await refineJob('growth-plan', { generationId: 99_999_999, path: 'strategy/kpis', baseVersion: 1 })).result).rejects.toThrow(JOB_FAILURE.missing);
      await expect((await refineJob('cold-email', { generationId: historyId, path: 'sequence/0', baseVersion: 2 })).result).rejects.toThrow(JOB_FAILURE.missing);
      expect(await db.knex('generation_versions').where({ generation_id: historyId })).toHaveLength(3);
    } finally {
      await running.close(5000);
    }
  });

  it('openai provider: a part answer of the wrong shape is retried like any call, then fails with no version written', async () => {
    const running = workerWith();
    try {
      const { result } = await run('cold-email');
      const { historyId } = await result;
      fake.reset();
      fake.configure({ mode: 'wrong-shape' });
      const { jobId, result: refined } = await refineJob('cold-email', { generationId: historyId, path: 'sequence/2', baseVersion: 1 });
      await expect(refined).rejects.toThrow('AI service failed (schema)');
      expect(fake.state.byTool).toEqual({ 'cold-email:part': 3 });
      expect((await listLlmCalls(db.knex, jobId)).map((c) => c.errorKind)).toEqual(['schema', 'schema', 'schema']);
      expect(await db.knex('generation_versions').where({ generation_id: historyId })).toHaveLength(1);
      // And the same call answered: the part is written with the tool's refine prompt version.
      fake.configure({ mode: 'ok' });
      const ok = await (await refineJob('cold-email', { generationId: historyId, path: 'sequence/2', baseVersion: 1 })).result;
      expect(ok.version).toBe(2);
      expect(await db.knex('generation_versions').where({ generation_id: historyId, number: 2 }).first()).toMatchObject({ prompt_version: 'cold-email@1/refine@1', path: 'sequence/2', label: 'Email 3' });
    } finally {
      await running.close(5000);
    }
  });

  it.each(['json_object', 'prompt'] as const)('lenient structured output (%s): the part call names its schema in the prompt and lands', async (mode) => {
    const running = workerWith({ LLM_STRUCTURED_OUTPUT: mode });
    try {
      const { historyId, results } = await (await run('offer-creator')).result;
      const refined = await (await refineJob('offer-creator', { generationId: historyId, path: 'marketingAngles/1', instruction: 'bolder', baseVersion: 1 })).result;
      expect(refined.version).toBe(2);
      expect(outside(refined.results, 'marketingAngles/1')).toBe(outside(results, 'marketingAngles/1'));
      expect(fake.state.byTool).toEqual({ 'offer-creator': 1, 'offer-creator:part': 1 });
    } finally {
      await running.close(5000);
    }
  });

  it('a run after a crash whose version is already written returns it: no LLM call, no second version', async () => {
    const running = workerWith();
    let jobId: string;
    let first: { historyId: number; results: unknown; version: number };
    try {
      const { historyId } = await (await run('niche-finder')).result;
      const refinement = await refineJob('niche-finder', { generationId: historyId, path: 'recommendedNiches/2', baseVersion: 1 });
      jobId = refinement.jobId;
      first = await refinement.result;
    } finally {
      await running.close(5000);
    }
    // The same job as a worker sees it once another worker died holding it: started before.
    const job = (await queue.getJob(jobId))!;
    Object.assign(job, { attemptsStarted: 2 });
    fake.reset();
    const redis = new Redis(redisUrl);
    try {
      const config = loadConfig(workerEnv({ databaseUrl: db.url, redisUrl, redisPrefix: prefix, llm: fake }, { LOG_LEVEL: 'silent' }));
      const logger = createLogger('silent');
      const processJob = createProcessor({
        config,
        knex: db.knex,
        logger,
        metrics: createWorkerMetrics(),
        events: createGenerationEventPublisher(redis, prefix),
        journal: createCallJournal(redis, { prefix, knex: db.knex, logger }),
      });
      expect(await processJob(job as Parameters<typeof processJob>[0])).toEqual(first);
      expect(fake.state.calls).toBe(0);
      expect(await db.knex('generation_versions').where({ generation_id: first.historyId })).toHaveLength(2);
    } finally {
      redis.disconnect();
    }
  });
});
