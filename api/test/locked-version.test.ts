// Every write of a saved result keeps two rules, under the generation's row lock (appendVersion):
// a version a client accepted is not changed (unless a new version is asked for), and the tool's
// computed figures (a proposal's fees, values and ROI) are the tool's code's, never the body's.
// End to end: api → Redis → worker process → fake LLM (slow, so an acceptance can land mid-call) → MySQL.
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { ACCEPTED_VERSION_MESSAGE } from '@growth-suite/shared/contract/versions';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema, valueModelOf, type ProposalResult } from '@growth-suite/shared/tools/proposal';
import { startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';

const TOOL = 'proposal' as const;
let t: TestApp;
let fake: FakeLlm;
let worker: ChildHandle;
let ann: Awaited<ReturnType<TestApp['signedIn']>>;

const request = ProposalRequestSchema.parse(SAMPLE_REQUESTS[TOOL]);
/** The fees, values and ROI the pricing function gives this proposal's request. */
const priced = () => priceTiers(valueModelOf(request), request.valueInputs, request.currency).tiers.map(({ name, monthly, value, roi }) => ({ name, monthly, value, roi }));
const figures = (results: ProposalResult) => results.investment.tiers.map(({ name, monthly, value, roi }) => ({ name, monthly, value, roi }));

beforeAll(async () => {
  t = await createTestApp({ GENERATION_WAIT_MS: '20000', GENERATION_PER_MINUTE: '500', RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_SENT_WRITES_PER_IP: '1000' });
  fake = await startFakeLlm();
  worker = await startWorkerProcess(workerEnv({ ...t.services, llm: fake }, { LLM_TIMEOUT_MS: '20000' }));
  ann = await t.signedIn('ann');
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await fake?.close();
  await t?.close();
});
beforeEach(() => fake.reset());

/** A new proposal of Ann's, made by the worker: its id and results (version 1). */
async function proposal(): Promise<{ id: number; results: ProposalResult }> {
  const { historyId, ...results } = (await ann.post(`/api/tools/${TOOL}`).send(request).expect(200)).body as ProposalResult & { historyId: number };
  return { id: historyId, results };
}

async function stored(id: number): Promise<{ results: ProposalResult; version: number; versions: number }> {
  const row = await t.db.knex('generations').where({ id }).first('results', 'current_version');
  const [counted] = await t.db.knex('generation_versions').where({ generation_id: id }).count<{ n: number }[]>('* as n');
  return { results: typeof row.results === 'string' ? JSON.parse(row.results) : row.results, version: row.current_version, versions: Number(counted?.n) };
}

const acceptBody = { tier: request.tiers[1].name, inputs: request.valueInputs, fullName: 'Dana Whitfield', email: 'dana@whitfield.test', consent: true };

describe('a version a client accepted', () => {
  it('an acceptance landing while an AI redraft is being written: the redraft is refused (409), nothing is written', async () => {
    const { id } = await proposal();
    const paidBefore = fake.state.calls;
    fake.configure({ latencyMs: 1500 });
    const redraft = ann.post(`/api/history/${TOOL}/${id}/refine`).send({ path: 'headline', instruction: 'shorter', baseVersion: 1 }).then((r) => r);
    // The model is writing: the consultant sends the version and the client accepts it meanwhile.
    await expect.poll(() => fake.state.inFlight, { interval: 25, timeout: 10_000 }).toBe(1);
    const link = (await ann.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string; version: number };
    expect(link.version).toBe(1);
    await t.agent().post(`/api/p/${link.token}/accept`).send(acceptBody).expect(201);

    const answer = await redraft;
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: ACCEPTED_VERSION_MESSAGE, acceptedVersion: 1 });
    // The model was paid once, and the accepted version is still the current one, alone.
    expect(fake.state.calls - paidBefore).toBe(1);
    expect(await stored(id)).toMatchObject({ version: 1, versions: 1 });
    // Asked for as a new version, the same redraft lands after it.
    const fresh = await ann.post(`/api/history/${TOOL}/${id}/refine`).send({ path: 'headline', baseVersion: 1, newVersion: true }).expect(200);
    expect(fresh.body.version).toBe(2);
  });
});

describe('a hand edit', () => {
  it('with a path changes that part only: anything else the body holds is not taken', async () => {
    const { id, results } = await proposal();
    const body = {
      ...results,
      headline: 'A headline nobody edited on screen',
      executiveSummary: 'The summary, edited by hand.',
      investment: { ...results.investment, tiers: results.investment.tiers.map((tier) => ({ ...tier, monthly: 1, value: 999_999, roi: 5000 })) },
    };
    const res = await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: body, baseVersion: 1, path: 'executiveSummary' }).expect(200);
    const after = await stored(id);
    expect(res.body).toEqual({ version: 2, results: after.results });
    expect(after.results).toEqual({ ...results, executiveSummary: 'The summary, edited by hand.' });
  });

  it('of the whole result cannot set fees, values or ROI: the pricing function writes them again', async () => {
    const { id, results } = await proposal();
    expect(figures(results)).toEqual(priced());
    const tampered = results.investment.tiers.map((tier) => ({ ...tier, name: 'Cheap', monthly: 1, value: 999_999, roi: 5000, includes: [`${tier.name}, reworded`] }));
    const res = await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, investment: { ...results.investment, tiers: tampered } }, baseVersion: 1 }).expect(200);
    const after = await stored(id);
    expect(res.body.results).toEqual(after.results);
    expect(figures(after.results)).toEqual(priced());
    // The words the hand wrote are kept.
    expect(after.results.investment.tiers.map((tier) => tier.includes)).toEqual(tampered.map((tier) => tier.includes));

    // What the client receives agrees with the live quote on its page.
    const link = (await ann.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string };
    const page = (await t.agent().get(`/api/p/${link.token}`).expect(200)).body as { proposal: ProposalResult };
    const quote = (await t.agent().post(`/api/p/${link.token}/quote`).send({ inputs: request.valueInputs }).expect(200)).body as { tiers: { name: string; monthly: number }[] };
    expect(page.proposal.investment.tiers.map((tier) => [tier.name, tier.monthly])).toEqual(quote.tiers.map((tier) => [tier.name, tier.monthly]));
  });

  it('that only changes figures adds no version', async () => {
    const { id, results } = await proposal();
    const tampered = results.investment.tiers.map((tier) => ({ ...tier, monthly: tier.monthly * 10 }));
    const res = await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, investment: { ...results.investment, tiers: tampered } }, baseVersion: 1 }).expect(200);
    expect(res.body).toEqual({ version: 1, results });
    expect(await stored(id)).toMatchObject({ version: 1, versions: 1 });
  });
});
