// A burst of generations against a small MySQL pool (issue: 1,000 at once refused as "database
// unavailable"). 300 POSTs with Idempotency-Keys, each with its event stream opened at the same moment
// as the SPA does, against an api whose pool holds 2 connections: waiting for a pooled connection is
// load, not an outage. No answer is a 503; every POST completes (or is refused 429 with Retry-After by
// the limits that exist, raised here so that they admit, as the bench does), every stream of a
// completed POST ends with its history id, and nothing is lost or saved twice.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { generationJobId } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse, startWorkerProcess, workerEnv, type SseStream } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    const statuses = (list: number[]) => Object.fromEntries([...new Set(list)].map((s) => [s, list.filter((x) => x === s).length]));
    const refusals = [...new Set(posts.filter((p) => p.status !== 200).map((p) => `${p.status} ${p.body.message}`))];
    expect(refusals).toEqual([]);
    const postStatuses = posts.map((p) => p.status);
    const streamStatuses = runs.map((r) => r.stream.status);
    // Not one "unavailable": the database was up throughout.
    expect({ posts: statuses(postStatuses), streams: statuses(streamStatuses) }).toEqual({
      posts: statuses(postStatuses.filter((s) => s === 200 || s === 429)),
      streams: statuses(streamStatuses.filter((s) => s === 200 || s === 429)),
    });
    // A refusal is the limits' own: 429 with Retry-After.
    for (const p of posts.filter((p) => p.status === 429)) expect(p.retryAfter).toMatch(/^\d+$/);

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
    // With the limits raised, nothing is refused at all: all of them complete.
    expect(ok.length).toBe(CONCURRENT);
  });
});
