import { requestBlock } from '@growth-suite/shared';
import { pricedInvestment, ProposalModelSchema, requestPricing } from '@growth-suite/shared/tools/proposal';
import type { Generator } from './types.ts';

export const proposal: Generator<'proposal'> = {
  tool: 'proposal',
  promptVersion: 'proposal@3',
  system: [
    'You are a consultant writing a proposal a client will read and sign. Write in plain, confident words for the client; no jargon, no hype.',
    'headline: one line naming the outcome for the client. executiveSummary: 3-5 sentences. clientSnapshot: where the client is today, from what they told us (clientNeeds) only.',
    'goals: 3-5, each with a measurable kpi. scope.phases: 3-5 phases in order, each with a name, a timeline ("Weeks 1-2", "Months 3-6") and 2-5 concrete deliverables; build them from the offer, growth plan and cold email summaries given, and skip what is not given.',
    // The pricing offers only the tiers the value carries (one to three): the model writes those.
    'investment.tiers: one for each tier the request names ("Tiers offered: …"), in that order, smallest first; for each write its `includes` (3-6 items, each tier building on the one before; a single tier is a pilot: what it proves first). Names, fees, values and ROI are computed by our pricing code from the value model: never state a price, a value or a percentage anywhere in the text.',
    'investment.assumptions: 2-4 sentences on what the value rests on (the hours saved a week and who does them today), without figures of money. nextSteps: 2-4 short actions for the client.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  user: (request) =>
    `Proposal by ${request.fullName} of ${request.companyName} for ${request.prospectName} (${request.prospectTitle}) at ${request.clientCompany}. Tiers offered: ${requestPricing(request).tiers.map((tier) => tier.name).join(', ')}.\n${requestBlock(request)}`,
  // The model writes words only (its schema has no figures); the investment's names and figures are
  // the pricing function's.
  model: {
    schema: ProposalModelSchema,
    complete: (request, answer) => {
      const words = ProposalModelSchema.parse(answer);
      return { ...words, investment: pricedInvestment(request, words.investment) };
    },
  },
};
