// Issue 52: the value a proposal's fees rest on is read by the model with quotes, checked by code,
// confirmed by the consultant before any price, and correctable on a saved proposal without a model
// call. End to end: the api, a real worker, MySQL, Redis and the fake LLM scripted as "the model".
import type { FakeLlm } from '@growth-suite/fake-llm';
import { PackMissingResponseSchema, type ValueDriver } from '@growth-suite/shared';
import { INTAKE_FIELDS } from '@growth-suite/shared/tools/client-intake';
import { ProposalResultSchema } from '@growth-suite/shared/tools/proposal';
import { defaultValueModel, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { describe, expect, it } from 'vitest';
import { expectShape } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';

let fake: FakeLlm;
let ann: Browser;
let bob: Browser;
withGeneratingApp((app) => ({ fake, ann, bob } = app));

// The call, shortened: the hours before the salary in one turn, what they charge their own
// clients beside what they could spend.
const CALL = [
  'Tom Reid: Thanks, Helen. How much of your own week goes on proposals?',
  'Helen Hollis: Honestly? Fifteen, sometimes twenty hours a week. It is mad for a managing director.',
  "Helen Hollis: And I'm on about ninety-five thousand a year, so it's not cheap time.",
  'Helen Hollis: Our average retainer for us is around four and a half thousand a month, so every proposal matters.',
  'Helen Hollis: For this we could do between three and a half and five thousand pounds a month.',
  'Tom Reid: That is helpful. Who else is involved in writing them?',
  'Helen Hollis: Just me. Hollis & Finch is twelve people and I am the only one who writes them.',
].join('\n');

const empty = { value: '', evidence: [] };
const fields = (over: Record<string, unknown> = {}) => ({ ...Object.fromEntries(INTAKE_FIELDS.map((key) => [key, empty])), name: { value: 'Hollis & Finch', evidence: ['Hollis & Finch is twelve people'] }, ...over });

const HOURS = { quote: 'Fifteen, sometimes twenty hours a week.', speaker: 'Helen Hollis' };
const SALARY = { quote: "And I'm on about ninety-five thousand a year, so it's not cheap time.", speaker: 'Helen Hollis' };
const BUDGET = { quote: 'For this we could do between three and a half and five thousand pounds a month.', speaker: 'Helen Hollis' };
const time = { kind: 'time', people: 1, hoursPerWeek: 17.5, annualCostPerPerson: 9_500_000, evidence: [HOURS, SALARY] };
const budget = { min: 350_000, max: 500_000, period: 'month', evidence: [BUDGET] };

/** "The model" answers the intake with `value`. */
function scriptIntake(value: unknown) {
  fake.configure({ answers: [JSON.stringify({ ...fields(), value })] });
}

async function intake(browser: Browser) {
  const res = await browser.post('/api/tools/client-intake').send({ transcript: CALL, date: '2026-12-01' }).expect(200);
  return res.body as { value: { currency: string; drivers: (ValueDriver & { verified: boolean; flagged: string[] })[]; budget: { verified: boolean; flagged: string[] } | null } };
}

async function saveClient(browser: Browser, value: unknown): Promise<number> {
  const res = await browser.post('/api/clients').send({ name: 'Hollis & Finch', currency: 'GBP', contactName: 'Helen Hollis', contactTitle: 'Managing Director', pains: 'Proposals take the MD fifteen to twenty hours a week.', goals: 'Win more retainers with less of her time.', offering: 'A creative agency for consumer brands.', industry: 'Marketing', calls: [{ date: '2026-12-01', transcript: CALL }], value }).expect(201);
  return res.body.id as number;
}

describe('the value read from the call (issue 52)', () => {
  it('arrives from the model with its quotes and speakers, each figure checked by code against the call', async () => {
    scriptIntake({
      currency: 'GBP',
      drivers: [
        time,
        // The salary read as money saved each month: the quote states a year's pay, not this.
        { kind: 'cost', amount: 9_500_000, period: 'month', evidence: [SALARY] },
        // A quote the call does not hold.
        { kind: 'time', people: 2, hoursPerWeek: 10, annualCostPerPerson: 4_000_000, evidence: [{ quote: 'Two coordinators spend ten hours a week on this.', speaker: 'Helen Hollis' }] },
      ],
      budget,
    });
    const { value } = await intake(ann);
    expect(fake.state.calls).toBe(1);
    expect(value.currency).toBe('GBP');
    expect(value.drivers.map((d) => [d.verified, d.flagged])).toEqual([
      [true, []],
      [false, ['amount']],
      [false, ['evidence']],
    ]);
    expect(value.drivers[0]!.evidence).toEqual([HOURS, SALARY]);
    expect(value.budget).toMatchObject({ verified: true, flagged: [] });
  });

  it('a client file keeps the value; the server re-checks it and a forged "verified" does not survive', async () => {
    const forged = { kind: 'time', people: 1, hoursPerWeek: 40, annualCostPerPerson: 9_500_000, evidence: [HOURS, SALARY], verified: true, flagged: [] };
    const id = await saveClient(ann, { drivers: [time, forged], budget });
    const client = (await ann.get(`/api/clients/${id}`).expect(200)).body;
    expect(client.value.drivers.map((d: { verified: boolean; flagged: string[] }) => [d.verified, d.flagged])).toEqual([
      [true, []],
      [false, ['hoursPerWeek']],
    ]);
    // A confirmation is the consultant's: kept as sent.
    await ann.patch(`/api/clients/${id}`).send({ value: { drivers: [{ ...forged, confirmed: true }], budget: null } }).expect(200);
    const patched = (await ann.get(`/api/clients/${id}`).expect(200)).body;
    expect(patched.value.drivers[0]).toMatchObject({ verified: false, confirmed: true, hoursPerWeek: 40 });
    expect(patched.value.budget).toBeNull();
    // Bad figures are refused with the field's message; nothing is written.
    const bad = await ann.patch(`/api/clients/${id}`).send({ value: { drivers: [{ ...time, hoursPerWeek: 200 }], budget: null } }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('hours a week');
    expect((await ann.get(`/api/clients/${id}`).expect(200)).body.value.drivers[0].hoursPerWeek).toBe(40);
    // Another person's client is not found.
    await bob.patch(`/api/clients/${id}`).send({ value: null }).expect(404);
  });

  it('a figure neither found in the call nor confirmed stops the pack with 422 before any job; the confirmed value prices', async () => {
    const wrong = { kind: 'cost', amount: 9_500_000, period: 'month', evidence: [SALARY] };
    const id = await saveClient(ann, { drivers: [wrong], budget });
    fake.reset();
    const refused = await ann.post('/api/tools/pack').send({ clientId: id }).expect(422);
    const body = expectShape(PackMissingResponseSchema, refused.body);
    // Needed from the first step that prices: the ROI, then the proposal, price from the same value.
    expect(body.missing[0]).toMatchObject({ field: 'value', step: 'roi-calculator' });
    expect(body.value?.drivers[0]).toMatchObject({ kind: 'cost', amount: 9_500_000, verified: false, flagged: ['amount'] });
    expect(body.message).toContain('The value the price rests on');
    expect(fake.state.calls).toBe(0);
    expect((await ann.get(`/api/packs?clientId=${id}`).expect(200)).body.items).toEqual([]);

    // The consultant corrects it (the salary becomes the time driver it is) and sends it with the pack.
    const started = await ann.post('/api/tools/pack').send({ clientId: id, value: { drivers: [time], budget } }).expect(202);
    const kept = (await ann.get(`/api/clients/${id}`).expect(200)).body.value;
    expect(kept.drivers).toEqual([expect.objectContaining({ kind: 'time', hoursPerWeek: 17.5, confirmed: true, verified: true })]);
    const end = Date.now() + 60_000;
    let pack = (await ann.get(`/api/packs/${started.body.packId}`).expect(200)).body;
    while (pack.state !== 'completed' && pack.state !== 'failed' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pack = (await ann.get(`/api/packs/${started.body.packId}`).expect(200)).body;
    }
    expect(pack.state).toBe('completed');
    const proposalId = pack.steps.find((step: { tool: string }) => step.tool === 'proposal').generationId;
    const proposal = (await ann.get(`/api/history/proposal/${proposalId}`).expect(200)).body;
    expect(proposal.request.valueInputs.drivers).toEqual([expect.objectContaining({ kind: 'time', people: 1, hoursPerWeek: 17.5, annualCostPerPerson: 9_500_000 })]);
    const expected = priceTiers({ ...defaultValueModel('GBP'), floor: proposal.request.floor, tiers: proposal.request.tiers }, proposal.request.valueInputs, 'GBP');
    expect(proposal.results.investment.tiers.map((tier: { monthly: number }) => tier.monthly)).toEqual(expected.tiers.map((tier) => tier.monthly));
  });

  it('"Edit value" re-prices a saved proposal as a new version with no model call; stale is 409', async () => {
    const id = await saveClient(ann, { drivers: [time], budget });
    const started = await ann.post('/api/tools/pack').send({ clientId: id }).expect(202);
    const end = Date.now() + 60_000;
    let pack = (await ann.get(`/api/packs/${started.body.packId}`).expect(200)).body;
    while (pack.state !== 'completed' && pack.state !== 'failed' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pack = (await ann.get(`/api/packs/${started.body.packId}`).expect(200)).body;
    }
    expect(pack.state).toBe('completed');
    const proposalId = pack.steps.find((step: { tool: string }) => step.tool === 'proposal').generationId as number;
    const before = (await ann.get(`/api/history/proposal/${proposalId}`).expect(200)).body;
    fake.reset();
    const corrected = { kind: 'time', people: 1, hoursPerWeek: 20, annualCostPerPerson: 9_500_000, evidence: [HOURS, SALARY] };
    const res = await ann.put(`/api/history/proposal/${proposalId}/value`).send({ drivers: [corrected], budget, baseVersion: before.version }).expect(200);
    expect(fake.state.calls).toBe(0);
    expect(res.body.version).toBe(before.version + 1);
    const results = expectShape(ProposalResultSchema, res.body.results);
    const inputs = { drivers: [corrected as ValueDriver], budget: budget as never };
    const expected = priceTiers({ floor: before.request.floor, tiers: before.request.tiers }, inputs, 'GBP');
    expect(results.investment.tiers.map((tier) => tier.monthly)).toEqual(expected.tiers.map((tier) => tier.monthly));
    expect(results.investment.inputs?.drivers[0]).toMatchObject({ hoursPerWeek: 20, confirmed: true });
    // The words are the version's before: only the figures moved.
    expect(results.headline).toBe(before.results.headline);
    // The same item reread holds it.
    expect((await ann.get(`/api/history/proposal/${proposalId}`).expect(200)).body.results.investment.inputs.drivers[0].hoursPerWeek).toBe(20);
    // From the old version: stale.
    const stale = await ann.put(`/api/history/proposal/${proposalId}/value`).send({ drivers: [time], budget, baseVersion: before.version }).expect(409);
    expect(stale.body.currentVersion).toBe(before.version + 1);
    // Bad figures: 400 with the field's message, nothing written.
    await ann.put(`/api/history/proposal/${proposalId}/value`).send({ drivers: [], budget, baseVersion: before.version + 1 }).expect(400);
    // Another workspace's proposal: 404.
    await bob.put(`/api/history/proposal/${proposalId}/value`).send({ drivers: [time], budget, baseVersion: before.version + 1 }).expect(404);
  });
});
