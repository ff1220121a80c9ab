// The proposal (issue 24) end to end: the api, the queue, a real worker process and the fake LLM
// through the openai SDK. The model writes the words; the figures saved are the pricing function's,
// whatever the model wrote there.
import type { FakeLlm } from '@growth-suite/fake-llm';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { historyItemResponseSchema, toolResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { describe, expect, it } from 'vitest';
import { expectShape } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';

const TOOL = 'proposal' as const;
let fake: FakeLlm;
let ann: Browser;
let bob: Browser;
withGeneratingApp((app) => ({ fake, ann, bob } = app));

const request = ProposalRequestSchema.parse({
  ...SAMPLE_REQUESTS[TOOL],
  clientCompany: 'Whitfield Physio',
  currency: 'GBP',
  locale: 'en-GB',
  valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 12, annualCostPerPerson: 5_200_000 }], budget: null },
  floor: 90_000,
  tiers: [
    { name: 'Starter', coverage: 0.4, share: 0.2 },
    { name: 'Core', coverage: 0.7, share: 0.3 },
    { name: 'Full', coverage: 1, share: 0.4 },
  ],
});
const expected = () => priceTiers({ floor: request.floor, tiers: request.tiers }, request.valueInputs, request.currency).tiers.map(({ name, monthly, value, roi }) => ({ name, monthly, value, roi }));

describe('POST /api/tools/proposal', () => {
  it('saves the proposal with the fees, values and ROI of the pricing function', async () => {
    const res = await ann.post(`/api/tools/${TOOL}`).send(request).expect(200);
    expectShape(toolResponseSchema(TOOL), res.body);
    const { historyId, ...results } = res.body;
    expect(fake.state.byTool[TOOL]).toBe(1);
    expect(results.investment.tiers.map(({ name, monthly, value, roi }: Record<string, unknown>) => ({ name, monthly, value, roi }))).toEqual(expected());
    const item = expectShape(historyItemResponseSchema(TOOL), (await ann.get(`/api/history/${TOOL}/${historyId}`).expect(200)).body);
    expect(item.results).toEqual(results);
    expect((await ann.get(`/api/history/${TOOL}`).expect(200)).body[0]).toMatchObject({ id: historyId, tool: TOOL });
    await bob.get(`/api/history/${TOOL}/${historyId}`).expect(404);
  });

  it('overwrites the figures and tier names a model writes: the saved ones equal the pricing function’s', async () => {
    const written = demoResult(TOOL, request);
    const wrong = {
      ...written,
      investment: {
        ...written.investment,
        tiers: written.investment.tiers.map((tier, i) => ({ ...tier, name: `Invented ${i}`, includes: [`Model item ${i}`], monthly: 99_990, value: 7, roi: 4200 })),
      },
    };
    fake.configure({ answers: [JSON.stringify(wrong)] });
    const { historyId, ...results } = (await ann.post(`/api/tools/${TOOL}`).send(request).expect(200)).body;
    expect(results.investment.tiers).toEqual(expected().map((figures, i) => ({ ...figures, includes: [`Model item ${i}`] })));
    const saved = (await ann.get(`/api/history/${TOOL}/${historyId}`).expect(200)).body;
    expect(saved.results.investment.tiers.map((tier: { monthly: number }) => tier.monthly)).toEqual(expected().map((q) => q.monthly));
    // The model's words stay.
    expect(saved.results.headline).toBe(written.headline);
  });

  it('refuses a value model outside the limits with field errors, and calls no model', async () => {
    const res = await ann
      .post(`/api/tools/${TOOL}`)
      .send({ ...request, valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 80, annualCostPerPerson: 5_200_000 }] }, floor: -5 })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('The hours a week must be at most 60');
    expect(JSON.stringify(res.body)).toContain('The lowest monthly fee cannot be negative');
    expect(fake.state.byTool[TOOL] ?? 0).toBe(0);
  });
});
