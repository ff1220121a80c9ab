// The lookup of what a job saved (a generation's row, or the version a refinement wrote) once its job
// is gone from the queue: a replayed Idempotency-Key and an event stream answer from it. End to end
// with a real worker and MySQL: one query per lookup, the same answers as before, and a job id never
// seen finds nothing (the POST goes on to start a new job).
import { createGenerationEventPublisher } from '@growth-suite/server';
import { generationJobId } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { findHistoryRow, jobState, type JobStateDeps } from '../src/routes/tools/jobState.ts';
import type { FakeLlm } from '@growth-suite/fake-llm';
import type { Browser } from './suite.ts';
import { withGeneratingApp } from './suite.ts';
import type { TestApp } from './support.ts';

let t: TestApp;
let ann: Browser;
let annId: number;
let fake: FakeLlm;
withGeneratingApp((app) => ({ t, ann, annId, fake } = app));

let counter = 0;
const key = () => `lookup-${Date.now().toString(36)}-${(counter += 1)}`;

const deps = (): JobStateDeps => ({ generation: t.generation, knex: t.db.knex, redis: t.redis, publisher: createGenerationEventPublisher(t.redis, t.config.redisPrefix) });

/** The job of ann's request `requestId` taken off the queue, as removeOnComplete does once enough newer jobs finished. */
async function removeJob(requestId: string) {
  const job = await t.generation.queue.getJob(generationJobId(annId, requestId));
  expect(job).toBeDefined();
  await job!.remove();
}

/** Runs `lookup` and counts the SQL statements it sent. */
async function counted<T>(lookup: () => Promise<T>): Promise<{ value: T; queries: number }> {
  let queries = 0;
  const count = () => void (queries += 1);
  t.db.knex.on('query', count);
  try {
    return { value: await lookup(), queries };
  } finally {
    t.db.knex.off('query', count);
  }
}

const storedResults = async (id: number) => {
  const row = await t.db.knex('generations').where({ id }).first('results');
  return typeof row.results === 'string' ? JSON.parse(row.results) : row.results;
};

describe('what a finished job saved, once its job has left the queue', () => {
  it('a completed generation replayed by the same Idempotency-Key answers its saved row, in one query, with no new job', async () => {
    const requestId = key();
    const first = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', requestId).send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    const { historyId, ...results } = first.body as Record<string, unknown> & { historyId: number };
    await removeJob(requestId);
    const calls = fake.state.calls;

    const jobId = generationJobId(annId, requestId);
    const lookup = await counted(() => findHistoryRow(t.db.knex, jobId));
    expect(lookup.value).toEqual({ historyId, tool: 'offer-creator', results: await storedResults(historyId) });
    expect(lookup.value).not.toHaveProperty('version');
    expect(lookup.queries).toBe(1);
    expect(await jobState(deps(), jobId)).toEqual({ state: 'completed', historyId, results: await storedResults(historyId) });

    const again = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', requestId).send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    expect(again.body).toEqual({ historyId, ...results });
    expect(fake.state.calls).toBe(calls);
    expect(await t.generation.queue.getJob(jobId)).toBeUndefined();
    // The same key for another tool is not a replay: refused, never answered with the offer.
    const other = await ann.post('/api/tools/growth-plan').set('Idempotency-Key', requestId).send(SAMPLE_REQUESTS['growth-plan']).expect(409);
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used for another tool' });
    expect(fake.state.calls).toBe(calls);
  });

  it("a refinement's version is found with the generation it belongs to", async () => {
    const made = await ann.post('/api/tools/cold-email').send(SAMPLE_REQUESTS['cold-email']).expect(200);
    const id = (made.body as { historyId: number }).historyId;
    const requestId = key();
    const refined = await ann.post(`/api/history/cold-email/${id}/refine`).set('Idempotency-Key', requestId).send({ path: 'sequence/1', instruction: 'shorter', baseVersion: 1 }).expect(200);
    expect(refined.body.version).toBe(2);
    await removeJob(requestId);

    const jobId = generationJobId(annId, requestId);
    const lookup = await counted(() => findHistoryRow(t.db.knex, jobId));
    expect(lookup.value).toEqual({ historyId: id, tool: 'cold-email', results: refined.body.results, version: 2 });
    expect(lookup.queries).toBe(1);
    expect(await jobState(deps(), jobId)).toEqual({ state: 'completed', historyId: id, results: refined.body.results, version: 2 });
    // The generation's own row is not what a refinement's key names (its results may have moved on since).
    const version = await t.db.knex('generation_versions').where({ job_id: jobId }).first('generation_id', 'number');
    expect(version).toMatchObject({ generation_id: id, number: 2 });
  });

  it("a job id held by both a generation and a version answers the generation's row, as it always did", async () => {
    const made = await ann.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    const id = (made.body as { historyId: number }).historyId;
    const jobId = (await t.db.knex('generations').where({ id }).first('job_id')).job_id as string;
    // Not something the app writes (a key of a generation is refused for a refinement): the precedence is what is checked.
    const other = await ann.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    await t.db.knex('generation_versions').insert({ generation_id: other.body.historyId, number: 2, author: 'ai', kind: 'regenerate', job_id: jobId, results: JSON.stringify({ other: true }) });
    try {
      expect(await findHistoryRow(t.db.knex, jobId)).toEqual({ historyId: id, tool: 'offer-creator', results: await storedResults(id) });
    } finally {
      await t.db.knex('generation_versions').where({ job_id: jobId }).delete();
    }
  });

  it('a job id never seen finds nothing, in one query, and its POST starts a new job', async () => {
    const requestId = key();
    const jobId = generationJobId(annId, requestId);
    const lookup = await counted(() => findHistoryRow(t.db.knex, jobId));
    expect(lookup).toEqual({ value: null, queries: 1 });
    expect(await jobState(deps(), jobId)).toBeNull();
    // Exact: a key differing only in case is another job.
    const made = await ann.post('/api/tools/offer-creator').set('Idempotency-Key', requestId).send(SAMPLE_REQUESTS['offer-creator']).expect(200);
    expect(await findHistoryRow(t.db.knex, generationJobId(annId, requestId.toUpperCase()))).toBeNull();
    const calls = fake.state.calls;
    await removeJob(requestId);
    expect(await findHistoryRow(t.db.knex, jobId)).toMatchObject({ historyId: made.body.historyId });
    expect(fake.state.calls).toBe(calls);
  });
});
