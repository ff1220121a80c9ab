// Live generation through the queue (DESIGN §9), with real processes: the event stream of the
// caller's own job (partial results before the POST answers, access rules, resume), cancel on
// whichever worker process holds the job, cancel while queued, and two api processes (the POST on
// one, the stream on the other).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listLlmCalls } from '@growth-suite/db';
import type { FakeLlm } from '@growth-suite/fake-llm';
import { GENERATION_CANCELLED_MESSAGE, generationJobId, sanitizePartialResult, type ToolSlug } from '@growth-suite/shared';
import { CancelResponseSchema, RunningJobsResponseSchema } from '@growth-suite/shared/contract';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse, startApiProcess } from '@growth-suite/testing';
import { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';

import { createTestApp, expectShape, type TestApp } from './support.ts';
import { withListeningApp } from './suite.ts';

let t: TestApp;
let fake: FakeLlm;
let base: string;
let counter = 0;
// Two worker processes: a job runs on either, and a cancel must reach the one holding it.
withListeningApp((app) => ({ t, fake, base } = app), {}, { workers: 2, workerEnv: { LLM_TIMEOUT_MS: '20000', WORKER_CONCURRENCY: '2' } });

const key = () => `live-${Date.now().toString(36)}-${(counter += 1)}`;
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** A signed-in browser against `at` (an api): its cookie, and helpers that send it. */
async function browser(username: string, at = base) {
  await t.signedIn(username); // creates the user
  const res = await fetch(`${at}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username, password: 'password-123' }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const as = (where: string) => ({
    cookie,
    generate: (requestId: string, tool: ToolSlug = 'niche-finder') =>
      fetch(`${where}/api/tools/${tool}`, { method: 'POST', headers: { ...JSON_HEADERS, cookie, 'Idempotency-Key': requestId }, body: JSON.stringify(SAMPLE_REQUESTS[tool]) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
        at: Date.now(),
      })),
    stream: (requestId: string, headers: Record<string, string> = {}) => openSse(`${where}/api/tools/jobs/${requestId}/events`, { cookie, ...headers }),
    cancel: (requestId: string) =>
      fetch(`${where}/api/tools/jobs/${requestId}/cancel`, { method: 'POST', headers: { ...JSON_HEADERS, cookie } }).then(async (r) => ({ status: r.status, body: await r.json() })),
  });
  return { ...as(at), on: as };
}

describe('the event stream', () => {
  it('shows partial results before the POST answers, then completed with the same history id', async () => {
    fake.configure({ firstTokenMs: 100, tokenDelayMs: 20, chunkChars: 24 });
    const ann = await browser('ann');
    const id = key();
    const answer = ann.generate(id);
    const stream = await ann.stream(id); // opened while the POST creates the job
    expect(stream.status).toBe(200);
    const completed = await stream.until('completed', 'failed');
    const post = await answer;
    expect(post.status).toBe(200);
    expect(completed).toMatchObject({ type: 'completed', data: { historyId: post.body.historyId } });
    const partials = stream.events.filter((e) => e.type === 'partial');
    expect(partials.length).toBeGreaterThanOrEqual(2);
    expect(partials[0]!.at).toBeLessThan(post.at);
    for (const p of partials) expect(sanitizePartialResult('niche-finder', p.data.results)).toEqual(p.data.results);
    expect(stream.events.map((e) => e.type)).toContain('started');
    const ids = stream.events.flatMap((e) => (e.id === undefined ? [] : [e.id]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await stream.done; // the stream ends after the final event
    expect(t.generation.live.streams).toBe(0);
    expect(t.generation.live.channels).toBe(0);
  });

  it('is only for the caller: anonymous 401; another user, an unknown or a malformed id 404', async () => {
    fake.configure({ firstTokenMs: 300 });
    const ann = await browser('ann');
    const bob = await browser('bob');
    const id = key();
    const answer = ann.generate(id);
    await (await ann.stream(id)).until('started');
    expect((await openSse(`${base}/api/tools/jobs/${id}/events`, {})).status).toBe(401);
    const other = await bob.stream(id);
    expect(other.status).toBe(404);
    expect((await bob.cancel(id)).status).toBe(404);
    expect((await ann.stream('no-such-request-id')).status).toBe(404);
    expect((await ann.stream('bad id!')).status).toBe(404);
    expect((await answer).status).toBe(200);
  });

  it('resumes after a dropped connection from Last-Event-ID: nothing repeated, nothing lost', async () => {
    fake.configure({ firstTokenMs: 50, tokenDelayMs: 40, chunkChars: 24 });
    const ann = await browser('ann');
    const id = key();
    const answer = ann.generate(id);
    const first = await ann.stream(id);
    await first.until('partial');
    first.close();
    // The server lets go of a stream whose client left (no timers, no subscription left behind).
    await expect.poll(() => t.generation.live.streams, { timeout: 2000 }).toBe(0);
    const lastId = Math.max(...first.events.flatMap((e) => (e.id === undefined ? [] : [e.id])));
    const second = await ann.stream(id, { 'Last-Event-ID': String(lastId) });
    const completed = await second.until('completed');
    expect(completed?.data.historyId).toBe((await answer).body.historyId);
    for (const event of second.events) if (event.id !== undefined) expect(event.id).toBeGreaterThan(lastId);
    // Reconnecting after the end gets the final event at once.
    const late = await ann.stream(id);
    expect(await late.until('completed')).toMatchObject({ data: { historyId: completed!.data.historyId } });
  });
});

describe('running generations (a screen reloaded, left or closed reattaches)', () => {
  const running = (cookie: string) =>
    fetch(`${base}/api/tools/jobs`, { headers: { ...JSON_HEADERS, cookie } }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));

  it('lists the caller\'s own running generation with what it was started with, and a POST with its key joins it', async () => {
    fake.configure({ firstTokenMs: 50, tokenDelayMs: 40, chunkChars: 24 });
    const ann = await browser('ann-running');
    const bob = await browser('bob-running');
    const id = key();
    // The page that sent it goes away (a reload): its POST is dropped; the job runs on.
    const gone = new AbortController();
    const dropped = fetch(`${base}/api/tools/offer-creator`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie: ann.cookie, 'Idempotency-Key': id },
      body: JSON.stringify({ ...SAMPLE_REQUESTS['offer-creator'] }),
      signal: gone.signal,
    }).catch(() => null);
    const stream = await ann.stream(id);
    await stream.until('partial');
    gone.abort();
    await dropped;

    const listed = await running(ann.cookie);
    expect(listed.status).toBe(200);
    const jobs = expectShape(RunningJobsResponseSchema, listed.body);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ requestId: id, tool: 'offer-creator', state: 'active', request: SAMPLE_REQUESTS['offer-creator'] });
    expect(Date.parse(jobs[0]!.queuedAt)).toBeLessThanOrEqual(Date.now());
    // Nobody else sees it.
    expect((await running(bob.cookie)).body).toEqual([]);
    expect((await fetch(`${base}/api/tools/jobs`)).status).toBe(401);

    // The reloaded screen sends the same request with the same key: it joins the job, one LLM call.
    const joined = await ann.generate(id, 'offer-creator');
    expect(joined.status).toBe(200);
    expect(fake.state.calls).toBe(1);
    const completed = await stream.until('completed');
    expect(completed?.data.historyId).toBe(joined.body.historyId);
    // Finished: no longer running.
    expect((await running(ann.cookie)).body).toEqual([]);
  });

  it('does not list a cancelled generation', async () => {
    fake.configure({ firstTokenMs: 50, tokenDelayMs: 300, chunkChars: 8 });
    const ann = await browser('ann-running-2');
    const id = key();
    const answer = ann.generate(id);
    const stream = await ann.stream(id);
    await stream.until('partial');
    expect(((await running(ann.cookie)).body as unknown[]).length).toBe(1);
    await ann.cancel(id);
    expect((await answer).status).toBe(409);
    await expect.poll(async () => (await running(ann.cookie)).body, { timeout: 3000 }).toEqual([]);
  });
});

describe('cancel', () => {
  it('a running generation: the worker holding it aborts the LLM call within a second, nothing is saved, never retried', async () => {
    fake.configure({ firstTokenMs: 50, tokenDelayMs: 300, chunkChars: 8 }); // a long answer: minutes
    const ann = await browser('ann');
    const id = key();
    const answer = ann.generate(id);
    const stream = await ann.stream(id);
    await stream.until('partial');
    expect(fake.state.inFlight).toBe(1);
    const cancelledAt = Date.now();
    const cancelling = await ann.cancel(id);
    expect(cancelling).toEqual({ status: 202, body: { state: 'cancelling' } });
    expectShape(CancelResponseSchema, cancelling.body);
    const post = await answer;
    expect(post).toMatchObject({ status: 409, body: { message: GENERATION_CANCELLED_MESSAGE } });
    expect(await stream.until('cancelled')).toBeDefined();
    await expect.poll(() => fake.state.inFlight, { timeout: 1000 }).toBe(0);
    expect(Date.now() - cancelledAt).toBeLessThan(5000); // not the 20 s LLM timeout (the bench measures the real figure)
    const jobId = generationJobId((await t.db.knex('users').where({ username: 'ann' }).first()).id, id);
    expect(await t.db.knex('generations').where({ job_id: jobId }).first()).toBeUndefined();
    expect(await listLlmCalls(t.db.knex, jobId)).toMatchObject([{ status: 'cancelled', errorKind: 'cancelled' }]);
    // Cancelled is final: asked again it says so, and no worker runs it again.
    expect(await ann.cancel(id)).toEqual({ status: 200, body: { state: 'cancelled' } });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fake.state.calls).toBe(1);
    const job = await Job.fromId(t.generation.queue, jobId);
    expect(job?.attemptsMade ?? 0).toBeLessThanOrEqual(1);
  });

  it('a finished generation answers 200 with how it ended', async () => {
    const ann = await browser('ann');
    const id = key();
    expect((await ann.generate(id)).status).toBe(200);
    const ended = await ann.cancel(id);
    expect(ended).toEqual({ status: 200, body: { state: 'completed' } });
    expectShape(CancelResponseSchema, ended.body);
    expect((await ann.cancel('never-sent-1')).status).toBe(404);
  });
});

describe('cancel while queued', () => {
  it('takes the job off the queue and the waiting POST answers 409 at once', async () => {
    // An app of its own with no worker: every job waits.
    const idle = await createTestApp();
    const idleServer = createServer(idle.server).listen(0, '127.0.0.1');
    await new Promise((resolve) => idleServer.once('listening', resolve));
    try {
      const at = `http://127.0.0.1:${(idleServer.address() as AddressInfo).port}`;
      await idle.signedIn('queued-user');
      const res = await fetch(`${at}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username: 'queued-user', password: 'password-123' }) });
      const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const id = key();
      const answer = fetch(`${at}/api/tools/offer-creator`, { method: 'POST', headers: { ...JSON_HEADERS, cookie, 'Idempotency-Key': id }, body: JSON.stringify(SAMPLE_REQUESTS['offer-creator']) });
      const stream = await openSse(`${at}/api/tools/jobs/${id}/events`, { cookie });
      expect(await stream.until('queued')).toMatchObject({ data: { position: 0 } });
      const cancel = await fetch(`${at}/api/tools/jobs/${id}/cancel`, { method: 'POST', headers: { ...JSON_HEADERS, cookie } });
      expect(cancel.status).toBe(202);
      const started = Date.now();
      const post = await answer;
      expect(post.status).toBe(409);
      expect(await post.json()).toEqual({ message: GENERATION_CANCELLED_MESSAGE });
      expect(Date.now() - started).toBeLessThan(5000); // at once, not at the wait limit (the bench measures the real figure)
      expect(await stream.until('cancelled')).toBeDefined();
      const userId = (await idle.db.knex('users').where({ username: 'queued-user' }).first()).id as number;
      expect(await Job.fromId(idle.generation.queue, generationJobId(userId, id))).toBeUndefined();
    } finally {
      idleServer.close();
      await idle.close();
    }
  });
});

describe('two api processes', () => {
  it('the POST on one and the stream on the other: partial results and the end arrive', async () => {
    fake.configure({ firstTokenMs: 100, tokenDelayMs: 20, chunkChars: 24 });
    const env = { DATABASE_URL: t.db.url, REDIS_URL: t.services.redisUrl, REDIS_PREFIX: t.services.redisPrefix, SESSION_SECRET: t.config.sessionSecret, LOG_LEVEL: 'info' };
    const apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    try {
      const [one, two] = apis.map((api) => `http://127.0.0.1:${/listening on http:\/\/[^:]+:(\d+)/.exec(api.output.join('\n'))![1]}`);
      const ann = await browser('ann', one);
      const id = key();
      const answer = ann.generate(id);
      const stream = await ann.on(two!).stream(id);
      expect(stream.status).toBe(200);
      const completed = await stream.until('completed', 'failed');
      const post = await answer;
      expect(post.status).toBe(200);
      expect(completed).toMatchObject({ type: 'completed', data: { historyId: post.body.historyId } });
      expect(stream.events.filter((e) => e.type === 'partial').length).toBeGreaterThanOrEqual(2);
      // And a cancel asked on the second reaches a job posted on the first.
      fake.configure({ tokenDelayMs: 300, chunkChars: 8 });
      const slow = key();
      const slowAnswer = ann.generate(slow);
      await (await ann.on(two!).stream(slow)).until('partial');
      expect((await ann.on(two!).cancel(slow)).status).toBe(202);
      expect((await slowAnswer).status).toBe(409);
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
  }, 60_000);
});
