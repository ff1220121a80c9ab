import { requestBlock } from '@growth-suite/shared';
import type { Generator } from './types.ts';

export const offerCreator: Generator<'offer-creator'> = {
  tool: 'offer-creator',
  promptVersion: 'offer-creator@1',
  system: [
    'You are an offer strategist for consultants and agencies. From a sales-call or podcast transcript you design one irresistible, specific offer.',
    'Use only what the transcript supports: the prospect\'s words, pains, goals, objections and budget signals. Do not invent facts about the people involved.',
    'offerStructure: mainOffer (one sentence naming the outcome, audience and timeframe), valueProposition (why this beats the alternatives, in the prospect\'s language), pricingStrategy (a concrete structure and price anchors, in US dollars), 2-4 bonuses that remove objections heard in the call, 1-2 guarantees that reverse the main risk.',
    'marketingAngles: 3-5 distinct angles (headline plus one-line explanation).',
    'conversionEstimates: expectedRate = estimated percentage of qualified prospects who buy (0-100); confidenceLevel = how confident you are in that estimate (0-100). Both are estimates; be conservative.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  user: (request) => `Create an offer for ${request.fullName} from this transcript.\n${requestBlock(request)}`,
};
