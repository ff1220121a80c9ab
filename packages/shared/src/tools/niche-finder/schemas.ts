// The Niche Finder's request and result (spec §3, §5): the same schema checks the form, the api's body
// and the worker's payload.
import { z } from 'zod';
import { BUSINESS_MODELS, COMPETITIVE_FACTORS, GEOGRAPHIC_FOCUSES, INDUSTRIES } from '../../options.ts';
import { choice, choices, email, FULL_NAME, longText, outList, outText, text } from '../../schemas/fields.ts';

export const NicheFinderRequestSchema = z.object({
  email: email(),
  fullName: text(2, FULL_NAME),
  industry: choice(INDUSTRIES, 'Please select an industry'),
  targetMarket: text(2, 'Please describe your target market'),
  businessModel: choice(BUSINESS_MODELS, 'Please select a business approach'),
  businessReason: longText('Please explain why you selected this business approach'),
  geographicFocus: choices(GEOGRAPHIC_FOCUSES, 'Please select at least one geographic area'),
  competitiveFactors: choices(COMPETITIVE_FACTORS, 'Please select at least one competitive factor'),
});

export const NicheFinderResultSchema = z.object({
  recommendedNiches: z
    .array(
      z.object({
        nicheName: outText(200),
        score: z.number().min(0).max(100),
        marketSize: z.number().min(0).max(1e15),
        competitionLevel: outText(100),
        growthPotential: outText(100),
        entryBarriers: outList(8),
      }),
    )
    .min(1)
    .max(8),
  marketAnalysis: z.object({
    trends: outList(),
    opportunities: outList(),
    threats: outList(),
  }),
});

export type NicheFinderRequest = z.infer<typeof NicheFinderRequestSchema>;
export type NicheFinderResult = z.infer<typeof NicheFinderResultSchema>;
