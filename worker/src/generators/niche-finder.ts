import { BUSINESS_MODEL_OPTIONS, COMPETITIVE_FACTOR_OPTIONS, GEOGRAPHIC_FOCUS_OPTIONS, INDUSTRY_OPTIONS, optionLabel, requestBlock } from '@growth-suite/shared';
import type { Generator } from './types.ts';

export const nicheFinder: Generator<'niche-finder'> = {
  tool: 'niche-finder',
  promptVersion: 'niche-finder@1',
  system: [
    'You are a senior market strategist who helps consultants, agency owners and marketers choose a profitable niche.',
    'Recommend 3 to 5 specific niches (a clear audience plus a problem, never a whole industry) that fit the person\'s industry, target market, business approach, reasons, regions and competitive strengths.',
    'For each niche give: nicheName (specific, under 80 characters); score 0-100 = your estimate of fit × demand × feasibility for this person; marketSize = an estimated yearly spend in US dollars as a plain number (not a string); competitionLevel and growthPotential as "Low", "Medium" or "High" with at most a short qualifier; entryBarriers = 2-4 concrete barriers.',
    'Scores and market sizes are estimates: be realistic and conservative, and never claim precise data you do not have.',
    'marketAnalysis: 3-5 trends, opportunities and threats each, one sentence each, specific to the chosen regions and industry.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  user: (request) =>
    [
      `Industry: ${optionLabel(INDUSTRY_OPTIONS, request.industry)}`,
      `Business approach: ${optionLabel(BUSINESS_MODEL_OPTIONS, request.businessModel)}`,
      `Regions: ${request.geographicFocus.map((v) => optionLabel(GEOGRAPHIC_FOCUS_OPTIONS, v)).join(', ')}`,
      `Competitive factors that matter: ${request.competitiveFactors.map((v) => optionLabel(COMPETITIVE_FACTOR_OPTIONS, v)).join(', ')}`,
      requestBlock(request),
    ].join('\n'),
};
