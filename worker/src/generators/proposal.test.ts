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
    const quotes = priceTiers({ floor: request.floor, tiers: request.tiers }, request.valueInputs, request.currency);
    expect(result.investment.tiers).toEqual(quotes.map((q, i) => ({ name: q.name, monthly: q.monthly, value: q.value, roi: q.roi, includes: [`Item ${i}`] })));
    expect(result.headline).toBe(words.headline);
  });
});
