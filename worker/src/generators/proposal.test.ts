// The proposal's model writes words only: the schema it is asked for has no figure, and whatever it
// answers becomes a result whose names and figures are the pricing function's.
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema, ProposalResultSchema } from '@growth-suite/shared/tools/proposal';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { proposal } from './proposal.ts';

const request = ProposalRequestSchema.parse(SAMPLE_REQUESTS.proposal);

describe('the proposal generator', () => {
  it('asks the model for no name, fee, value or ROI of a tier', () => {
    const asked = JSON.stringify(z.toJSONSchema(proposal.model!.schema));
    for (const figure of ['"monthly"', '"value"', '"roi"']) expect(asked).not.toContain(figure);
    expect(asked).toContain('"includes"');
  });

  it('completes an answer with the pricing function’s tiers, keeping the model’s words', () => {
    const words = demoResult('proposal', request);
    const answer = { ...words, investment: { ...words.investment, tiers: words.investment.tiers.map((_, i) => ({ includes: [`Item ${i}`], monthly: 1, roi: 99999 })) } };
    const result = ProposalResultSchema.parse(proposal.model!.complete(request, answer));
    const quotes = priceTiers({ floor: request.floor, tiers: request.tiers }, request.valueInputs, request.currency).tiers;
    expect(quotes).toHaveLength(3);
    expect(result.investment.tiers).toEqual(quotes.map((q, i) => ({ name: q.name, monthly: q.monthly, value: q.value, roi: q.roi, includes: [`Item ${i}`] })));
    expect(result.headline).toBe(words.headline);
  });

  it('asks for the words of the tiers the value carries only, and prices those (one as a pilot when it carries none)', () => {
    // $30,000 a year, 2 h a week: $125 a month carries no tier's floor.
    const small = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 2, annualCostPerPerson: 3_000_000 }], budget: null } });
    expect(proposal.user(small)).toContain('Tiers offered: Essentials.');
    expect(proposal.user(request)).toContain('Tiers offered: Essentials, Growth, Partner.');
    const words = demoResult('proposal', small);
    const answer = { ...words, investment: { ...words.investment, tiers: [{ includes: ['Pilot item'] }] } };
    const result = ProposalResultSchema.parse(proposal.model!.complete(small, answer));
    expect(result.investment.tiers).toEqual([{ name: 'Essentials', monthly: small.floor, value: 6_300, roi: Math.round(((6_300 - small.floor) / small.floor) * 100), includes: ['Pilot item'] }]);
  });
});
