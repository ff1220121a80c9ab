// The queue path end to end: API (in-process) → Redis → a real worker process → fake LLM
// (through the openai SDK) → MySQL → back to the caller.
import type { FakeLlm } from '@growth-suite/fake-llm';
import { generationJobId, JobStatusSchema, TOOL_SLUGS, TOOLS } from '@growth-suite/shared';
import {
  HistoryClearResponseSchema,
  historyItemResponseSchema,
  HistoryListResponseSchema,
  HistorySummaryResponseSchema,
  JobStatusResponseSchema,
  toolResponseSchema,
} from '@growth-suite/shared/contract';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';

let t: TestApp;
let fake: FakeLlm;
let ann: Browser;
let bob: Browser;
withGeneratingApp((app) => ({ t, fake, ann, bob } = app));

describe('POST /api/tools/:tool', () => {
  for (const tool of TOOL_SLUGS) {
    it(`${tool}: answers the spec result plus historyId, saved in History`, async () => {
      const res = await ann.post(`/api/tools/${tool}`).send(SAMPLE_REQUESTS[tool]).expect(200);
      const { historyId, ...results } = res.body;
      expect(historyId).toEqual(expect.any(Number));
      expect(TOOLS[tool].resultSchema.safeParse(results).success).toBe(true);
      expectShape(toolResponseSchema(tool), res.body);
      const item = await ann.get(`/api/history/${tool}/${historyId}`).expect(200);
      expect(item.body).toMatchObject({ id: historyId, tool, results, request: TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]) });
      expectShape(historyItemResponseSchema(tool), item.body);
      const list = await ann.get(`/api/history/${tool}`).expect(200);
      expect(list.body[0].id).toBe(historyId);
      expectShape(HistoryListResponseSchema, list.body);
    });
  }

  it('answers 400 with the spec messages and enqueues nothing', async () => {
    const before = await t.generation.queue.getJobCounts();
    const res = await ann.post('/api/tools/niche-finder').send({ ...SAMPLE_REQUESTS['niche-finder'], businessReason: 'short' }).expect(400);
    expect(res.body.message).toBe('Please explain why you selected this business approach');
    expect(await t.generation.queue.getJobCounts()).toEqual(before);
    expect(fake.state.calls).toBe(0);
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate) or holds NUL, in any field of any tool, before the LLM is paid', async () => {
    for (const tool of TOOL_SLUGS) {
      const sample = SAMPLE_REQUESTS[tool] as Record<string, unknown>;
      // A request schema that reads an older stored shape first is a pipe into its object.
      const schema = TOOLS[tool].requestSchema as unknown as { shape?: object; def: { out?: { shape: object } } };
      const shape = (schema.shape ?? schema.def.out?.shape) as Record<string, { def: { type: string } }>;
      for (const [field, value] of Object.entries(sample)) {
        if (typeof value !== 'string' || shape[field]?.def.type === 'enum') continue; // option lists have their own message
        for (const bad of [`${value} \uD800`, `\uDC00${value}`, `${value}\u0000`]) {
          const res = await ann.post(`/api/tools/${tool}`).send({ ...sample, [field]: bad });
          expect({ tool, field, status: res.status, message: res.body.fieldErrors?.[field] }).toEqual({
            tool,
            field,
            status: 400,
            message: 'Contains invalid characters. Please remove them and try again.',
          });
        }
      }
    }
    expect(fake.state.calls).toBe(0);
    // Well-formed text beyond the BMP (a surrogate pair) is fine.
    await ann.post('/api/tools/offer-creator').send({ ...SAMPLE_REQUESTS['offer-creator'], transcript: `${SAMPLE_REQUESTS['offer-creator'].transcript} 🚀` }).expect(200);
  });

  it('answers 404 for an unknown tool and 401 when signed out', async () => {
    await ann.post('/api/tools/not-a-tool').send({}).expect(404);
    await t.agent().post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).expect(401);
  });

  it('one Idempotency-Key, two submits: one job, one row, one LLM call', async () => {
    fake.configure({ latencyMs: 300 });
    const key = `dbl-${Date.now()}`;
    const [a, b] = await Promise.all([
      ann.post('/api/tools/offer-creator').set('Idempotency-Key', key).send(SAMPLE_REQUESTS['offer-creator']),
      ann.post('/api/tools/offer-creator').set('Idempotency-Key', key).send(SAMPLE_REQUESTS['offer-creator']),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.historyId).toBe(a.body.historyId);
    expect(fake.state.calls).toBe(1);
    const rows = await t.db.knex('generations').where('job_id', 'like', `%${key}`);
    expect(rows).toHaveLength(1);
    // The same key later still answers the same result, from History.
    const again = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', key).send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    expect(again.body.historyId).toBe(a.body.historyId);
    expect(fake.state.calls).toBe(1);
  });

  it('an Idempotency-Key differing only in case is another request: its own job, row and result', async () => {
    const key = `CaseKey-${Date.now()}`;
    const first = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', key).send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    const second = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', key.toLowerCase()).send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    expect(second.body.historyId).not.toBe(first.body.historyId);
    expect(fake.state.calls).toBe(2);
    const userId = (await ann.get('/api/user').expect(200)).body.id as number;
    const jobIds = await t.db.knex('generations').whereIn('id', [first.body.historyId, second.body.historyId]).orderBy('id').pluck('job_id');
    expect(jobIds).toEqual([generationJobId(userId, key), generationJobId(userId, key.toLowerCase())]);
    // Each key still answers its own result.
    const again = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', key.toLowerCase()).send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    expect(again.body.historyId).toBe(second.body.historyId);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', 'bad key!').send(SAMPLE_REQUESTS['offer-creator']).expect(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });

  it('reports the job state to its owner only', async () => {
    fake.configure({ latencyMs: 700 }); // below LLM_TIMEOUT_MS
    const key = `status-${Date.now()}`;
    const pending = ann.post('/api/tools/growth-plan').set('Idempotency-Key', key).send(SAMPLE_REQUESTS['growth-plan']).then((r) => r);
    // Every answer is the shared contract the web parses.
    const status = async () => {
      const res = await ann.get(`/api/tools/jobs/${key}`);
      return res.status === 200 ? JobStatusSchema.parse(res.body) : null;
    };
    await expect.poll(status, { interval: 50, timeout: 2000 }).toEqual({ state: 'active', startedAt: expect.stringMatching(/Z$/) });
    await bob.get(`/api/tools/jobs/${key}`).expect(404);
    const done = await pending;
    expect(done.status).toBe(200);
    const completed = await ann.get(`/api/tools/jobs/${key}`).expect(200);
    expect(completed.body).toEqual({ state: 'completed', historyId: done.body.historyId });
    expectShape(JobStatusResponseSchema, completed.body);
    await ann.get('/api/tools/jobs/never-submitted-key').expect(404);
  });
});

describe('History', () => {
  it("another user's records are invisible: 404, never 403", async () => {
    const res = await ann.post('/api/tools/cold-email').send(SAMPLE_REQUESTS['cold-email']).expect(200);
    await bob.get(`/api/history/cold-email/${res.body.historyId}`).expect(404);
    expect((await bob.get('/api/history/cold-email').expect(200)).body).toEqual([]);
    await ann.get(`/api/history/niche-finder/${res.body.historyId}`).expect(404); // wrong tool
  });

  it('pages with limit and before, and refuses bad values', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await bob.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).expect(200)).body.historyId);
    const first = await bob.get('/api/history/niche-finder?limit=2').expect(200);
    expect(first.body.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expectShape(HistoryListResponseSchema, first.body);
    const next = await bob.get(`/api/history/niche-finder?limit=2&before=${ids[1]}`).expect(200);
    expect(next.body.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    await bob.get('/api/history/niche-finder?limit=0').expect(400);
    await bob.get('/api/history/niche-finder?limit=201').expect(400);
    await bob.get('/api/history/niche-finder?before=abc').expect(400);
    await bob.get('/api/history/roi/1').expect(404);
  });

  it('the summary counts the caller\'s records per tool and lists their newest five across tools, titled as History rows', async () => {
    const carol = await t.signedIn('carol');
    const empty = await carol.get('/api/history/summary').expect(200);
    const none = Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, 0]));
    expect(empty.body).toEqual({ counts: none, recent: [] });
    expectShape(HistorySummaryResponseSchema, empty.body);
    const made: { tool: string; id: number }[] = [];
    for (const tool of ['niche-finder', 'growth-plan', 'growth-plan', 'cold-email', 'offer-creator', 'niche-finder'] as const) {
      made.push({ tool, id: (await carol.post(`/api/tools/${tool}`).send(SAMPLE_REQUESTS[tool]).expect(200)).body.historyId });
    }
    const summary = await carol.get('/api/history/summary').expect(200);
    expect(summary.body.counts).toEqual({ ...none, 'niche-finder': 2, 'offer-creator': 1, 'growth-plan': 2, 'cold-email': 1 });
    expect(summary.body.recent.map((r: { id: number; tool: string }) => ({ tool: r.tool, id: r.id }))).toEqual(made.slice(1).reverse());
    const carolId = (await carol.get('/api/user').expect(200)).body.id as number;
    expect(summary.body.recent[0]).toEqual({ id: made[5]!.id, tool: 'niche-finder', createdAt: expect.any(String), title: 'Technology', author: { id: carolId, name: 'carol' } });
    expectShape(HistorySummaryResponseSchema, summary.body);
    // Someone else's records count for nobody else.
    expect((await t.signedIn('dave').then((dave) => dave.get('/api/history/summary'))).body.recent).toEqual([]);
  });

  it('clears one tool or everything, only for the caller; other targets are 400', async () => {
    await ann.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).expect(200);
    const bobBefore = (await bob.get('/api/history/niche-finder').expect(200)).body.length;
    const bad = await ann.post('/api/history/clear/everything').expect(400);
    expect(bad.body).toEqual({ message: 'Invalid clear target' });
    const one = await ann.post('/api/history/clear/niche-finder').expect(200);
    expect(one.body.deleted).toBeGreaterThan(0);
    expectShape(HistoryClearResponseSchema, one.body);
    expect((await ann.get('/api/history/niche-finder').expect(200)).body).toEqual([]);
    expect((await ann.get('/api/history/cold-email').expect(200)).body.length).toBeGreaterThan(0);
    expectShape(HistoryClearResponseSchema, (await ann.post('/api/history/clear/all').expect(200)).body);
    for (const tool of TOOL_SLUGS) expect((await ann.get(`/api/history/${tool}`).expect(200)).body).toEqual([]);
    expect((await bob.get('/api/history/niche-finder').expect(200)).body.length).toBe(bobBefore);
  });
});

// Every LLM fault mode (calls made, error kind, llm_calls rows, no history row) is covered once,
// through the real SDK, in worker/test/worker.test.ts. End to end, one representative: any job
// that failed in the worker is the same 502 to the caller.
describe('an LLM fault reaches the caller as one clear error, within the wait, with no row', () => {
  it('server-error on every attempt → 502 with the safe message after the retries', async () => {
    fake.configure({ mode: 'server-error' });
    const rowsBefore = await t.db.knex('generations').count({ n: '*' }).first();
    const started = Date.now();
    const res = await ann.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'The AI service could not produce a result. Please try again.' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(fake.state.calls).toBe(3);
    expect(await t.db.knex('generations').count({ n: '*' }).first()).toEqual(rowsBefore);
  });

  it('a 429 once, then success: the caller never notices', async () => {
    fake.configure({ script: ['rate-limit'], retryAfterSeconds: 1 });
    const started = Date.now();
    await ann.post('/api/tools/cold-email').send(SAMPLE_REQUESTS['cold-email']).expect(200);
    expect(fake.state.calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // Retry-After honoured
  });
});
