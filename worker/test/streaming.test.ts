// Live generation in the worker: the LLM answer streams in, partial results are published (valid
// prefixes, only on change, throttled), the lenient structured-output modes work with one repair,
// and servers that cannot stream still work.
import { createUser, listLlmCalls } from '@growth-suite/db';
import { createTestDatabase, type TestDatabase } from '@growth-suite/db/testing';
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { generationEventKeys, type NumberedGenerationEvent } from '@growth-suite/server';
import { FINAL_GENERATION_EVENTS, GENERATION_QUEUE, generationJobId, sanitizePartialResult, TOOLS, type ToolSlug } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { removeRedisKeys, workerEnv } from '@growth-suite/testing';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { createLogger } from '../src/logger.ts';
import { startWorker } from '../src/worker.ts';

const prefix = `${inject('redisPrefix')}-streaming`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let db: TestDatabase;
let queue: Queue;
let events: QueueEvents;
let fake: FakeLlm;
let subscriber: Redis;
let userId: number;
let counter = 0;
const received = new Map<string, NumberedGenerationEvent[]>();

beforeAll(async () => {
  db = await createTestDatabase();
  userId = (await createUser(db.knex, { username: 'stream-user', email: 's@example.com', fullName: null, passwordHash: 'x', role: 'user' })).id;
  queue = new Queue(GENERATION_QUEUE, { connection: { url: redisUrl }, prefix });
  events = new QueueEvents(GENERATION_QUEUE, { connection: { url: redisUrl }, prefix });
  await events.waitUntilReady();
  fake = await startFakeLlm();
  subscriber = new Redis(redisUrl);
  await subscriber.psubscribe(`${prefix}:gen-events:*`);
  subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
    const jobId = channel.slice(`${prefix}:gen-events:`.length);
    received.set(jobId, [...(received.get(jobId) ?? []), JSON.parse(message) as NumberedGenerationEvent]);
  });
});
afterAll(async () => {
  subscriber.disconnect();
  await queue.obliterate({ force: true });
  await Promise.all([queue.close(), events.close(), fake.close()]);
  // obliterate takes the queue's keys; what the worker wrote beside them under this file's prefix (each
  // job's event numbering and last event, the render queue's housekeeping) goes too.
  await removeRedisKeys(redisUrl, prefix);
  await db.drop();
});
beforeEach(() => fake.reset());

function workerWith(env: Record<string, string> = {}) {
  const config = loadConfig(workerEnv({ databaseUrl: db.url, redisUrl, redisPrefix: prefix, llm: fake }, { LOG_LEVEL: 'silent', LLM_TIMEOUT_MS: '5000', LLM_RETRY_BASE_MS: '10', ...env }));
  return startWorker({ config, knex: db.knex, logger: createLogger('silent') });
}

async function run(tool: ToolSlug) {
  const requestId = `req-${Date.now()}-${(counter += 1)}`;
  const jobId = generationJobId(userId, requestId);
  const job = await queue.add(tool, { tool, userId, requestId, request: SAMPLE_REQUESTS[tool] }, { jobId });
  const { historyId, results } = (await job.waitUntilFinished(events, 20_000)) as { historyId: number; results: unknown };
  // The job's final event is published as it ends: wait until it reaches the subscriber (no guess at how long that takes).
  await expect.poll(() => (received.get(jobId) ?? []).some((e) => FINAL_GENERATION_EVENTS.includes(e.type)), { interval: 10, timeout: 5000 }).toBe(true);
  return { jobId, historyId, results, events: received.get(jobId) ?? [] };
}

const partials = (list: NumberedGenerationEvent[]) => list.filter((e) => e.type === 'partial').map((e) => (e as { results: unknown }).results);

describe('streaming', () => {
  it('publishes started, growing partial results (valid prefixes, each different), then completed; ids increase', async () => {
    const running = workerWith();
    try {
      fake.configure({ firstTokenMs: 20, tokenDelayMs: 15, chunkChars: 24 });
      const { jobId, historyId, results, events: list } = await run('niche-finder');
      expect(fake.state.streamed).toBe(1);
      expect(list[0]).toMatchObject({ type: 'started' });
      expect(list.at(-1)).toEqual({ id: list.at(-1)!.id, type: 'completed', historyId });
      expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => a - b));
      const steps = partials(list);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      for (const step of steps) expect(sanitizePartialResult('niche-finder', step)).toEqual(step);
      expect(new Set(steps.map((s) => JSON.stringify(s))).size).toBe(steps.length);
      // Each step is a prefix of the final result: the first niche's name grows into the final one.
      const final = results as { recommendedNiches: { nicheName: string }[] };
      const names = steps.map((s) => (s as { recommendedNiches?: { nicheName?: string }[] }).recommendedNiches?.[0]?.nicheName).filter(Boolean) as string[];
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(final.recommendedNiches[0]!.nicheName.startsWith(name)).toBe(true);
      // The latest event is kept for a client that connects late.
      const redis = new Redis(redisUrl);
      expect(JSON.parse((await redis.get(generationEventKeys(prefix, jobId).last))!)).toMatchObject({ type: 'completed', historyId });
      redis.disconnect();
    } finally {
      await running.close(5000);
    }
  });

  it('throttles partial results to about 10 a second however fast tokens come', async () => {
    const running = workerWith();
    try {
      fake.configure({ tokenDelayMs: 2, chunkChars: 4 }); // hundreds of chunks in about a second
      const started = Date.now();
      const { events: list } = await run('cold-email');
      const seconds = (Date.now() - started) / 1000;
      const steps = partials(list).length;
      expect(steps).toBeGreaterThan(1);
      expect(steps).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 2);
    } finally {
      await running.close(5000);
    }
  });

  it('LLM_STREAM=false: a server that cannot stream still works, with no partial results', async () => {
    const running = workerWith({ LLM_STREAM: 'false' });
    try {
      const { results, events: list } = await run('growth-plan');
      expect(fake.state.streamed).toBe(0);
      expect(TOOLS['growth-plan'].resultSchema.safeParse(results).success).toBe(true);
      expect(partials(list)).toEqual([]);
      expect(list.map((e) => e.type)).toEqual(['started', 'completed']);
    } finally {
      await running.close(5000);
    }
  });

  it('the demo provider streams too', async () => {
    const running = workerWith({ AI_PROVIDER: 'demo', DEMO_STREAM_MS: '600' });
    try {
      const { events: list } = await run('offer-creator');
      expect(partials(list).length).toBeGreaterThanOrEqual(3);
      expect(list.at(-1)).toMatchObject({ type: 'completed' });
    } finally {
      await running.close(5000);
    }
  });
});

describe('LLM_STRUCTURED_OUTPUT', () => {
  for (const mode of ['json_object', 'prompt'] as const) {
    it(`${mode}: the schema travels in the prompt, the answer is validated and saved`, async () => {
      const running = workerWith({ LLM_STRUCTURED_OUTPUT: mode });
      try {
        fake.configure({ tokenDelayMs: 5, chunkChars: 16 });
        const { jobId, results, events: list } = await run('growth-plan');
        expect(fake.state.byFormat).toEqual({ [mode === 'json_object' ? 'json_object' : 'prompt']: 1 });
        expect(TOOLS['growth-plan'].resultSchema.safeParse(results).success).toBe(true);
        expect(partials(list).length).toBeGreaterThan(0); // prompt mode streams a fenced answer: still parsed as it grows
        expect(await listLlmCalls(db.knex, jobId)).toMatchObject([{ status: 'ok' }]);
      } finally {
        await running.close(5000);
      }
    });

    it(`${mode}: an answer of the wrong shape gets one repair request, in the same attempt`, async () => {
      const running = workerWith({ LLM_STRUCTURED_OUTPUT: mode });
      try {
        fake.configure({ script: ['wrong-shape'] });
        const { jobId, results } = await run('cold-email');
        expect(fake.state.calls).toBe(2);
        expect(TOOLS['cold-email'].resultSchema.safeParse(results).success).toBe(true);
        expect(await listLlmCalls(db.knex, jobId)).toMatchObject([{ status: 'ok' }]);
      } finally {
        await running.close(5000);
      }
    });
  }

  it('json_schema (strict): no repair request; a wrong shape is a failed attempt the retry layer repeats', async () => {
    const running = workerWith();
    try {
      fake.configure({ script: ['wrong-shape'] });
      const { jobId } = await run('cold-email');
      expect(fake.state.byFormat).toEqual({ json_schema: 2 });
      expect(await listLlmCalls(db.knex, jobId)).toMatchObject([{ status: 'error', errorKind: 'schema' }, { status: 'ok' }]);
    } finally {
      await running.close(5000);
    }
  });

  it('a bad LLM_STRUCTURED_OUTPUT is refused at start with the allowed values', () => {
    expect(() => loadConfig({ LLM_STRUCTURED_OUTPUT: 'xml' })).toThrow(/LLM_STRUCTURED_OUTPUT/);
  });
});
