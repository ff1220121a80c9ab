// Process and infrastructure faults on the queue path: a worker killed or stopped mid-job,
// a queue with no worker, a burst from one user, and Redis going away and coming back.
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { QueueViewSchema } from '@growth-suite/shared';
import { QueueRetryResponseSchema, QueueViewResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { INTAKE_FIELDS } from '@growth-suite/shared/tools/client-intake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '@growth-suite/db/testing';
import { freePort, startRedisServer, startTcpProxy, startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import { createTestApp, expectShape, type TestApp } from './support.ts';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());

/** A worker for `t`'s database and queue, calling the fake LLM. */
const envFor = (t: TestApp, extra: Record<string, string> = {}) => workerEnv({ ...t.services, llm: fake }, extra);
/** Waits until the fake LLM has `n` calls open. */
const llmInFlight = (n: number) => expect.poll(() => fake.state.inFlight, { interval: 50, timeout: 10_000 }).toBe(n);

/** An app on its own database and Redis prefix with one worker process; both stopped afterwards. */
async function withWorker(appEnv: Record<string, string>, workerExtra: Record<string, string>, test: (t: TestApp, worker: ChildHandle) => Promise<void>) {
  const t = await createTestApp(appEnv);
  const worker = await startWorkerProcess(envFor(t, workerExtra));
  try {
    await test(t, worker);
  } finally {
    await worker.stop();
    await t.close();
  }
}

const rowCount = async (t: TestApp) => Number(((await t.db.knex('generations').count({ n: '*' }).first()) as { n: number }).n);

describe('worker crashes and restarts', () => {
  it('kill -9 mid-job: another worker finishes it, exactly one history row', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '20000' });
    // Short locks so a dead worker's job is noticed in about two seconds, not thirty.
    const env = envFor(t, { WORKER_LOCK_MS: '1500', WORKER_STALLED_INTERVAL_MS: '1000' });
    const first = await startWorkerProcess(env);
    try {
      fake.reset();
      fake.configure({ latencyMs: 1500 });
      const user = await t.signedIn('crash-user');
      const pending = user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).then((r) => r);
      await llmInFlight(1); // the first worker called the LLM
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
        await second.stop();
      }
    } finally {
      first.kill('SIGKILL');
      await t.close();
    }
  });

  it('SIGTERM mid-job: the worker finishes the job, then exits 0', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '20000' });
    const worker = await startWorkerProcess(envFor(t, { SHUTDOWN_TIMEOUT_MS: '10000' }));
    try {
      fake.reset();
      fake.configure({ latencyMs: 1500 });
      const user = await t.signedIn('drain-user');
      const pending = user.post('/api/tools/cold-email').send(SAMPLE_REQUESTS['cold-email']).then((r) => r);
      await llmInFlight(1);
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

describe('a stopping worker that cannot finish in time', () => {
  it('another worker finishes its job at once, without waiting out the lock', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '20000' });
    // A 30 s lock: left to the stalled-job check, the job would sit for half a minute.
    const first = await startWorkerProcess(envFor(t, { SHUTDOWN_TIMEOUT_MS: '300', WORKER_LOCK_MS: '30000', WORKER_STALLED_INTERVAL_MS: '30000' }));
    let second: Awaited<ReturnType<typeof startWorkerProcess>> | undefined;
    try {
      fake.reset();
      fake.configure({ script: ['hang'] }); // the first call never answers; the next ones do
      const user = await t.signedIn('handback-user');
      const pending = user.post('/api/tools/growth-plan').send(SAMPLE_REQUESTS['growth-plan']).then((r) => r);
      await llmInFlight(1); // the first worker called the LLM
      second = await startWorkerProcess(envFor(t));
      const started = Date.now();
      first.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);
      const res = await pending;
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await rowCount(t)).toBe(1);
      expect(fake.state.calls).toBe(2);
    } finally {
      first.kill('SIGKILL');
      await second?.stop();
      await t.close();
    }
  });
});

describe('back-pressure', () => {
  it('a job nobody picks up: queued with its position, then taken off the queue (503, never a false "it will appear in History"), and a full queue is 429 (not now), not 503', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '1500', GENERATION_QUEUE_MAX: '1' });
    try {
      const user = await t.signedIn('queued-user');
      const pending = user.post('/api/tools/growth-plan').set('Idempotency-Key', 'queued-job-1').send(SAMPLE_REQUESTS['growth-plan']).then((r) => r);
      await expect.poll(async () => (await user.get('/api/tools/jobs/queued-job-1')).body, { interval: 50, timeout: 1000 }).toEqual({ state: 'queued', position: 0 });
      const full = await user.post('/api/tools/growth-plan').send(SAMPLE_REQUESTS['growth-plan']).expect(429);
      expect(full.body.message).toBe('Too many generations are queued right now. Please try again in a minute.');
      expect(full.headers['retry-after']).toBe('30');
      // A pack asked for now is refused the same way: the queue is full, not the service down.
      const intake = demoResult('client-intake', SAMPLE_REQUESTS['client-intake']);
      const transcript = (SAMPLE_REQUESTS['client-intake'] as { transcript: string }).transcript;
      const fields = Object.fromEntries(INTAKE_FIELDS.map((field) => [field, intake[field].value]));
      const clientId = (await user.post('/api/clients').send({ ...fields, calls: [{ date: '2026-11-20', transcript }] }).expect(201)).body.id as number;
      const pack = await user.post('/api/tools/pack').send({ clientId }).expect(429);
      expect(pack.body.message).toBe('Too many generations are queued right now. Please try again in a minute.');
      expect(pack.headers['retry-after']).toBe('30');
      const res = await pending;
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('The generation service is busy and your request was not started. Please try again in a minute.');
      expect(res.headers['retry-after']).toBe('30');
      // It is really gone: no job to report, and a worker that starts now never runs it.
      await user.get('/api/tools/jobs/queued-job-1').expect(404);
      fake.reset();
      const worker = await startWorkerProcess(envFor(t));
      try {
        // A deliberate fixed wait: it proves something does NOT happen (the ready worker takes no job).
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(fake.state.calls).toBe(0);
        expect(await rowCount(t)).toBe(0);
      } finally {
        await worker.stop();
      }
    } finally {
      await t.close();
    }
  });

  it('limits generations in flight and per minute for one user (429 with Retry-After)', async () => {
    await withWorker({ GENERATION_WAIT_MS: '10000', GENERATION_MAX_IN_FLIGHT: '1', GENERATION_PER_MINUTE: '3' }, {}, async (t) => {
      fake.reset();
      fake.configure({ latencyMs: 600 });
      const user = await t.signedIn('busy-user');
      const other = await t.signedIn('calm-user');
      const first = user.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).then((r) => r);
      await llmInFlight(1); // the first job started
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
    });
  });
});

describe('admission under a burst', () => {
  it('20 parallel generations from one user: exactly the in-flight limit (3) is admitted', async () => {
    await withWorker({ GENERATION_WAIT_MS: '10000', GENERATION_MAX_IN_FLIGHT: '3', GENERATION_PER_MINUTE: '100' }, {}, async (t) => {
      fake.reset();
      fake.configure({ latencyMs: 800 });
      const user = await t.signedIn('burst-user');
      const burst = await Promise.all(Array.from({ length: 20 }, () => user.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator'])));
      const statuses = burst.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(17);
      expect(fake.state.calls).toBe(3);
      expect(await rowCount(t)).toBe(3);
    });
  });
});

describe('deadlines: never a promise of a result that will not come', () => {
  it('an LLM that hangs: the job stops at its deadline and the caller hears 502 in time, not "it will appear in History"', async () => {
    // Left alone, three 1.5 s attempts would run for 4.5 s: far past the caller's 2 s wait.
    await withWorker({ GENERATION_WAIT_MS: '2000' }, { LLM_TIMEOUT_MS: '1500', LLM_MAX_ATTEMPTS: '3', LLM_RETRY_BASE_MS: '50' }, async (t) => {
      fake.reset();
      fake.configure({ mode: 'hang' });
      const user = await t.signedIn('deadline-user');
      const started = Date.now();
      const res = await user.post('/api/tools/niche-finder').set('Idempotency-Key', 'deadline-job-1').send(SAMPLE_REQUESTS['niche-finder']);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('The AI service could not produce a result. Please try again.');
      // Well short of the 4.5 s three attempts would take: the deadline stopped them. (How long it
      // really takes is a figure for the bench, not for a test on a busy 2-core machine.)
      expect(Date.now() - started).toBeLessThan(4500);
      expect((await user.get('/api/tools/jobs/deadline-job-1').expect(200)).body).toEqual({ state: 'failed' });
      // A deliberate fixed wait: it proves something does NOT happen (no attempt after the deadline).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(fake.state.calls).toBe(1);
      expect(await rowCount(t)).toBe(0);
    });
  });
});

describe('a database blip after the LLM answered', () => {
  it('the history write is retried: nothing is lost and the LLM is not called twice', async () => {
    const t = await createTestApp({ GENERATION_WAIT_MS: '15000' });
    const proxy = await startTcpProxy(Number(new URL(testDatabaseServerUrl()).port || 3306));
    const worker = await startWorkerProcess(envFor(t, { DATABASE_URL: t.db.url.replace(/:\d+\//, `:${proxy.port}/`) }));
    try {
      fake.reset();
      fake.configure({ latencyMs: 600 });
      const user = await t.signedIn('blip-user');
      const pending = user.post('/api/tools/cold-email').send(SAMPLE_REQUESTS['cold-email']).then((r) => r);
      await llmInFlight(1);
      proxy.down(); // MySQL goes away while the model is still writing
      await llmInFlight(0); // the LLM answered
      // The first save fails, and the worker says it will save again.
      await expect
        .poll(() => worker.output.some((line) => line.includes('database unavailable; saving again shortly')), { interval: 50, timeout: 10_000 })
        .toBe(true);
      proxy.up();
      const res = await pending;
      expect(res.status).toBe(200);
      expect(await rowCount(t)).toBe(1);
      expect(res.body.historyId).toBe((await t.db.knex('generations').first()).id);
      const calls = await t.db.knex('llm_calls').select('status');
      expect(calls).toEqual([{ status: 'ok' }]);
      expect(fake.state.calls).toBe(1);
    } finally {
      await worker.stop();
      await proxy.close();
      await t.close();
    }
  });
});

describe('failed jobs', () => {
  it('keep a fixed, safe reason (never SQL or the request) and are capped by count', async () => {
    await withWorker({ GENERATION_WAIT_MS: '10000', GENERATION_KEEP_FAILED: '2' }, {}, async (t, worker) => {
      fake.reset();
      // A job whose history insert is refused by the database (its user does not exist).
      const request = { ...SAMPLE_REQUESTS['offer-creator'], transcript: `${SAMPLE_REQUESTS['offer-creator'].transcript} SECRET-CLIENT-DETAIL` };
      const job = await t.generation.queue.add('offer-creator', { tool: 'offer-creator', userId: 999_999, requestId: 'orphan-job-1', request }, { jobId: 'gen-999999-orphan-job-1', attempts: 1 });
      await expect.poll(async () => job.getState(), { interval: 50, timeout: 10_000 }).toBe('failed');
      const failed = await t.generation.queue.getJob(job.id!);
      expect(failed?.failedReason).toBe('Internal error in the worker');
      expect(JSON.stringify(failed?.stacktrace ?? [])).not.toMatch(/insert into|SECRET-CLIENT-DETAIL/i);
      expect(worker.output.join('\n')).not.toMatch(/insert into|SECRET-CLIENT-DETAIL/i);

      // Failures through the API are kept, at most GENERATION_KEEP_FAILED of them.
      fake.configure({ mode: 'bad-request' });
      const user = await t.signedIn('failing-user');
      for (let i = 0; i < 3; i += 1) await user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).expect(502);
      const kept = await t.generation.queue.getJobs(['failed']);
      expect(kept.length).toBeLessThanOrEqual(2);
      expect(kept.map((j) => j.failedReason)).toContain('AI service failed (bad_request)');
    });
  });
});

describe('Redis outage', () => {
  it('answers 503 at once while Redis is down and recovers without a restart', async () => {
    const port = await freePort();
    let redis = await startRedisServer(port);
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, GENERATION_WAIT_MS: '10000' });
    const worker = await startWorkerProcess(envFor(t, { REDIS_URL: `redis://127.0.0.1:${port}` }));
    try {
      fake.reset();
      const user = await t.signedIn('outage-user');
      await user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).expect(200);

      redis.kill('SIGKILL');
      await redis.exited;
      const started = Date.now();
      const down = await user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']);
      expect(down.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000); // at once, not a wait for Redis until the 10 s limit
      expect(down.text).not.toMatch(/ECONNREFUSED|ioredis|stack/i);
      const anonymous = await t.agent().post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']);
      expect(anonymous.status).toBe(401);

      redis = await startRedisServer(port);
      // The data went with the old server (no persistence): sign in again, then generate.
      const signIn = () => t.agent().post('/api/login').send({ username: 'outage-user', password: 'password-123' });
      await expect.poll(async () => (await signIn()).status, { interval: 100, timeout: 5000 }).toBe(200);
      const back = await t.signedIn('outage-user');
      const res = await back.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']);
      expect(res.status).toBe(200);
      expect(worker.child.exitCode).toBeNull();
    } finally {
      await worker.stop('SIGTERM', 5000);
      await t.close().catch(() => {});
      redis.kill('SIGKILL');
    }
  });
});

describe('the admin queue view', () => {
  it('lists failed jobs with their reason and retries one to success', async () => {
    await withWorker({ GENERATION_WAIT_MS: '10000' }, {}, async (t) => {
      fake.reset();
      fake.configure({ mode: 'bad-request' });
      const user = await t.signedIn('queue-user');
      await user.post('/api/tools/niche-finder').set('Idempotency-Key', 'retry-me-1').send(SAMPLE_REQUESTS['niche-finder']).expect(502);
      const admin = await t.signedIn('administrator');
      await user.get('/api/admin/queue').expect(403);
      const view = await admin.get('/api/admin/queue').expect(200);
      expect(QueueViewSchema.parse(view.body).counts.failed).toBe(1); // the shared contract the admin page parses
      expectShape(QueueViewResponseSchema, view.body);
      const [failed] = view.body.failed;
      expect(failed).toMatchObject({ tool: 'niche-finder', state: 'failed', failedReason: expect.stringContaining('bad_request') });
      fake.configure({ mode: 'ok' });
      const retried = await admin.post(`/api/admin/queue/jobs/${failed.id}/retry`).expect(200);
      expect(expectShape(QueueRetryResponseSchema, retried.body).id).toBe(failed.id);
      // The retried job finishes and its result lands in the user's History.
      await expect
        .poll(async () => (await user.get('/api/tools/jobs/retry-me-1')).body, { interval: 50, timeout: 5000 })
        .toEqual({ state: 'completed', historyId: expect.any(Number) });
      await admin.post(`/api/admin/queue/jobs/${failed.id}/retry`).expect(409);
      await admin.post('/api/admin/queue/jobs/gen-0-nope/retry').expect(404);
    });
  });
});
