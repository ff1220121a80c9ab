// The Growth Plan Creator's form from a client file (company, industry, prospect, revenue, goals,
// challenges) and from an offer (what we bring: the offer, its value proposition, bonuses and guarantees).
import { LIMITS } from '../../constants.ts';
import { DEFAULT_CURRENCY } from '../../money/currency.ts';
import { amountIn, at, fit, filled, paragraph, sourceOf, textOf, textsOf } from '../prefillRead.ts';
import type { Prefill } from '../define.ts';
import type { GrowthPlanRequest } from './schemas.ts';

/** The form's revenue is a plain number in a text field (in the form's currency): the amount the client file states, if any. */
const revenueOf = (text: string) => {
  const amount = amountIn(text);
  return amount !== undefined ? String(amount) : '';
};

export const growthPlanPrefill: Prefill<GrowthPlanRequest> = {
  from: ['offer-creator'],
  // The pack's revenue when the file states no amount: said so, rather than a guessed figure. The
  // currency named here is the pack's (the client's, else the brand's) once the pack fills it.
  packDefaults: { currentRevenue: 'Not stated', currency: DEFAULT_CURRENCY },
  values: (from) => {
    const { client } = from;
    const structure = at(sourceOf(from, 'offer-creator')?.results, ['offerStructure']);
    const resources = paragraph('Our offer:', [
      textOf(at(structure, ['mainOffer'])),
      textOf(at(structure, ['valueProposition'])) && `Value: ${textOf(at(structure, ['valueProposition']))}`,
      ...textsOf(at(structure, ['bonuses'])).map((bonus) => `- Bonus: ${bonus}`),
      ...textsOf(at(structure, ['guarantees'])).map((guarantee) => `- Guarantee: ${guarantee}`),
    ]);
    return filled({
      ...(from.currency ? { currency: from.currency } : {}),
      clientCompany: fit(client?.name ?? ''),
      clientIndustry: fit(client?.industry ?? ''),
      prospectName: fit(client?.contactName ?? ''),
      prospectTitle: fit(client?.contactTitle ?? ''),
      currentRevenue: revenueOf(client?.revenue ?? ''),
      growthGoals: fit(client?.goals ?? '', LIMITS.long),
      challenges: fit(client?.pains ?? '', LIMITS.long),
      resources: fit(resources, LIMITS.long),
    });
  },
};
