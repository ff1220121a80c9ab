// Requests and results of the four generators (spec §3, §5). The same schema checks the
// form in the browser, the body in the API and the payload in the worker.
import { z } from 'zod';
import { LIMITS, TRANSCRIPT_MIN_CHARS } from '../constants.ts';
import {
  BUSINESS_MODELS,
  CAMPAIGN_GOALS,
  COMPANY_SIZES,
  COMPETITIVE_FACTORS,
  EMAIL_TONES,
  GEOGRAPHIC_FOCUSES,
  INDUSTRIES,
  SEQUENCE_LENGTHS,
} from '../options.ts';
import { choice, choices, email, longText, outList, outText, text } from './fields.ts';

const FULL_NAME = 'Please enter your full name';

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

export const OfferCreatorRequestSchema = z.object({
  email: email(),
  fullName: text(2, FULL_NAME),
  transcript: text(TRANSCRIPT_MIN_CHARS, `Please provide at least ${TRANSCRIPT_MIN_CHARS} characters for accurate analysis`, LIMITS.transcript),
});

export const OfferCreatorResultSchema = z.object({
  offerStructure: z.object({
    mainOffer: outText(1000),
    valueProposition: outText(),
    pricingStrategy: outText(),
    bonuses: outList(),
    guarantees: outList(),
  }),
  marketingAngles: outList().min(1),
  conversionEstimates: z.object({
    expectedRate: z.number().min(0).max(100),
    confidenceLevel: z.number().min(0).max(100),
  }),
});

export const GrowthPlanRequestSchema = z.object({
  email: email(),
  fullName: text(2, FULL_NAME),
  companyName: text(2, 'Please enter your company name'),
  clientCompany: text(2, 'Please enter the client company name'),
  clientIndustry: text(2, 'Please describe the client industry or business type'),
  prospectName: text(2, "Please enter the prospect's name"),
  prospectTitle: text(2, "Please enter the prospect's job title"),
  currentRevenue: text(1, 'Please enter the current annual revenue', 50),
  growthGoals: longText('Please describe your growth goals in more detail'),
  resources: longText('Please describe your resources in more detail'),
  challenges: longText('Please describe your challenges in more detail'),
});

export const GrowthPlanResultSchema = z.object({
  strategy: z.object({
    phases: z
      .array(
        z.object({
          phase: outText(200),
          timeline: outText(200),
          objectives: outList(),
          actions: outList(),
          resources: outList(),
        }),
      )
      .min(1)
      .max(8),
    kpis: outList(15).min(1),
    milestones: z
      .array(z.object({ description: outText(), target: outText(500), deadline: outText(200) }))
      .max(15),
  }),
});

export const ColdEmailRequestSchema = z.object({
  prospectRole: text(2, 'Please specify the target role'),
  prospectIndustry: text(2, 'Please specify the industry'),
  companySize: choice(COMPANY_SIZES, 'Please select a company size'),
  painPoints: longText('Please describe the pain points in more detail'),
  productName: text(2, 'Please enter your product/service name'),
  valueProps: longText('Please describe the value propositions in more detail'),
  uniqueFeatures: longText('Please describe the unique features in more detail'),
  campaignGoal: choice(CAMPAIGN_GOALS, 'Please select a campaign goal'),
  emailTone: choice(EMAIL_TONES, 'Please select an email tone'),
  sequenceLength: choice(SEQUENCE_LENGTHS, 'Please select a sequence length'),
});

export const ColdEmailResultSchema = z.object({
  sequence: z
    .array(
      z.object({
        timing: outText(200),
        email: z.object({ subject: outText(200), body: outText(5000), callToAction: outText(500) }),
        followUpConditions: outList(),
      }),
    )
    .min(3)
    .max(6),
  abTestVariants: z.array(z.object({ variant: outText(1000), rationale: outText(1000) })).max(10),
});

export type NicheFinderRequest = z.infer<typeof NicheFinderRequestSchema>;
export type NicheFinderResult = z.infer<typeof NicheFinderResultSchema>;
export type OfferCreatorRequest = z.infer<typeof OfferCreatorRequestSchema>;
export type OfferCreatorResult = z.infer<typeof OfferCreatorResultSchema>;
export type GrowthPlanRequest = z.infer<typeof GrowthPlanRequestSchema>;
export type GrowthPlanResult = z.infer<typeof GrowthPlanResultSchema>;
export type ColdEmailRequest = z.infer<typeof ColdEmailRequestSchema>;
export type ColdEmailResult = z.infer<typeof ColdEmailResultSchema>;
