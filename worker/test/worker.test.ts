import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@growth-suite/db/testing';
import { GENERATION_QUEUE, generationJobId } from '@growth-suite/shared';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { createLogger } from '../src/logger.ts';
import { startWorker } from '../src/worker.ts';

const prefix = `gs-test-${Date.now()}-${randomBytes(3).toString('hex')}`;
const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
let db: TestDatabase;
let queue: Queue;
let events: QueueEvents;

beforeAll(async () => {
  db = await createTestDatabase();
  queue = new Queue(GENERATION_QUEUE, { connection, prefix });
  events = new QueueEvents(GENERATION_QUEUE, { connection, prefix });
  await events.waitUntilReady();
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await Promise.all([queue.close(), events.close()]);
  await db.drop();
});

describe('generation worker', () => {
  it('takes jobs from the generation queue and fails them cleanly until generation exists', async () => {
    const config = loadConfig({ DATABASE_URL: db.url, REDIS_PREFIX: prefix, LOG_LEVEL: 'silent', WORKER_CONCURRENCY: '2' });
    const running = startWorker({ config, knex: db.knex, logger: createLogger('silent') });
    try {
      const job = await queue.add('niche-finder', { tool: 'niche-finder', userId: 1, requestId: 'abcdefgh', request: {} }, { jobId: generationJobId(1, 'abcdefgh') });
      await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow('Generation is not implemented yet');
      const bad = await queue.add('niche-finder', { tool: 'nope' });
      await expect(bad.waitUntilFinished(events, 10_000)).rejects.toThrow('Invalid generation job payload');
    } finally {
      expect(await running.close(5000)).toBe('drained');
    }
  });

  it('reads its concurrency and provider from the environment', () => {
    expect(loadConfig({ WORKER_CONCURRENCY: '4' }).concurrency).toBe(4);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow('WORKER_CONCURRENCY must be a whole number from 1 to 256');
    expect(loadConfig({}).aiProvider).toBe('demo');
  });
});
