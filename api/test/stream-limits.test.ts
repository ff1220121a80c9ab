// Open event streams are capped per user and per job (each holds memory and a file handle in an api
// process), with a clear 429 beyond the cap; a closed stream frees its slot. No worker here: every job
// waits in the queue, so its streams stay open.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse, type SseStream } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';

let t: TestApp;
let server: Server;
let base: string;
const open: SseStream[] = [];
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

beforeAll(async () => {
  t = await createTestApp({ STREAMS_PER_USER: '3', STREAMS_PER_JOB: '2' });
  server = createServer(t.server).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  server.close();
  await t.close();
});

async function browser(username: string) {
  await t.signedIn(username);
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username, password: 'password-123' }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return {
    /** Starts a generation (it waits in the queue) and answers its request id once the job exists. */
    async queue(requestId: string) {
      void fetch(`${base}/api/tools/niche-finder`, { method: 'POST', headers: { ...JSON_HEADERS, cookie, 'Idempotency-Key': requestId }, body: JSON.stringify(SAMPLE_REQUESTS['niche-finder']) }).catch(() => {});
      await expect.poll(async () => (await fetch(`${base}/api/tools/jobs/${requestId}`, { headers: { cookie } })).status, { interval: 50, timeout: 5000 }).toBe(200);
      return requestId;
    },
    async stream(requestId: string) {
      const stream = await openSse(`${base}/api/tools/jobs/${requestId}/events`, { cookie });
      open.push(stream);
      return stream;
    },
    /** A stream refused: its status and body. */
    async refused(requestId: string) {
      const res = await fetch(`${base}/api/tools/jobs/${requestId}/events`, { headers: { cookie, Accept: 'text/event-stream' } });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
    },
    /** Whether a stream would open now (one that opens is closed at once). */
    async opens(requestId: string) {
      const stream = await openSse(`${base}/api/tools/jobs/${requestId}/events`, { cookie });
      stream.close();
      return stream.status;
    },
  };
}

describe('open event streams', () => {
  it('are capped per job and per user with a clear 429, per user alone, and a closed one frees its slot', async () => {
    const ann = await browser('stream-ann');
    const first = await ann.queue('stream-cap-job-1');
    const second = await ann.queue('stream-cap-job-2');

    const a = await ann.stream(first);
    expect(a.status).toBe(200);
    expect(await a.until('queued')).toBeDefined();
    expect((await ann.stream(first)).status).toBe(200);
    expect(await ann.refused(first)).toEqual({
      status: 429,
      retryAfter: '5',
      body: { message: 'This generation is already open in too many tabs. Close one and try again.' },
    });

    expect((await ann.stream(second)).status).toBe(200);
    expect(await ann.refused(second)).toEqual({
      status: 429,
      retryAfter: '5',
      body: { message: 'Too many live views of your generations are open. Close some tabs and try again.' },
    });

    // Another user's streams are counted apart.
    const bob = await browser('stream-bob');
    expect((await bob.stream(await bob.queue('stream-cap-job-3'))).status).toBe(200);

    // Closing a stream gives its slot back.
    a.close();
    await expect.poll(() => ann.opens(second), { interval: 50, timeout: 5000 }).toBe(200);
  });
});
