// Every paid LLM call leaves its `llm_calls` row, whatever happens to the job around it: a worker
// killed while the model streams, MySQL down when the result is saved, a job that reaches its
// deadline. Real worker processes, MySQL behind a proxy that can cut it, the fake LLM.
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '@growth-suite/db/testing';
import { startTcpProxy, startWorkerProcess, workerEnv } from '@growth-suite/testing';
import { createTestApp, type TestApp } from './support.ts';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());

const envFor = (t: TestApp, extra: Record<string, string> = {}) => workerEnv({ ...t.services, llm: fake }, extra);
const llmInFlight = (n: number) => expect.poll(() => fake.state.inFlight, { interval: 50, timeout: 10_000 }).toBe(n);
const callRows = (t: TestApp) => t.db.knex('llm_calls').orderBy('id').select('status', 'error_kind', 'input_tokens');
/** Nothing left in the journal once every call is in MySQL. */
const journalled = async (t: TestApp) => {
  const prefix = t.services.redisPrefix;
  return (await t.redis.hlen(`${prefix}:llm-calls:open`)) + (await t.redis.hlen(`${prefix}:llm-calls:done`));
};

describe('every paid LLM call is recorded', () => {
  it('a worker killed mid-stream: its call is recorded as interrupted, beside the call that finished the job', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '20000' });
    // Short locks so the dead worker's job moves on quickly; a short LLM timeout bounds how long an
    // open call can really last, after which an open record is known to be abandoned.
    const env = envFor(t, { WORKER_LOCK_MS: '1500', WORKER_STALLED_INTERVAL_MS: '1000', LLM_TIMEOUT_MS: '3000' });
    const first = await startWorkerProcess(env);
    try {
      fake.reset();
      fake.configure({ latencyMs: 1500 });
      const user = await t.signedIn('killed-user');
      const pending = user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).then((r) => r);
      await llmInFlight(1);
      first.kill('SIGKILL');
      await first.exited;
      const second = await startWorkerProcess(env);
      try {
        expect((await pending).status).toBe(200);
        expect(fake.state.calls).toBe(2);
        await expect
          .poll(() => callRows(t), { interval: 200, timeout: 15_000 })
          .toEqual(expect.arrayContaining([expect.objectContaining({ status: 'ok' }), { status: 'error', error_kind: 'interrupted', input_tokens: null }]));
        expect(await callRows(t)).toHaveLength(2);
        expect(await journalled(t)).toBe(0);
      } finally {
        await second.stop();
      }
    } finally {
      first.kill('SIGKILL');
      await t.close();
    }
  }, 45_000);

  it('MySQL down past the save budget: the job fails, and its paid call is recorded once MySQL is back', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '15000' });
    const proxy = await startTcpProxy(Number(new URL(testDatabaseServerUrl()).port || 3306));
    const worker = await startWorkerProcess(envFor(t, { DATABASE_URL: t.db.url.replace(/:\d+\//, `:${proxy.port}/`), HISTORY_WRITE_RETRY_MS: '500' }));
    try {
      fake.reset();
      fake.configure({ latencyMs: 600 });
      const user = await t.signedIn('outage-user');
      const pending = user.post('/api/tools/cold-email').send(SAMPLE_REQUESTS['cold-email']).then((r) => r);
      await llmInFlight(1);
      proxy.down(); // MySQL goes away while the model is writing, and stays away past the budget
      // The AI answered; the database failed, and the answer says so.
      const answer = await pending;
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 503, body: { message: 'The database is unavailable, so your result could not be saved or checked. Please try again shortly.' } });
      const failedAt = Date.now(); // the call had ended before this
      expect(await callRows(t)).toEqual([]);
      // A deliberate wait, so that a row dated when MySQL came back would be visibly late.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      proxy.up();
      await expect.poll(() => callRows(t), { interval: 200, timeout: 15_000 }).toEqual([{ status: 'ok', error_kind: null, input_tokens: expect.any(Number) }]);
      expect(fake.state.calls).toBe(1);
      expect(await t.db.knex('generations').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(await journalled(t)).toBe(0);
      // Dated when the call ended (on the server's clock), not when MySQL came back.
      const sinceFailure = Date.now() - failedAt;
      const [[{ age }]] = (await t.db.knex.raw('SELECT TIMESTAMPDIFF(MICROSECOND, created_at, NOW(3)) / 1000 AS age FROM llm_calls')) as [[{ age: string }]];
      expect(Number(age)).toBeGreaterThanOrEqual(sinceFailure - 100);
      expect(Number(age)).toBeLessThan(sinceFailure + 30_000);
    } finally {
      await worker.stop();
      await proxy.close();
      await t.close();
    }
  }, 45_000);

  it('a job that reaches its deadline: the call it was making is recorded as a timeout', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '2000' });
    const worker = await startWorkerProcess(envFor(t, { LLM_TIMEOUT_MS: '1500', LLM_MAX_ATTEMPTS: '3', LLM_RETRY_BASE_MS: '50' }));
    try {
      fake.reset();
      fake.configure({ mode: 'hang' });
      const user = await t.signedIn('deadline-calls-user');
      expect((await user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder'])).status).toBe(502);
      await expect.poll(() => callRows(t), { interval: 200, timeout: 10_000 }).toEqual([{ status: 'error', error_kind: 'timeout', input_tokens: null }]);
      expect(fake.state.calls).toBe(1);
    } finally {
      await worker.stop();
      await t.close();
    }
  });
});
