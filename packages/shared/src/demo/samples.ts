// A valid request per tool: the fixtures of tests, benchmarks and the fake LLM's fallback.
// Browser specs and api tests assert texts the demo writes for these (e.g. "Re: ConvertLab (3/5)").
import type { ToolSlug } from '../catalog.ts';

/** A valid request per tool, for tests, benchmarks and the fake LLM's fallback. */
export const SAMPLE_REQUESTS: Record<ToolSlug, Record<string, unknown>> = {
  'niche-finder': {
    email: 'ann@example.com',
    fullName: 'Ann Lee',
    industry: 'technology',
    targetMarket: 'Small marketing agencies',
    businessModel: 'consulting',
    businessReason: 'I ran an agency for ten years and know its operations well.',
    geographicFocus: ['north-america', 'europe'],
    competitiveFactors: ['quality', 'specialization'],
  },
  'offer-creator': {
    email: 'ann@example.com',
    fullName: 'Ann Lee',
    transcript:
      'Prospect: We get leads but most of them never book a call. Our team spends hours on follow-ups and we still lose deals to cheaper competitors. We want a predictable pipeline.',
  },
  'growth-plan': {
    email: 'ann@example.com',
    fullName: 'Ann Lee',
    companyName: 'Lee Consulting',
    clientCompany: 'Acme Analytics',
    clientIndustry: 'B2B SaaS',
    prospectName: 'Bob Smith',
    prospectTitle: 'CEO',
    currentRevenue: '1200000',
    growthGoals: 'Reach two million in annual recurring revenue within a year.',
    resources: 'A sales team of four and a monthly marketing budget of 20k.',
    challenges: 'Long sales cycles and a high churn rate among small customers.',
  },
  'cold-email': {
    prospectRole: 'Head of Marketing',
    prospectIndustry: 'E-commerce',
    companySize: 'small',
    painPoints: 'Rising ad costs and flat conversion rates on product pages.',
    productName: 'ConvertLab',
    valueProps: 'Lifts product-page conversion by testing copy automatically.',
    uniqueFeatures: 'AI copy variants tested live with built-in statistics.',
    campaignGoal: 'demo',
    emailTone: 'friendly',
    sequenceLength: '4',
  },
};
