// A burst of generations against a small MySQL pool (issue: 1,000 at once refused as "database
// unavailable"). 300 POSTs with Idempotency-Keys, each with its event stream opened at the same moment
// as the SPA does, against an api whose pool holds 2 connections: waiting for a pooled connection is
// load, not an outage. No answer is a 503; every POST completes or is refused 429 with Retry-After (the
// per-user limits are raised here so that they admit, as the bench does; what is left is a request
// that waited out the pool's acquire timeout on a busy machine), every stream of a completed POST ends
// with its history id, and nothing is lost, left half-started or saved twice. And the same pool held
// busy on purpose (the lookups of saved rows wait on a table lock, the database up throughout): a wait
// is answered when the connection comes, and a wait past the pool's acquire timeout is a 429 with
// Retry-After, never "the database is unavailable".
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { generationJobId } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse, startWorkerProcess, workerEnv, type SseStream } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../src/lib/unavailable.ts';
import { createTestApp, type TestApp } from './support.ts';

const CONCURRENT = 300;
const USERS = 10;
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

let t: TestApp;
let fake: FakeLlm;
let base: string;
const stops: (() => unknown)[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {
      GENERATION_WAIT_MS: '90000',
      // The per-user limits raised so that the burst is admitted (the bench does the same).
      GENERATION_MAX_IN_FLIGHT: '100000',
      GENERATION_PER_MINUTE: '100000',
      GENERATION_QUEUE_MAX: '100000',
      STREAMS_PER_USER: '100000',
    },
    { databasePool: 2 },
  );
  stops.unshift(() => t.close());
  fake = await startFakeLlm();
  stops.unshift(() => fake.close());
  // Slots for the whole burst at once (a worker takes 256 at most), so that the POSTs wait on the LLM, not the queue.
  for (let i = 0; i < 2; i += 1) {
    const worker = await startWorkerProcess(workerEnv({ ...t.services, llm: fake }, { WORKER_CONCURRENCY: String(CONCURRENT / 2), LLM_TIMEOUT_MS: '60000' }));
    stops.unshift(() => worker.stop());
  }
  const server = createServer(t.server).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  stops.unshift(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const stop of stops) await stop();
}, 60_000);

async function signIn(username: string): Promise<{ id: number; cookie: string }> {
  await t.signedIn(username); // creates the user
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username, password: 'password-123' }) });
  expect(res.status).toBe(200);
  const id = (await t.db.knex('users').where({ username }).first('id')).id as number;
  return { id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

interface Run {
  requestId: string;
  userId: number;
  post: Promise<{ status: number; retryAfter: string | null; body: { historyId?: number; message?: string } }>;
  stream: SseStream;
}

/** One generation as the SPA runs it: the POST and, at the same moment, its event stream. */
async function generation(user: { id: number; cookie: string }, n: number): Promise<Run> {
  const requestId = `burst-${Date.now().toString(36)}-${n}`;
  const post = fetch(`${base}/api/tools/niche-finder`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: user.cookie, 'Idempotency-Key': requestId },
    body: JSON.stringify(SAMPLE_REQUESTS['niche-finder']),
  }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { historyId?: number; message?: string } }));
  const stream = await openSse(`${base}/api/tools/jobs/${requestId}/events`, { cookie: user.cookie });
  return { requestId, userId: user.id, post, stream };
}

describe('a burst of generations against a MySQL pool of 2', () => {
  it(`${CONCURRENT} concurrent POSTs with Idempotency-Keys and their streams: no 503, every one answered, none lost or duplicated`, { timeout: 240_000 }, async () => {
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn(`burst${i}`)));
    // About a second per answer, streamed in chunks (partial results flow during the burst too).
    fake.configure({ firstTokenMs: 800, tokenDelayMs: 5, chunkChars: 64 });

    const runs = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => generation(users[i % USERS]!, i)));
    const posts = await Promise.all(runs.map((r) => r.post));
    const finals = await Promise.all(runs.map((r) => r.stream.until('completed', 'failed', 'cancelled')));
    for (const r of runs) r.stream.close();

    // Every POST answered: completed, or refused "not now" (429 with Retry-After: a pool that stayed
    // full past its acquire timeout on this busy machine, or a limit). Never a 503: the database was up.
    const answers = (list: { status: number; message?: string | undefined }[]) => [...new Set(list.map((a) => `${a.status}${a.message ? ` ${a.message}` : ''}`))].sort();
    const postAnswers = posts.map((p) => ({ status: p.status, message: p.status === 200 ? undefined : p.body.message }));
    expect(answers(postAnswers)).toEqual(answers(postAnswers.filter((a) => a.status === 200 || (a.status === 429 && a.message === BUSY_MESSAGE))));
    for (const p of posts.filter((p) => p.status === 429)) expect(p.retryAfter).toMatch(/^\d+$/);
    // A stream is let in (200), or refused "not now" (429), or not found because its POST was refused.
    const streams = runs.map((r, i) => ({ status: r.stream.status, post: posts[i]!.status }));
    expect(streams.filter((s) => !(s.status === 200 || s.status === 429 || (s.status === 404 && s.post !== 200)))).toEqual([]);

    // Every completed POST's stream (when it was let in) ended with the same history id; none saved twice.
    const ok = posts.flatMap((p, i) => (p.status === 200 ? [{ historyId: p.body.historyId, run: runs[i]!, final: finals[i] }] : []));
    for (const { historyId, run, final } of ok.filter((o) => o.run.stream.status === 200)) {
      expect({ requestId: run.requestId, final: final?.type, historyId: final?.data.historyId }).toEqual({ requestId: run.requestId, final: 'completed', historyId });
    }
    const ids = ok.map((o) => o.historyId);
    expect(new Set(ids).size).toBe(ids.length);
    const jobIds = runs.map((r) => generationJobId(r.userId, r.requestId));
    const rows = await t.db.knex('generations').whereIn('job_id', jobIds).count('* as n');
    expect(Number(rows[0]?.n)).toBe(ok.length);
    // A refused POST started nothing: no job was left behind for it.
    for (const [i, p] of posts.entries()) if (p.status !== 200) expect(await t.generation.queue.getJob(jobIds[i]!)).toBeUndefined();
    // What this machine managed (the bench measures 1,000 at once on its own processes).
    console.info(`burst of ${CONCURRENT} on a pool of 2: ${ok.length} completed, ${CONCURRENT - ok.length} refused 429; streams ${JSON.stringify(answers(streams.map((st) => ({ status: st.status }))))}`);
    expect(ok.length).toBeGreaterThan(0);
  });
});

/**
 * Holds a write lock on the tables a saved-row lookup reads (generations, generation_versions) until
 * the returned function is called: the app's lookups then wait inside MySQL, holding their pooled
 * connections, and everything else waits for one. The database stays up and answers everything else.
 */
async function holdSavedRows(): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = t.db.knex.transaction(async (trx) => {
    await trx.raw('LOCK TABLES generations WRITE, generation_versions WRITE, generation_versions AS v WRITE, generations AS g WRITE');
    locked();
    await released;
    await trx.raw('UNLOCK TABLES');
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

/** The app's statements waiting on the lock, as MySQL reports them. */
async function waitingOnLock(): Promise<number> {
  const [rows] = (await t.db.knex.raw("SELECT COUNT(*) AS n FROM information_schema.processlist WHERE state LIKE 'Waiting for table%' AND db = DATABASE()")) as [{ n: number }[]];
  return Number(rows[0]?.n ?? 0);
}

describe('the same pool held busy (the database up throughout)', () => {
  it('a POST whose lookup waits for the pool longer than 2 s, and its stream, are answered once the connection comes: no 503', { timeout: 60_000 }, async () => {
    const user = await signIn('holder1');
    fake.configure({ firstTokenMs: 50, tokenDelayMs: 5, chunkChars: 64 });
    const release = await holdSavedRows();
    let started: Promise<Run[]>;
    try {
      // Two lookups take both connections and wait on the lock; the rest wait for a connection.
      started = Promise.all([0, 1, 2].map((n) => generation(user, 1000 + n)));
      await expect.poll(waitingOnLock, { interval: 50, timeout: 10_000 }).toBe(2);
      // A deliberate fixed wait: it proves something does NOT happen (a lookup that waited 2 s was
      // answered "the database is unavailable" before).
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      await release();
    }
    const runs = await started;
    const posts = await Promise.all(runs.map((r) => r.post));
    expect(posts.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(runs.map((r) => r.stream.status)).toEqual([200, 200, 200]);
    const finals = await Promise.all(runs.map((r) => r.stream.until('completed', 'failed', 'cancelled')));
    expect(finals.map((f) => f?.data.historyId)).toEqual(posts.map((p) => p.body.historyId));
  });

  it("a request that waited past the pool's acquire timeout is told 429 with Retry-After, not 'the database is unavailable'", { timeout: 60_000 }, async () => {
    const user = await signIn('holder2');
    const release = await holdSavedRows();
    try {
      const runs = [0, 1].map((n) => fetch(`${base}/api/tools/niche-finder`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: user.cookie, 'Idempotency-Key': `held-${Date.now().toString(36)}-${n}` },
        body: JSON.stringify(SAMPLE_REQUESTS['niche-finder']),
      }));
      await expect.poll(waitingOnLock, { interval: 50, timeout: 10_000 }).toBe(2);
      // Both connections are held: this one waits its whole turn (knex's acquire timeout, 10 s).
      const res = await fetch(`${base}/api/tools/jobs`, { headers: { cookie: user.cookie } });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 429, body: { message: 'The server is busy right now. Please try again in a few seconds.' } });
      expect(res.headers.get('retry-after')).toBe('5');
      await release();
      expect((await Promise.all(runs)).map((r) => r.status)).toEqual([200, 200]);
    } finally {
      await release();
    }
  });
});
