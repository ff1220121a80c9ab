import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { ColdEmailRequestSchema, ColdEmailResultSchema } from '../tools/cold-email/schemas.ts';
import { GrowthPlanRequestSchema, GrowthPlanResultSchema } from '../tools/growth-plan/schemas.ts';
import { NicheFinderRequestSchema, NicheFinderResultSchema } from '../tools/niche-finder/schemas.ts';
import { OfferCreatorRequestSchema, OfferCreatorResultSchema } from '../tools/offer-creator/schemas.ts';

const long = 'x'.repeat(20);

export const validNiche = {
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  industry: 'technology',
  targetMarket: 'Small agencies',
  businessModel: 'consulting',
  businessReason: 'I have ten years of agency experience.',
  geographicFocus: ['north-america'],
  competitiveFactors: ['quality'],
};

const validGrowth = {
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  companyName: 'Lee Co',
  clientCompany: 'Acme',
  clientIndustry: 'Retail',
  prospectName: 'Bob',
  prospectTitle: 'CEO',
  currentRevenue: '500000',
  growthGoals: long,
  resources: long,
  challenges: long,
};

const validCold = {
  prospectRole: 'CTO',
  prospectIndustry: 'SaaS',
  companySize: 'small',
  painPoints: long,
  productName: 'Acme',
  valueProps: long,
  uniqueFeatures: long,
  campaignGoal: 'demo',
  emailTone: 'friendly',
  sequenceLength: '4',
};

/** The message a single broken field produces. */
function messageFor(schema: Parameters<typeof validate>[0], valid: object, field: string, value: unknown) {
  const result = validate(schema, { ...valid, [field]: value });
  if (result.success) return null;
  return result.error.fieldErrors[field];
}

describe('niche request', () => {
  it('accepts a valid request and trims text', () => {
    const result = NicheFinderRequestSchema.parse({ ...validNiche, fullName: '  Ann Lee  ' });
    expect(result.fullName).toBe('Ann Lee');
  });
  it.each([
    ['email', 'nope', 'Please enter a valid email address'],
    ['fullName', 'A', 'Please enter your full name'],
    ['fullName', '   ', 'Please enter your full name'],
    ['industry', '', 'Please select an industry'],
    ['industry', 'space-travel', 'Please select an industry'],
    ['targetMarket', 'a', 'Please describe your target market'],
    ['businessModel', undefined, 'Please select a business approach'],
    ['businessReason', 'too short', 'Please explain why you selected this business approach'],
    ['geographicFocus', [], 'Please select at least one geographic area'],
    ['geographicFocus', ['mars'], 'Please select at least one geographic area'],
    ['competitiveFactors', [], 'Please select at least one competitive factor'],
    ['fullName', 'x'.repeat(201), 'Must be at most 200 characters'],
    ['businessReason', 'x'.repeat(5001), 'Must be at most 5000 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(NicheFinderRequestSchema, validNiche, field, value)).toBe(message);
  });
  it('reports a missing field with its spec message and the first field first', () => {
    const result = validate(NicheFinderRequestSchema, {});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.message).toBe('Please enter a valid email address');
    expect(result.error.fieldErrors.competitiveFactors).toBe('Please select at least one competitive factor');
    expect(Object.keys(result.error.fieldErrors)).toHaveLength(8);
  });
  it('dedupes and bounds lists', () => {
    expect(NicheFinderRequestSchema.parse({ ...validNiche, geographicFocus: ['asia', 'asia'] }).geographicFocus).toEqual(['asia']);
  });
});

describe('offer request', () => {
  it.each([
    ['email', 'x@', 'Please enter a valid email address'],
    ['fullName', 'A', 'Please enter your full name'],
    ['transcript', 'x'.repeat(99), 'Please provide at least 100 characters for accurate analysis'],
    ['transcript', 'x'.repeat(50_001), 'Must be at most 50000 characters'],
  ])('%s → %s', (field, value, message) => {
    const valid = { email: 'a@b.co', fullName: 'Ann', transcript: 'x'.repeat(100) };
    expect(OfferCreatorRequestSchema.safeParse(valid).success).toBe(true);
    expect(messageFor(OfferCreatorRequestSchema, valid, field, value)).toBe(message);
  });
});

describe('growth plan request', () => {
  it.each([
    ['email', 'bad', 'Please enter a valid email address'],
    ['fullName', 'A', 'Please enter your full name'],
    ['companyName', 'A', 'Please enter your company name'],
    ['clientCompany', 'A', 'Please enter the client company name'],
    ['clientIndustry', 'A', 'Please describe the client industry or business type'],
    ['prospectName', 'A', "Please enter the prospect's name"],
    ['prospectTitle', 'A', "Please enter the prospect's job title"],
    ['currentRevenue', '', 'Please enter the current annual revenue'],
    ['growthGoals', 'short', 'Please describe your growth goals in more detail'],
    ['resources', 'short', 'Please describe your resources in more detail'],
    ['challenges', 'short', 'Please describe your challenges in more detail'],
  ])('%s → %s', (field, value, message) => {
    expect(GrowthPlanRequestSchema.safeParse(validGrowth).success).toBe(true);
    expect(messageFor(GrowthPlanRequestSchema, validGrowth, field, value)).toBe(message);
  });
});

describe('cold email request', () => {
  it.each([
    ['prospectRole', 'A', 'Please specify the target role'],
    ['prospectIndustry', 'A', 'Please specify the industry'],
    ['companySize', '', 'Please select a company size'],
    ['painPoints', 'short', 'Please describe the pain points in more detail'],
    ['productName', 'A', 'Please enter your product/service name'],
    ['valueProps', 'short', 'Please describe the value propositions in more detail'],
    ['uniqueFeatures', 'short', 'Please describe the unique features in more detail'],
    ['campaignGoal', 'party', 'Please select a campaign goal'],
    ['emailTone', '', 'Please select an email tone'],
    ['sequenceLength', '7', 'Please select a sequence length'],
    ['sequenceLength', 4, 'Please select a sequence length'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(ColdEmailRequestSchema.safeParse(validCold).success).toBe(true);
    expect(messageFor(ColdEmailRequestSchema, validCold, field, value)).toBe(message);
  });
});

describe('result schemas', () => {
  const niche = {
    recommendedNiches: [
      { nicheName: 'A', score: 80, marketSize: 1e9, competitionLevel: 'Low', growthPotential: 'High', entryBarriers: ['x'] },
    ],
    marketAnalysis: { trends: ['t'], opportunities: ['o'], threats: ['th'] },
  };
  it('niche: score 0–100 and a non-negative market size', () => {
    expect(NicheFinderResultSchema.safeParse(niche).success).toBe(true);
    const bad = structuredClone(niche);
    bad.recommendedNiches[0]!.score = 101;
    expect(NicheFinderResultSchema.safeParse(bad).success).toBe(false);
    bad.recommendedNiches[0]!.score = 50;
    bad.recommendedNiches[0]!.marketSize = -1;
    expect(NicheFinderResultSchema.safeParse(bad).success).toBe(false);
    expect(NicheFinderResultSchema.safeParse({ ...niche, recommendedNiches: [] }).success).toBe(false);
  });
  it('offer: percentages within 0–100', () => {
    const offer = {
      offerStructure: { mainOffer: 'm', valueProposition: 'v', pricingStrategy: 'p', bonuses: [], guarantees: [] },
      marketingAngles: ['a'],
      conversionEstimates: { expectedRate: 5, confidenceLevel: 70 },
    };
    expect(OfferCreatorResultSchema.safeParse(offer).success).toBe(true);
    expect(OfferCreatorResultSchema.safeParse({ ...offer, conversionEstimates: { expectedRate: 120, confidenceLevel: 1 } }).success).toBe(false);
  });
  it('growth plan: needs at least one phase and KPI', () => {
    const plan = {
      strategy: {
        phases: [{ phase: 'P1', timeline: 'M1', objectives: ['o'], actions: ['a'], resources: ['r'] }],
        kpis: ['k'],
        milestones: [{ description: 'd', target: 't', deadline: 'd' }],
      },
    };
    expect(GrowthPlanResultSchema.safeParse(plan).success).toBe(true);
    expect(GrowthPlanResultSchema.safeParse({ strategy: { ...plan.strategy, phases: [] } }).success).toBe(false);
  });
  it('cold email: 3 to 6 emails', () => {
    const email = { timing: 'Day 1', email: { subject: 's', body: 'b', callToAction: 'c' }, followUpConditions: [] };
    const ok = { sequence: [email, email, email], abTestVariants: [{ variant: 'v', rationale: 'r' }] };
    expect(ColdEmailResultSchema.safeParse(ok).success).toBe(true);
    expect(ColdEmailResultSchema.safeParse({ ...ok, sequence: [email, email] }).success).toBe(false);
    expect(ColdEmailResultSchema.safeParse({ ...ok, sequence: Array(7).fill(email) }).success).toBe(false);
  });
});
