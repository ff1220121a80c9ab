// Process and infrastructure faults on the queue path: a worker killed or stopped mid-job,
// a queue with no worker, a burst from one user, and Redis going away and coming back.
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedisServer, startWorkerProcess, waitFor } from './processes.ts';
import { createTestApp, type TestApp } from './support.ts';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());

const workerEnv = (t: TestApp, extra: Record<string, string> = {}) => ({
  DATABASE_URL: t.db.url,
  REDIS_URL: t.config.redisUrl,
  REDIS_PREFIX: t.config.redisPrefix,
  AI_PROVIDER: 'openai',
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: fake.url,
  LLM_TIMEOUT_MS: '5000',
  LLM_RETRY_BASE_MS: '50',
  ...extra,
});

const rowCount = async (t: TestApp) => Number(((await t.db.knex('generations').count({ n: '*' }).first()) as { n: number }).n);

describe('worker crashes and restarts', () => {
  it('kill -9 mid-job: another worker finishes it, exactly one history row', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '20000' });
    // Short locks so a dead worker's job is noticed in about two seconds, not thirty.
    const env = workerEnv(t, { WORKER_LOCK_MS: '1500', WORKER_STALLED_INTERVAL_MS: '1000' });
    const first = await startWorkerProcess(env);
    try {
      fake.reset();
      fake.configure({ latencyMs: 1500 });
      const user = await t.signedIn('crash-user');
      const pending = user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).then((r) => r);
      await waitFor(() => fake.state.inFlight === 1, 10_000, 'the first worker to call the LLM');
      first.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      const second = await startWorkerProcess(env);
      try {
        const res = await pending;
        expect(res.status).toBe(200);
        expect(await rowCount(t)).toBe(1);
        expect(res.body.historyId).toBe((await t.db.knex('generations').first()).id);
        expect(fake.state.calls).toBe(2); // the killed attempt and the one that finished
      } finally {
        second.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      first.kill('SIGKILL');
      await t.close();
    }
  });

  it('SIGTERM mid-job: the worker finishes the job, then exits 0', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '20000' });
    const worker = await startWorkerProcess(workerEnv(t, { SHUTDOWN_TIMEOUT_MS: '10000' }));
    try {
      fake.reset();
      fake.configure({ latencyMs: 1500 });
      const user = await t.signedIn('drain-user');
      const pending = user.post('/api/tools/cold-email').send(SAMPLE_REQUESTS['cold-email']).then((r) => r);
      await waitFor(() => fake.state.inFlight === 1, 10_000, 'the worker to call the LLM');
      worker.kill('SIGTERM');
      const res = await pending;
      expect(res.status).toBe(200);
      expect(await worker.exited).toEqual({ code: 0, signal: null });
      expect(await rowCount(t)).toBe(1);
      expect(worker.output.some((line) => line.includes('draining'))).toBe(true);
    } finally {
      worker.kill('SIGKILL');
      await t.close();
    }
  });
});

describe('back-pressure', () => {
  it('a job nobody picks up: queued with its position, 504 that points to History, and a full queue is 503', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '1500', GENERATION_QUEUE_MAX: '1' });
    try {
      const user = await t.signedIn('queued-user');
      const pending = user.post('/api/tools/growth-plan').set('Idempotency-Key', 'queued-job-1').send(SAMPLE_REQUESTS['growth-plan']).then((r) => r);
      let status: { body: unknown; status: number } = { body: null, status: 0 };
      for (let i = 0; i < 20 && status.status !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = await user.get('/api/tools/jobs/queued-job-1');
      }
      expect(status.body).toEqual({ state: 'queued', position: 0 });
      const full = await user.post('/api/tools/growth-plan').send(SAMPLE_REQUESTS['growth-plan']).expect(503);
      expect(full.body.message).toBe('Too many generations are queued right now. Please try again in a minute.');
      expect(full.headers['retry-after']).toBe('30');
      const res = await pending;
      expect(res.status).toBe(504);
      expect(res.body.message).toBe('Your result is taking longer than usual. It will appear in History when it is ready.');
    } finally {
      await t.close();
    }
  });

  it('limits generations in flight and per minute for one user (429 with Retry-After)', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '10000', GENERATION_MAX_IN_FLIGHT: '1', GENERATION_PER_MINUTE: '3' });
    const worker = await startWorkerProcess(workerEnv(t));
    try {
      fake.reset();
      fake.configure({ latencyMs: 600 });
      const user = await t.signedIn('busy-user');
      const other = await t.signedIn('calm-user');
      const first = user.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).then((r) => r);
      await waitFor(() => fake.state.inFlight === 1, 10_000, 'the first job to start');
      const second = await user.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']);
      expect(second.status).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
      // Fairness: another user is not held up by this one.
      await other.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).expect(200);
      expect((await first).status).toBe(200);
      fake.configure({ latencyMs: 0 });
      await user.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).expect(200);
      await user.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).expect(200);
      const perMinute = await user.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).expect(429);
      expect(perMinute.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    } finally {
      worker.kill('SIGTERM');
      await worker.exited;
      await t.close();
    }
  });
});

describe('Redis outage', () => {
  it('answers 503 at once while Redis is down and recovers without a restart', async () => {
    const port = await freePort();
    let redis = await startRedisServer(port);
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, GENERATION_WAIT_MS: '10000' });
    const worker = await startWorkerProcess(workerEnv(t, { REDIS_URL: `redis://127.0.0.1:${port}` }));
    try {
      fake.reset();
      const user = await t.signedIn('outage-user');
      await user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).expect(200);

      redis.kill('SIGKILL');
      await redis.exited;
      const started = Date.now();
      const down = await user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']);
      expect(down.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(down.text).not.toMatch(/ECONNREFUSED|ioredis|stack/i);
      const anonymous = await t.agent().post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']);
      expect(anonymous.status).toBe(401);

      redis = await startRedisServer(port);
      // The data went with the old server (no persistence): sign in again, then generate.
      let again = await t.agent().post('/api/login').send({ username: 'outage-user', password: 'password-123' });
      for (let i = 0; i < 50 && again.status !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = await t.agent().post('/api/login').send({ username: 'outage-user', password: 'password-123' });
      }
      expect(again.status).toBe(200);
      const back = await t.signedIn('outage-user');
      const res = await back.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']);
      expect(res.status).toBe(200);
      expect(worker.child.exitCode).toBeNull();
    } finally {
      worker.kill('SIGTERM');
      await Promise.race([worker.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      worker.kill('SIGKILL');
      await t.close().catch(() => {});
      redis.kill('SIGKILL');
    }
  });
});

describe('the admin queue view', () => {
  it('lists failed jobs with their reason and retries one to success', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '10000' });
    const worker = await startWorkerProcess(workerEnv(t));
    try {
      fake.reset();
      fake.configure({ mode: 'bad-request' });
      const user = await t.signedIn('queue-user');
      await user.post('/api/tools/niche-finder').set('Idempotency-Key', 'retry-me-1').send(SAMPLE_REQUESTS['niche-finder']).expect(502);
      const admin = await t.signedIn('administrator');
      await user.get('/api/admin/queue').expect(403);
      const view = await admin.get('/api/admin/queue').expect(200);
      expect(view.body.counts.failed).toBe(1);
      const [failed] = view.body.failed;
      expect(failed).toMatchObject({ tool: 'niche-finder', state: 'failed', failedReason: expect.stringContaining('bad_request') });
      fake.configure({ mode: 'ok' });
      await admin.post(`/api/admin/queue/jobs/${failed.id}/retry`).expect(200);
      // The retried job finishes and its result lands in the user's History.
      let status = await user.get('/api/tools/jobs/retry-me-1');
      for (let i = 0; i < 100 && status.body.state !== 'completed'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = await user.get('/api/tools/jobs/retry-me-1');
      }
      expect(status.body).toEqual({ state: 'completed', historyId: expect.any(Number) });
      await admin.post(`/api/admin/queue/jobs/${failed.id}/retry`).expect(409);
      await admin.post('/api/admin/queue/jobs/gen-0-nope/retry').expect(404);
    } finally {
      worker.kill('SIGTERM');
      await worker.exited;
      await t.close();
    }
  });
});
