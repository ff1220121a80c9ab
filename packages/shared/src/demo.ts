// The `demo` provider (DESIGN §3): a complete, schema-valid sample derived from the request,
// deterministic for the same input, so the product works offline and tests have real shapes.
// Also used by the fake OpenAI server that tests and benchmarks run against.
import type {
  ColdEmailRequest,
  ColdEmailResult,
  GrowthPlanRequest,
  GrowthPlanResult,
  NicheFinderRequest,
  NicheFinderResult,
  OfferCreatorRequest,
  OfferCreatorResult,
} from './schemas/tools.ts';
import { formatOptionBadge, optionLabel, BUSINESS_MODEL_OPTIONS, CAMPAIGN_GOAL_OPTIONS, INDUSTRY_OPTIONS } from './options.ts';
import type { ToolSlug } from './catalog.ts';

/** A small stable hash, so the same request always gives the same numbers. */
function seedOf(value: unknown): number {
  const text = JSON.stringify(value) ?? '';
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const pick = <T>(list: readonly T[], seed: number, offset = 0): T => list[(seed + offset) % list.length]!;
const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function demoNiche(request: NicheFinderRequest): NicheFinderResult {
  const seed = seedOf(request);
  const industry = optionLabel(INDUSTRY_OPTIONS, request.industry);
  const model = optionLabel(BUSINESS_MODEL_OPTIONS, request.businessModel);
  const regions = request.geographicFocus.map(formatOptionBadge).join(', ');
  const angles = ['for independent clinics', 'for B2B SaaS founders', 'for local service firms', 'for e-commerce brands', 'for remote-first teams'];
  const levels = ['Low', 'Medium', 'High'];
  return {
    recommendedNiches: [0, 1, 2].map((i) => ({
      nicheName: `${industry} ${model.toLowerCase()} ${pick(angles, seed, i)}`,
      score: 62 + ((seed >>> (i * 3)) % 33),
      marketSize: Math.round((1 + ((seed >>> i) % 90)) * 10 ** (7 + (i % 3)) * 1.37),
      competitionLevel: pick(levels, seed, i),
      growthPotential: pick(levels, seed, i + 1),
      entryBarriers: [`Trust with ${clip(request.targetMarket, 60)}`, 'Proof of results (case studies)', `Reach in ${regions}`],
    })),
    marketAnalysis: {
      trends: [`${industry} buyers expect measurable ROI within a quarter`, 'AI-assisted delivery lowers the cost of specialised services'],
      opportunities: [`Underserved ${clip(request.targetMarket, 60)} in ${regions}`, `Packaging ${model.toLowerCase()} as a fixed-scope offer`],
      threats: ['Larger agencies moving down-market', 'Price pressure from generalist freelancers'],
    },
  };
}

export function demoOffer(request: OfferCreatorRequest): OfferCreatorResult {
  const seed = seedOf(request);
  const topic = clip(request.transcript.replace(/\s+/g, ' ').trim(), 80);
  return {
    offerStructure: {
      mainOffer: `90-day done-with-you programme built from the call: "${topic}"`,
      valueProposition: 'A clear path from the problems raised on the call to a measurable result, with weekly accountability.',
      pricingStrategy: `Three tiers anchored on the value discussed; core tier at $${(2 + (seed % 6)) * 500} per month.`,
      bonuses: ['Kick-off strategy workshop', 'Template library', 'Private Slack channel'],
      guarantees: ['Results guarantee: keep working for free until the agreed milestone is hit'],
    },
    marketingAngles: ['Speed: results in 90 days, not 12 months', 'Certainty: a guarantee tied to a milestone', `Relevance: built for ${request.fullName}'s audience`],
    conversionEstimates: { expectedRate: 8 + (seed % 15), confidenceLevel: 60 + (seed % 30) },
  };
}

export function demoGrowthPlan(request: GrowthPlanRequest): GrowthPlanResult {
  const client = request.clientCompany;
  return {
    strategy: {
      phases: [
        {
          phase: 'Foundation',
          timeline: 'Month 1',
          objectives: [`Audit ${client}'s funnel and baseline revenue (${request.currentRevenue})`],
          actions: ['Map the customer journey', 'Set up tracking for every KPI'],
          resources: [clip(request.resources, 100)],
        },
        {
          phase: 'Acceleration',
          timeline: 'Months 2-3',
          objectives: [clip(request.growthGoals, 140)],
          actions: ['Launch two acquisition experiments per week', `Address the main challenge: ${clip(request.challenges, 100)}`],
          resources: ['Paid acquisition budget', 'Sales enablement content'],
        },
        {
          phase: 'Scale',
          timeline: 'Months 4-6',
          objectives: ['Double down on the two best-performing channels'],
          actions: ['Automate reporting', `Quarterly review with ${request.prospectName} (${request.prospectTitle})`],
          resources: ['Marketing automation platform'],
        },
      ],
      kpis: ['Monthly recurring revenue', 'Customer acquisition cost', 'Lead-to-customer conversion rate', 'Net revenue retention'],
      milestones: [
        { description: 'Tracking and baseline in place', target: '100% of KPIs reported weekly', deadline: 'End of month 1' },
        { description: 'First profitable channel', target: 'CAC payback under 6 months', deadline: 'End of month 3' },
        { description: 'Growth goal reached', target: clip(request.growthGoals, 100), deadline: 'End of month 6' },
      ],
    },
  };
}

export function demoColdEmail(request: ColdEmailRequest): ColdEmailResult {
  const count = Number(request.sequenceLength);
  const goal = optionLabel(CAMPAIGN_GOAL_OPTIONS, request.campaignGoal).toLowerCase();
  const timings = ['Day 1', 'Day 3', 'Day 7', 'Day 12', 'Day 18', 'Day 25'];
  return {
    sequence: Array.from({ length: count }, (_, i) => ({
      timing: timings[i]!,
      email: {
        subject: i === 0 ? `${request.productName} for ${request.prospectRole}s in ${request.prospectIndustry}` : `Re: ${request.productName} (${i + 1}/${count})`,
        body: `Hi {{firstName}},\n\n${i === 0 ? `Many ${request.prospectRole}s tell us: ${clip(request.painPoints, 160)}` : `Following up with one more idea: ${clip(request.uniqueFeatures, 160)}`}\n\n${clip(request.valueProps, 200)}\n\nWorth a quick look?\n\n{{senderName}}`,
        callToAction: `Reply to ${goal}`,
      },
      followUpConditions: i === count - 1 ? ['End the sequence and mark as not interested'] : ['No reply after the wait period', 'Opened but did not reply'],
    })),
    abTestVariants: [
      { variant: 'Subject line as a question about the main pain point', rationale: 'Questions raise open rates when they name a problem the reader owns.' },
      { variant: `A ${request.emailTone === 'formal' ? 'shorter, plain' : 'more formal'} version of email 1`, rationale: 'Tests whether tone or length drives replies for this audience.' },
    ],
  };
}

export function demoResult(tool: ToolSlug, request: unknown): unknown {
  switch (tool) {
    case 'niche-finder':
      return demoNiche(request as NicheFinderRequest);
    case 'offer-creator':
      return demoOffer(request as OfferCreatorRequest);
    case 'growth-plan':
      return demoGrowthPlan(request as GrowthPlanRequest);
    case 'cold-email':
      return demoColdEmail(request as ColdEmailRequest);
  }
}

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
