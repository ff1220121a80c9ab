// Regenerating one part of a saved result with AI (DESIGN §10 POST /api/history/:tool/:id/refine),
// end to end with real processes: API → Redis → worker process → fake LLM (a `<tool>_part` call) →
// MySQL (the next version) → back to the caller. A refinement is a generation in every way that
// costs money: same queue, limits, Idempotency-Key, event stream and cancel.
import type { FakeLlm } from '@growth-suite/fake-llm';
import { GENERATION_CANCELLED_MESSAGE, generationJobId, parsePath, partLabel, partsOf, TOOL_SLUGS, toolDefinition, TOOLS, withValueAt, type ToolSlug } from '@growth-suite/shared';
import { STALE_VERSION_MESSAGE, StaleVersionResponseSchema, VersionChangeResponseSchema } from '@growth-suite/shared/contract/versions';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse, startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { withListeningApp } from './suite.ts';

let t: TestApp;
let fake: FakeLlm;
let base: string;
let counter = 0;
withListeningApp((app) => ({ t, fake, base } = app), { GENERATION_WAIT_MS: '20000', GENERATION_PER_MINUTE: '500' }, { workerEnv: { LLM_TIMEOUT_MS: '20000', WORKER_CONCURRENCY: '4' } });

const key = () => `refine-${Date.now().toString(36)}-${(counter += 1)}`;
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

type Browser = Awaited<ReturnType<TestApp['signedIn']>>;

/** A saved result of `tool` for `user`: its id and results. */
async function saved(user: Browser, tool: ToolSlug) {
  const res = await user.post(`/api/tools/${tool}`).send(SAMPLE_REQUESTS[tool]).expect(200);
  const { historyId, ...results } = res.body as Record<string, unknown> & { historyId: number };
  return { id: historyId, results };
}

/** What MySQL holds for a generation: its current results (as stored) and version, and its versions. */
async function stored(id: number) {
  const row = await t.db.knex('generations').where({ id }).first('results', 'current_version');
  const versions = await t.db.knex('generation_versions').where({ generation_id: id }).orderBy('number');
  return { results: typeof row.results === 'string' ? JSON.parse(row.results) : row.results, version: row.current_version as number, versions };
}

/** The result as JSON text with the part at `path` blanked: equal before and after means nothing else changed. */
const outside = (results: unknown, path: string) => JSON.stringify(withValueAt(results, parsePath(path)!, null));

const refine = (user: Browser, tool: ToolSlug, id: number, body: object, requestId?: string) => {
  const req = user.post(`/api/history/${tool}/${id}/refine`);
  if (requestId) req.set('Idempotency-Key', requestId);
  return req.send(body);
};

/** Waits until the fake LLM has `n` calls open. */
const llmInFlight = (n: number) => expect.poll(() => fake.state.inFlight, { interval: 50, timeout: 10_000 }).toBe(n);

describe('regenerate one part', () => {
  // A tool that declares no parts (the client intake, reviewed on its own screen) has none to regenerate.
  for (const tool of TOOL_SLUGS.filter((slug) => toolDefinition(slug).parts.length > 0)) {
    it(`${tool}: every part kind changes only that part (byte-identical elsewhere) and writes the next version`, async () => {
      const ann = await t.signedIn('ann');
      const { id } = await saved(ann, tool);
      // One part of each kind the tool declares.
      const kinds = new Map<string, string>();
      for (const part of partsOf(tool, (await stored(id)).results)) if (!kinds.has(part.kind)) kinds.set(part.kind, part.path);
      // The saved result has every kind its tool declares.
      expect([...kinds.keys()]).toEqual(toolDefinition(tool).parts.map((kind) => kind.pattern));
      for (const path of kinds.values()) {
        const before = await stored(id);
        const instruction = `sharper, for ${path}`;
        const res = await refine(ann, tool, id, { path, instruction, baseVersion: before.version }).expect(200);
        expectShape(VersionChangeResponseSchema, res.body);
        const after = await stored(id);
        expect(res.body).toEqual({ version: before.version + 1, results: after.results });
        expect(after.version).toBe(before.version + 1);
        // Everything outside the part is the same, the part is not, and the whole is still valid.
        expect(outside(after.results, path)).toBe(outside(before.results, path));
        expect(JSON.stringify(after.results)).not.toBe(JSON.stringify(before.results));
        expect(TOOLS[tool].resultSchema.safeParse(after.results).success).toBe(true);
        // History shows the current version.
        expect((await ann.get(`/api/history/${tool}/${id}`).expect(200)).body.results).toEqual(after.results);
        const version = after.versions.at(-1);
        expect(version).toMatchObject({
          number: after.version,
          author: 'ai',
          kind: 'regenerate',
          path,
          label: partLabel(tool, path, before.results),
          instruction,
          // The tool's prompt version (the original's) and the refine prompt's.
          prompt_version: `${after.versions[0].prompt_version}/refine@1`,
        });
        expect(after.versions[0].prompt_version).toMatch(new RegExp(`^${tool}@\\d+$`));
        expect(version.job_id).toMatch(/^gen-\d+-/);
      }
      // One part call per refinement, counted as such by the fake LLM; never a whole-result call.
      expect(fake.state.byTool).toEqual({ [tool]: 1, [`${tool}:part`]: kinds.size });
      expect((await stored(id)).versions.map((v: { kind: string }) => v.kind)).toEqual(['original', ...[...kinds.values()].map(() => 'regenerate')]);
    });
  }

  it('with no instruction: the part changes and the version has none', async () => {
    const ann = await t.signedIn('ann');
    const { id } = await saved(ann, 'growth-plan');
    const before = await stored(id);
    const res = await refine(ann, 'growth-plan', id, { path: 'strategy/phases/1', baseVersion: 1 }).expect(200);
    expect(res.body.version).toBe(2);
    expect(outside(res.body.results, 'strategy/phases/1')).toBe(outside(before.results, 'strategy/phases/1'));
    expect(JSON.stringify(res.body.results)).not.toBe(JSON.stringify(before.results));
    const version = (await stored(id)).versions.at(-1);
    // The label names the part as it was when the user chose it.
    expect(version).toMatchObject({ number: 2, path: 'strategy/phases/1', label: partLabel('growth-plan', 'strategy/phases/1', before.results), instruction: null });
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key answers the same version again, with no second LLM call and no second version', async () => {
    const ann = await t.signedIn('ann');
    const { id } = await saved(ann, 'cold-email');
    const requestId = key();
    const first = await refine(ann, 'cold-email', id, { path: 'sequence/1', instruction: 'shorter', baseVersion: 1 }, requestId).expect(200);
    const calls = fake.state.calls;
    // Its base version is no longer current, yet the replay joins the finished job rather than being stale.
    const again = await refine(ann, 'cold-email', id, { path: 'sequence/1', instruction: 'shorter', baseVersion: 1 }, requestId).expect(200);
    expect(again.body).toEqual(first.body);
    // After the job is cleaned up from the queue, the saved version still answers.
    const userId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
    await (await t.generation.queue.getJob(generationJobId(userId, requestId)))!.remove();
    const late = await refine(ann, 'cold-email', id, { path: 'sequence/1', instruction: 'shorter', baseVersion: 1 }, requestId).expect(200);
    expect(late.body).toEqual(first.body);
    expect(fake.state.calls).toBe(calls);
    expect((await stored(id)).versions).toHaveLength(2);
    // The key of a refinement is not a key for another result or a generation.
    const other = await saved(ann, 'cold-email');
    expect((await refine(ann, 'cold-email', other.id, { path: 'sequence/1', baseVersion: 1 }, requestId).expect(409)).body.message).toBe('This Idempotency-Key was already used for another request');
    await ann.post('/api/tools/cold-email').set('Idempotency-Key', requestId).send(SAMPLE_REQUESTS['cold-email']).expect(409);
    expect((await refine(ann, 'cold-email', id, { path: 'sequence/1', baseVersion: 2 }, 'bad key!')).status).toBe(400);
  });
});

describe('refused before anything is paid for', () => {
  it('a stale baseVersion is 409 with the current version, and nothing is written or asked', async () => {
    const ann = await t.signedIn('ann');
    const { id } = await saved(ann, 'offer-creator');
    await refine(ann, 'offer-creator', id, { path: 'offerStructure/pricingStrategy', baseVersion: 1 }).expect(200);
    const before = await stored(id);
    const counts = await t.generation.queue.getJobCounts();
    const calls = fake.state.calls;
    const res = await refine(ann, 'offer-creator', id, { path: 'offerStructure/pricingStrategy', instruction: 'cheaper', baseVersion: 1 }).expect(409);
    expect(res.body).toEqual({ message: STALE_VERSION_MESSAGE, currentVersion: 2 });
    expectShape(StaleVersionResponseSchema, res.body);
    expect(await stored(id)).toEqual(before);
    expect(await t.generation.queue.getJobCounts()).toEqual(counts);
    expect(fake.state.calls).toBe(calls);
    // A version from the future is just as stale.
    expect((await refine(ann, 'offer-creator', id, { path: 'offerStructure/pricingStrategy', baseVersion: 9 }).expect(409)).body.currentVersion).toBe(2);
  });

  it("another user's item, an unknown id and the wrong tool are 404; signed out is 401", async () => {
    const ann = await t.signedIn('ann');
    const bob = await t.signedIn('bob');
    const { id } = await saved(ann, 'niche-finder');
    const calls = fake.state.calls;
    const body = { path: 'recommendedNiches/0', baseVersion: 1 };
    expect((await refine(bob, 'niche-finder', id, body).expect(404)).body).toEqual({ message: 'History item not found' });
    await refine(ann, 'niche-finder', 99_999_999, body).expect(404);
    await refine(ann, 'growth-plan', id, body).expect(404);
    await refine(ann, 'no-such-tool' as ToolSlug, id, body).expect(404);
    await t.agent().post(`/api/history/niche-finder/${id}/refine`).send(body).expect(401);
    expect(fake.state.calls).toBe(calls);
    expect((await stored(id)).versions).toHaveLength(1);
  });

  it('a path that names no part is 400 on path; an instruction over 500 characters is 400 on instruction', async () => {
    const ann = await t.signedIn('ann');
    const { id } = await saved(ann, 'cold-email');
    const calls = fake.state.calls;
    for (const path of ['sequence/99', 'sequence', 'nope', '../etc', 'sequence/0/subject', '']) {
      const res = await refine(ann, 'cold-email', id, { path, baseVersion: 1 }).expect(400);
      expect(res.body.fieldErrors).toHaveProperty('path');
    }
    const long = await refine(ann, 'cold-email', id, { path: 'sequence/0', instruction: 'x'.repeat(501), baseVersion: 1 }).expect(400);
    expect(long.body.fieldErrors).toHaveProperty('instruction');
    await refine(ann, 'cold-email', id, { path: 'sequence/0', baseVersion: 0 }).expect(400);
    await refine(ann, 'cold-email', id, { path: 'sequence/0' }).expect(400);
    expect(fake.state.calls).toBe(calls);
    expect((await stored(id)).versions).toHaveLength(1);
    // 500 is allowed.
    await refine(ann, 'cold-email', id, { path: 'sequence/0', instruction: 'y'.repeat(500), baseVersion: 1 }).expect(200);
  });
});

describe('the same limits and races as a generation', () => {
  it('refinements count in the per-user in-flight limit (3): a fourth request, of either kind, is 429', async () => {
    const cat = await t.signedIn('cat');
    const items = [await saved(cat, 'growth-plan'), await saved(cat, 'growth-plan')];
    fake.reset();
    fake.configure({ latencyMs: 1500 });
    const running = [
      refine(cat, 'growth-plan', items[0]!.id, { path: 'strategy/kpis', baseVersion: 1 }).then((r) => r),
      refine(cat, 'growth-plan', items[1]!.id, { path: 'strategy/milestones/0', baseVersion: 1 }).then((r) => r),
      cat.post('/api/tools/growth-plan').send(SAMPLE_REQUESTS['growth-plan']).then((r) => r),
    ];
    await llmInFlight(3);
    const refused = await refine(cat, 'growth-plan', items[0]!.id, { path: 'strategy/phases/0', baseVersion: 1 }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await cat.post('/api/tools/growth-plan').send(SAMPLE_REQUESTS['growth-plan']).expect(429);
    expect((await Promise.all(running)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(fake.state.calls).toBe(3);
  });

  it('two refinements of the same version at once: one lands, the other is 409 with the current version (checked again by the worker)', async () => {
    const dan = await t.signedIn('dan');
    const { id } = await saved(dan, 'cold-email');
    fake.configure({ latencyMs: 800 });
    const [a, b] = await Promise.all([
      refine(dan, 'cold-email', id, { path: 'sequence/0', baseVersion: 1 }).then((r) => r),
      refine(dan, 'cold-email', id, { path: 'abTestVariants/0', baseVersion: 1 }).then((r) => r),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body).toEqual({ message: STALE_VERSION_MESSAGE, currentVersion: 2 });
    expect((await stored(id)).versions).toHaveLength(2);
  });
});

/** A signed-in browser against the listening api: its cookie, and refine/stream/cancel with it. */
async function browser(username: string) {
  await t.signedIn(username);
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username, password: 'password-123' }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return {
    refine: (tool: ToolSlug, id: number, requestId: string, body: object) =>
      fetch(`${base}/api/history/${tool}/${id}/refine`, { method: 'POST', headers: { ...JSON_HEADERS, cookie, 'Idempotency-Key': requestId }, body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      })),
    stream: (requestId: string) => openSse(`${base}/api/tools/jobs/${requestId}/events`, { cookie }),
    cancel: (requestId: string) => fetch(`${base}/api/tools/jobs/${requestId}/cancel`, { method: 'POST', headers: { ...JSON_HEADERS, cookie } }).then((r) => r.status),
  };
}

describe('live: events and cancel', () => {
  it('partial events carry the whole result with the part being written in place; completed names the item and the version', async () => {
    const eve = await t.signedIn('eve');
    const { id } = await saved(eve, 'cold-email');
    const before = await stored(id);
    const live = await browser('eve');
    fake.configure({ firstTokenMs: 50, tokenDelayMs: 25, chunkChars: 12 });
    const requestId = key();
    const answer = live.refine('cold-email', id, requestId, { path: 'sequence/1', instruction: 'mention the free audit', baseVersion: 1 });
    const stream = await live.stream(requestId);
    expect(stream.status).toBe(200);
    const completed = await stream.until('completed', 'failed');
    const post = await answer;
    expect(post.status).toBe(200);
    expect(completed).toMatchObject({ type: 'completed', data: { historyId: id, version: 2 } });
    const partials = stream.events.filter((e) => e.type === 'partial').map((e) => e.data.results);
    expect(partials.length).toBeGreaterThanOrEqual(2);
    for (const results of partials) expect(outside(results, 'sequence/1')).toBe(outside(before.results, 'sequence/1'));
    // The part grows into the new one.
    const parts = partials.map((results) => JSON.stringify((results as { sequence: unknown[] }).sequence[1]));
    expect(parts.at(-1)).not.toBe(JSON.stringify((before.results as { sequence: unknown[] }).sequence[1]));
    expect(new Set(parts).size).toBe(parts.length);
  });

  it('cancel mid-refine: the LLM call stops, the POST answers 409, no version is written', async () => {
    const fay = await t.signedIn('fay');
    const { id } = await saved(fay, 'growth-plan');
    const before = await stored(id);
    const live = await browser('fay');
    fake.reset();
    fake.configure({ firstTokenMs: 50, tokenDelayMs: 300, chunkChars: 8 }); // minutes to write
    const requestId = key();
    const answer = live.refine('growth-plan', id, requestId, { path: 'strategy/phases/0', baseVersion: 1 });
    const stream = await live.stream(requestId);
    const partial = await stream.until('partial');
    expect(outside(partial!.data.results, 'strategy/phases/0')).toBe(outside(before.results, 'strategy/phases/0'));
    expect(await live.cancel(requestId)).toBe(202);
    expect(await answer).toEqual({ status: 409, body: { message: GENERATION_CANCELLED_MESSAGE } });
    expect(await stream.until('cancelled')).toBeDefined();
    await expect.poll(() => fake.state.inFlight, { timeout: 2000 }).toBe(0);
    expect(await stored(id)).toEqual(before);
    expect(fake.state.calls).toBe(1);
  });
});

describe('a worker killed mid-refine', () => {
  it('another worker finishes it: exactly one new version, never two', async () => {
    const own = await createTestApp({ GENERATION_WAIT_MS: '20000' });
    // Short locks so a dead worker's job is noticed in about two seconds, not thirty.
    const env = workerEnv({ ...own.services, llm: fake }, { WORKER_LOCK_MS: '1500', WORKER_STALLED_INTERVAL_MS: '1000' });
    const first = await startWorkerProcess(env);
    let second: ChildHandle | undefined;
    try {
      const gus = await own.signedIn('gus');
      const res = await gus.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).expect(200);
      const id = res.body.historyId as number;
      fake.reset();
      fake.configure({ latencyMs: 1500 });
      const pending = gus.post(`/api/history/niche-finder/${id}/refine`).send({ path: 'recommendedNiches/1', baseVersion: 1 }).then((r) => r);
      await llmInFlight(1);
      first.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      second = await startWorkerProcess(env);
      const done = await pending;
      expect(done.status).toBe(200);
      expect(done.body.version).toBe(2);
      const versions = await own.db.knex('generation_versions').where({ generation_id: id });
      expect(versions.map((v: { number: number }) => v.number).sort()).toEqual([1, 2]);
      expect(fake.state.calls).toBe(2); // the killed attempt and the one that finished
    } finally {
      first.kill('SIGKILL');
      await second?.stop();
      await own.close();
    }
  }, 45_000); // two worker processes started, one killed, a stalled job noticed: seconds each on a busy machine
});
