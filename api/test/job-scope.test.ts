// A generation's status, its event stream, cancel and the running list are answered only in the job's
// workspace, to a current member of it (issue: a removed member kept reading a job's status for about
// an hour). A member removed from a team gets 404 at once on each, and a stream of theirs that is open
// ends when the membership does. End to end: the real api on a port, a worker process, the fake LLM.
import { generationJobId, NOT_A_MEMBER, WORKSPACE_HEADER } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse } from '@growth-suite/testing';
import type { FakeLlm } from '@growth-suite/fake-llm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withListeningApp } from './suite.ts';
import type { TestApp } from './support.ts';
import { join, person, team } from './teams.ts';

let t: TestApp;
let fake: FakeLlm;
let base: string;
withListeningApp((app) => ({ t, fake, base } = app), { GENERATION_WAIT_MS: '30000', GENERATION_PER_MINUTE: '100' }, { workerEnv: { LLM_TIMEOUT_MS: '25000' } });

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
let counter = 0;
const key = () => `scope-${Date.now().toString(36)}-${(counter += 1)}`;

type Person = Awaited<ReturnType<typeof person>>;
let owner: Person;
let teamId = 0;

beforeAll(async () => {
  owner = await person(t, 'owner');
  teamId = (await team(owner.browser, 'Scope Growth')).id;
});

/** A member of the team, signed in on the api's port too (a cookie for fetch and event streams). */
async function member() {
  const who = await person(t, 'member');
  await join(owner.browser, teamId, who);
  const username = who.email.split('@')[0]!;
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username, password: 'password-123' }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  /** A request as this member, in the team (or in `workspace`: null for their personal one). */
  const call = async (method: 'GET' | 'POST', path: string, workspace: number | null = teamId) => {
    const r = await fetch(`${base}${path}`, { method, headers: { ...JSON_HEADERS, cookie, ...(workspace === null ? {} : { [WORKSPACE_HEADER]: String(workspace) }) } });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  const generate = (requestId: string) =>
    fetch(`${base}/api/tools/niche-finder`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie, [WORKSPACE_HEADER]: String(teamId), 'Idempotency-Key': requestId },
      body: JSON.stringify(SAMPLE_REQUESTS['niche-finder']),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { historyId?: number } }));
  const stream = (requestId: string, query = '') => openSse(`${base}/api/tools/jobs/${requestId}/events${query}`, { cookie });
  return { ...who, cookie, call, generate, stream };
}

describe("a job's status is the job's workspace's", () => {
  it('is answered in the team to its member, and in no other workspace', async () => {
    fake.configure({ firstTokenMs: 1500 });
    const ann = await member();
    const id = key();
    const post = ann.generate(id);
    await expect.poll(async () => (await ann.call('GET', `/api/tools/jobs/${id}`)).status, { interval: 50, timeout: 10_000 }).toBe(200);
    // The same user asking in their personal workspace: there is no such job there.
    expect(await ann.call('GET', `/api/tools/jobs/${id}`, null)).toEqual({ status: 404, body: { message: 'Job not found' } });
    expect((await ann.call('GET', '/api/tools/jobs', null)).body).toEqual([]);
    expect(((await ann.call('GET', '/api/tools/jobs')).body as unknown as { requestId: string }[]).map((job) => job.requestId)).toEqual([id]);
    // A stream naming another workspace finds nothing; naming the team, the job.
    expect((await ann.stream(id, '?workspace=999999')).status).toBe(404);
    const inTeam = await ann.stream(id, `?workspace=${teamId}`);
    expect(inTeam.status).toBe(200);
    const done = await post;
    expect(done.status).toBe(200);
    expect((await inTeam.until('completed'))?.data.historyId).toBe(done.body.historyId);

    // Once the job has left the queue, the saved row says whose it is.
    await (await t.generation.queue.getJob(generationJobId(ann.id, id)))!.remove();
    expect(await ann.call('GET', `/api/tools/jobs/${id}`)).toEqual({ status: 200, body: { state: 'completed', historyId: done.body.historyId } });
    expect((await ann.call('GET', `/api/tools/jobs/${id}`, null)).status).toBe(404);
  });

  it('a member removed from the team gets 404 at once, and their open stream ends', { timeout: 40_000 }, async () => {
    // Slow enough that the job is still running when the membership ends.
    fake.configure({ firstTokenMs: 15_000 });
    const bob = await member();
    const id = key();
    const post = bob.generate(id);
    await expect.poll(async () => (await bob.call('GET', `/api/tools/jobs/${id}`)).status, { interval: 50, timeout: 10_000 }).toBe(200);
    const stream = await bob.stream(id); // as the SPA opens it: no workspace named
    expect(stream.status).toBe(200);
    await stream.until('queued', 'started');
    let ended = false;
    void stream.done.then(() => (ended = true));

    await owner.browser.delete(`/api/workspaces/${teamId}/members/${bob.id}`).expect(204);
    const refused = { status: 404, body: { message: NOT_A_MEMBER } };
    expect(await bob.call('GET', `/api/tools/jobs/${id}`)).toEqual(refused);
    expect(await bob.call('GET', '/api/tools/jobs')).toEqual(refused);
    expect(await bob.call('POST', `/api/tools/jobs/${id}/cancel`)).toEqual(refused);
    expect((await bob.call('GET', `/api/tools/jobs/${id}`, null)).status).toBe(404); // nor in their personal workspace
    // The stream that was open ends, well before the job does, with no result on it.
    await expect.poll(() => ended, { interval: 100, timeout: 10_000 }).toBe(true);
    expect(stream.events.map((e) => e.type)).not.toContain('completed');
    expect((await bob.stream(id)).status).toBe(404); // nor can they open a new one
    // The job itself goes on: its result is the team's.
    expect((await post).status).toBe(200);
  });
});
