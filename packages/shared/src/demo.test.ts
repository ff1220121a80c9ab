// The demo provider is every evaluator's first impression: these property checks run its rules over
// the sample requests and many varied ones (every option, long, short and odd text, apostrophes,
// roles ending in s or y, large and small numbers, every kind of timeframe).
import { describe, expect, it } from 'vitest';
import { demoResult, SAMPLE_REQUESTS } from './demo.ts';
import { TOOL_SLUGS, type ToolSlug } from './catalog.ts';
import { BUSINESS_MODELS, CAMPAIGN_GOALS, COMPANY_SIZES, COMPETITIVE_FACTORS, EMAIL_TONES, GEOGRAPHIC_FOCUSES, INDUSTRIES, SEQUENCE_LENGTHS } from './options.ts';
import type { ColdEmailResult } from './tools/cold-email/schemas.ts';
import type { GrowthPlanResult } from './tools/growth-plan/schemas.ts';
import type { NicheFinderResult } from './tools/niche-finder/schemas.ts';
import type { OfferCreatorResult } from './tools/offer-creator/schemas.ts';
import { TOOLS } from './tools.ts';

type Request = Record<string, unknown>;
const nth = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const ODD = ['🚀🚀🚀 growth!!! ??? <script>alert(1)</script> “quotes” — and… more', 'Ünïcödé café owners — São Paulo & Zürich, naïve résumé coöperation'];
const LONG = (sentence: string, max: number) => sentence.repeat(Math.ceil(max / sentence.length)).slice(0, max).trim();

const TARGETS = ['Small marketing agencies', 'Independent dental clinics in mid-sized cities', "Owner-run restaurants that can't afford a marketer", 'B2B SaaS companies between seed and Series A', 'xx', '  Lots   of   spaces\nand\ttabs in here  ', ...ODD, LONG('Mid-market manufacturers of industrial parts; ', 200)];
const REASONS = ['I ran an agency for ten years and know its operations well.', "My father's clinic struggled with this for years, so I know the pain.", 'Because the margins look attractive and demand keeps growing everywhere.', '3200000 reasons, honestly!!! ??? and more text here', LONG('I have always wanted to help owners grow. ', 3000)];
const nicheRequests: Request[] = Array.from({ length: 140 }, (_, i) => ({
  email: 'ann@example.com',
  fullName: nth(['Ann Lee', 'Morgan Reyes', "Dara O'Neil"], i),
  industry: nth(INDUSTRIES, i),
  businessModel: nth(BUSINESS_MODELS, Math.floor(i / 7)),
  targetMarket: nth(TARGETS, i * 3),
  businessReason: nth(REASONS, i),
  geographicFocus: GEOGRAPHIC_FOCUSES.filter((_, j) => (i + j) % 3 === 0 || j === i % 7),
  competitiveFactors: COMPETITIVE_FACTORS.filter((_, j) => (i * 5 + j) % 4 === 0 || j === i % 6),
}));

const TRANSCRIPTS = [
  'Prospect: Our churn is brutal. Half the customers cancel before the second renewal and onboarding is a mess. We could spend maybe $8k a month to fix it.',
  'Client: We run three dental clinics. Patients find us through referrals but nobody knows us online and our social media is dead. We want to grow within six months.',
  'x'.repeat(150),
  "Morgan Reyes here, I'm the consultant. Prospect said: we're stuck, growth has stalled at 3200000 a year and the team is stretched thin; we need to hire but can't find people.",
  "<b>Transcript</b>: Ann's agency keeps losing deals to cheaper freelancers; ad spend is up 40% and our CPC doubled; the budget is 60,000 for the whole project.",
  LONG('Prospect: We get leads but most of them never book a call, and follow-ups eat hours of our week. ', 49_000),
  `${ODD[0]} ${ODD[1]} ${ODD[0]} and then some more words to pass the minimum length of the field.`,
];
const offerRequests: Request[] = [
  SAMPLE_REQUESTS['offer-creator'],
  ...Array.from({ length: 42 }, (_, i) => ({ email: 'ann@example.com', fullName: nth(['Ann Lee', 'Morgan Reyes', "Dara O'Neil", 'Jo', 'Mary-Kate Smith-Jones'], i), transcript: `${nth(TRANSCRIPTS, i)}${i > 20 ? ` ${nth(TRANSCRIPTS, i + 2)}`.slice(0, 400) : ''}` })),
];

/** Goals with the timeframe they name: the plan must end exactly there. */
const GOALS: [string, 'week' | 'month', number][] = [
  ['Reach two million in annual recurring revenue within a year.', 'month', 12],
  ['Double revenue in 18 months without adding headcount.', 'month', 18],
  ['Grow MRR by 30% within 6 months and keep churn low.', 'month', 6],
  ['Land 40 new enterprise customers over the next two years.', 'month', 24],
  ['Hit $500k in sales in 90 days with the current team.', 'month', 3],
  ['Book 25 qualified demos a month within 8 weeks from now.', 'week', 8],
  ['Close our first ten paying clients this quarter, no matter what.', 'month', 3],
  ['Become the best known brand in our region, whatever it takes.', 'month', 12],
  ['Reach 3200000 in revenue by year-end and open a second office.', 'month', 12],
  ['Triple profit in 9 months and expand into Europe afterwards.', 'month', 9],
  ['Get to 10,000 paying users in 4 weeks, then keep on going.', 'week', 4],
  ['Grow 50% over three years while protecting our margins.', 'month', 36],
];
const RESOURCES = ['A sales team of four and a monthly marketing budget of 20k.', 'Two founders, a part-time marketer and HubSpot CRM; budget about $5,000 per month.', 'Honestly not much: a small team, some savings and a lot of determination.', LONG('We have partners, freelancers and a blog. ', 4000)];
const CHALLENGES = ['Long sales cycles and a high churn rate among small customers.', 'We cannot hire fast enough and our onboarding is slow and manual.', 'Cheaper competitors undercut us and margins keep shrinking every quarter.', 'Nobody knows who we are; traffic is flat and leads are scarce.', 'Everything and nothing, it is hard to explain in a few words really.'];
const growthRequests: Request[] = [
  SAMPLE_REQUESTS['growth-plan'],
  ...Array.from({ length: 96 }, (_, i) => ({
    email: 'ann@example.com',
    fullName: nth(['Ann Lee', 'Morgan Reyes', "Dara O'Neil"], i),
    companyName: 'Lee Consulting',
    clientCompany: nth(['Acme Analytics', "O'Brien & Sons", 'Nordic Widgets AS', 'A very long client company name that goes on and on beyond sixty characters', 'Zeta'], i),
    clientIndustry: nth(['B2B SaaS', 'Restaurants', 'Healthcare clinics', 'Logistics', 'x'.repeat(150)], i * 3),
    prospectName: nth(["Seán D'Arcy", 'Bob Smith', 'Li'], i),
    prospectTitle: nth(['CEO', 'Head of Operations', 'VP Sales', 'Founder & Managing Director'], i * 5),
    currentRevenue: nth(['1200000', '3200000', '0', '950', '12500000000', '$1.2M', 'about 2 million', 'n/a', '45,000'], i * 7),
    growthGoals: nth(GOALS, i)[0],
    resources: nth(RESOURCES, i * 3),
    challenges: nth(CHALLENGES, i * 5),
  })),
];

const ROLES = ['Head of Marketing', 'Head of Operations', 'VP Sales', 'Director of Analytics', 'Office Secretary', 'Attorney', 'CTO', 'Sales Boss', 'Chief of Staff', 'Salesperson', 'Head of Technology', "Owner's Assistant", 'operations manager', 'Senior Vice President of Global Revenue Operations and Partnerships', 'Sales'];
const PAINS = ['Rising ad costs and flat conversion rates on product pages.', 'Our reps spend hours on manual follow-ups and data entry every single week.', 'Customer churn keeps climbing after the first renewal and nobody knows why.', "Compliance audits eat weeks of the team's time every year.", 'Nothing specific really, things are just slow lately and could be better.', ODD[0]!, LONG('The pipeline is empty one month and overflowing the next. ', 5000)];
const VALUES = ['Lifts product-page conversion by testing copy automatically.', 'Saves each rep about ten hours a week and cuts tooling costs.', 'Simple setup, no code, and a dedicated expert for onboarding.', 'It is really good and people seem to like it a lot overall.', ODD[1]!];
const FEATURES = ['AI copy variants tested live with built-in statistics.', 'Native integrations with Shopify, HubSpot and Salesforce via API.', 'SOC 2 certified, encrypted at rest, with SSO and audit logs.', 'Nothing like it exists, honestly, it is unique in every way.'];
const coldRequests: Request[] = [
  SAMPLE_REQUESTS['cold-email'],
  ...Array.from({ length: 150 }, (_, i) => ({
    prospectRole: nth(ROLES, i),
    prospectIndustry: nth(['E-commerce', 'Healthcare', 'B2B SaaS', 'Real Estate', "Children's Education", 'Manufacturing and industrial distribution across three continents'], i * 7),
    companySize: nth(COMPANY_SIZES, i * 3),
    painPoints: nth(PAINS, i * 2),
    productName: nth(['ConvertLab', "Bob's Burger POS", 'Revenue Intelligence Platform for Enterprise Sales Teams', 'A'.repeat(120), 'Z3', LONG('Ultra Mega Product ', 200)], i),
    valueProps: nth(VALUES, i * 3),
    uniqueFeatures: nth(FEATURES, i * 5),
    campaignGoal: nth(CAMPAIGN_GOALS, i * 2),
    emailTone: nth(EMAIL_TONES, i),
    sequenceLength: nth(SEQUENCE_LENGTHS, i * 3),
  })),
];

const intakeRequests: Request[] = [SAMPLE_REQUESTS['client-intake'], ...TRANSCRIPTS.map((transcript, i) => ({ transcript, ...(i % 2 ? { date: '2026-11-20' } : {}) }))];

const proposalRequests: Request[] = [
  SAMPLE_REQUESTS.proposal,
  ...Array.from({ length: 30 }, (_, i) => ({
    ...SAMPLE_REQUESTS.proposal,
    clientCompany: nth(['Whitfield Physio', 'Acme', 'Revenue Intelligence Platform for Enterprise Sales Teams Worldwide', 'Z3'], i),
    prospectName: nth(['Dana Whitfield', 'Bob', 'A'.repeat(120)], i),
    clientNeeds: nth([...PAINS, ''], i),
    offerSummary: nth(['', ...VALUES], i * 3),
    planSummary: nth(['', 'Phase 1 (Months 1-2): cut churn among small customers. KPIs: repeat rate'], i),
    emailSummary: nth(['', '3 emails: "Quick question about your pipeline"'], i * 5),
    valueInputs: { annualSalary: nth([0, 42_000, 240_000, 100_000_000], i), weeklyHours: nth([1, 12, 40], i * 7) },
    floor: nth([0, 1500, 1_000_000], i * 11),
  })),
];

/** Requests each tool's demo is tried with (beyond its sample, which every tool is tried with). */
const REQUESTS: Partial<Record<ToolSlug, Request[]>> = {
  'niche-finder': [SAMPLE_REQUESTS['niche-finder'], ...nicheRequests],
  'offer-creator': offerRequests,
  'growth-plan': growthRequests,
  'cold-email': coldRequests,
  'client-intake': intakeRequests,
  proposal: proposalRequests,
};
/** The client intake quotes the call on purpose (its evidence): its own tests hold it to the transcript. */
const QUOTES_ITS_INPUT: readonly ToolSlug[] = ['client-intake'];
// The niche finder's target market is a name (quoted when short, so the analysis is visibly of the
// user's own market: outside testers), no longer free text the demo only reads for keywords.
const FREE_TEXT: Partial<Record<ToolSlug, string[]>> = { 'niche-finder': ['businessReason'], 'offer-creator': ['transcript'], 'growth-plan': ['growthGoals', 'resources', 'challenges'], 'cold-email': ['painPoints', 'valueProps', 'uniqueFeatures'], 'client-intake': [], proposal: ['clientNeeds', 'offerSummary', 'planSummary', 'emailSummary'] };
const NAMES: Partial<Record<ToolSlug, string[]>> = { 'niche-finder': ['targetMarket'], 'offer-creator': [], 'growth-plan': ['clientCompany', 'clientIndustry', 'prospectName', 'prospectTitle'], 'cold-email': ['prospectRole', 'prospectIndustry', 'productName'], 'client-intake': [], proposal: ['clientCompany', 'prospectName'] };

/** Each tool's requests (parsed as the api would) with the demo's result. */
function cases<T extends ToolSlug>(tool: T): { request: Request; result: unknown; texts: string[] }[] {
  return (REQUESTS[tool] ?? [SAMPLE_REQUESTS[tool]]).map((raw) => {
    const request = TOOLS[tool].requestSchema.parse(raw) as Request;
    const result = demoResult(tool, request);
    return { request, result, texts: strings(result) };
  });
}
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** The first run of `size` characters of `source` that appears in one of `texts`. */
function echoed(source: string, texts: string[], size: number): string | undefined {
  const windows = new Set<string>();
  const folded = fold(source);
  for (let i = 0; i + size <= folded.length; i += 1) windows.add(folded.slice(i, i + size));
  for (const text of texts.map(fold)) for (let i = 0; i + size <= text.length; i += 1) if (windows.has(text.slice(i, i + size))) return text.slice(i, i + size);
  return undefined;
}

describe('demo provider', () => {
  it('every result of every tool is schema-valid and deterministic, over the samples and varied requests', () => {
    for (const tool of TOOL_SLUGS) {
      for (const { request, result } of cases(tool)) {
        const parsed = TOOLS[tool].resultSchema.safeParse(result);
        expect(parsed.success, `${tool} ${JSON.stringify(request).slice(0, 200)}: ${parsed.error?.message}`).toBe(true);
        expect(demoResult(tool, request)).toEqual(result);
      }
    }
  });

  it.each(TOOL_SLUGS)('%s: free text steers the words but is never pasted (no 20-character run of it), names only when short', (tool) => {
    for (const { request, texts } of cases(tool)) {
      for (const field of FREE_TEXT[tool] ?? []) expect(echoed(String(request[field]), texts, 20), `${tool}.${field}`).toBeUndefined();
      for (const field of NAMES[tool] ?? []) expect(echoed(String(request[field]), texts, 61), `${tool}.${field}`).toBeUndefined();
    }
  });

  it('never names the consultant, and never forms a possessive of a name', () => {
    for (const tool of TOOL_SLUGS) {
      for (const { request, texts } of cases(tool)) {
        const all = texts.join('\n');
        if (typeof request.fullName === 'string') expect(all, tool).not.toMatch(new RegExp(`\\b${request.fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
        for (const field of ['clientCompany', 'prospectName', 'productName']) {
          const name = request[field];
          if (typeof name === 'string') expect(all, `${tool}.${field}`).not.toMatch(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['’]`));
        }
      }
    }
  });

  it('writes numbers formatted: no run of five or more digits in any text, money with thousands separators', () => {
    for (const tool of TOOL_SLUGS.filter((slug) => !QUOTES_ITS_INPUT.includes(slug))) {
      for (const { texts } of cases(tool)) {
        for (const text of texts) {
          expect(text, tool).not.toMatch(/\d{5,}/);
          expect(text, tool).not.toMatch(/\$\d{4}/);
        }
      }
    }
  });

  describe('niche finder', () => {
    const LEVEL = { Low: 0, Medium: 1, High: 2 } as Record<string, number>;
    it('ranks niches by score, and a score follows competition and growth', () => {
      for (const { result } of cases('niche-finder')) {
        const niches = (result as NicheFinderResult).recommendedNiches;
        const scores = niches.map((n) => n.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        for (const a of niches) {
          expect(Object.keys(LEVEL)).toContain(a.competitionLevel);
          expect(Object.keys(LEVEL)).toContain(a.growthPotential);
          for (const b of niches) {
            const better = LEVEL[a.growthPotential]! >= LEVEL[b.growthPotential]! && LEVEL[a.competitionLevel]! <= LEVEL[b.competitionLevel]!;
            const strictly = LEVEL[a.growthPotential]! > LEVEL[b.growthPotential]! || LEVEL[a.competitionLevel]! < LEVEL[b.competitionLevel]!;
            if (better && strictly) expect(a.score, `${a.competitionLevel}/${a.growthPotential} vs ${b.competitionLevel}/${b.growthPotential}`).toBeGreaterThan(b.score);
          }
        }
        expect(niches[0]!.competitionLevel === 'High' && niches[0]!.growthPotential === 'Low').toBe(false);
      }
    });

    it('gives each niche its own name and its own entry barriers', () => {
      for (const { result } of cases('niche-finder')) {
        const niches = (result as NicheFinderResult).recommendedNiches;
        expect(new Set(niches.map((n) => n.nicheName)).size).toBe(niches.length);
        const barriers = niches.flatMap((n) => n.entryBarriers);
        expect(new Set(barriers).size).toBe(barriers.length);
        for (const niche of niches) expect(niche.entryBarriers.length).toBeGreaterThanOrEqual(2);
      }
    });
  });

  describe('offer creator', () => {
    it('prices in the currency and at the monthly budget the call states (issue: £2,500/month read as a $ tier)', () => {
      const offerOf = (transcript: string) =>
        demoResult('offer-creator', TOOLS['offer-creator'].requestSchema.parse({ ...SAMPLE_REQUESTS['offer-creator'], transcript })) as OfferCreatorResult;
      const british = offerOf(
        `${'Prospect: We run a physiotherapy clinic in Leeds and our bookings have stalled since spring, and our front desk loses leads. '.repeat(2)}We spent £40,000 on a rebrand last year. Our budget is £2,500/month for the next six months.`,
      ).offerStructure.pricingStrategy;
      expect(british).toContain('Core at £2,500');
      expect(british).not.toContain('$');
      const euro = offerOf(`${'Prospect: Our agency in Berlin wants more qualified leads and better follow-up with prospects every week. '.repeat(2)}We could spend €3,000 a month.`).offerStructure.pricingStrategy;
      expect(euro).toContain('Core at €3,000');
    });

    it('prices tiers in formatted dollars that rise, and estimates whole percentages', () => {
      for (const { result } of cases('offer-creator')) {
        const offer = result as OfferCreatorResult;
        const prices = [...offer.offerStructure.pricingStrategy.matchAll(/\$([\d,]+)/g)].map((m) => m[1]!);
        expect(prices.length).toBeGreaterThanOrEqual(3);
        for (const price of prices) expect(price).toMatch(/^\d{1,3}(,\d{3})*$/);
        const values = prices.map((p) => Number(p.replace(/,/g, '')));
        expect(values.slice(0, 3)).toEqual([...values.slice(0, 3)].sort((a, b) => a - b));
        expect(Number.isInteger(offer.conversionEstimates.expectedRate) && Number.isInteger(offer.conversionEstimates.confidenceLevel)).toBe(true);
        expect(offer.offerStructure.mainOffer).toMatch(/^[A-Z].{20,300}\.$/);
      }
    });
  });

  describe('growth plan', () => {
    const span = (text: string) => /^(Week|Month)s? (\d+)(?:-(\d+))?$/.exec(text);
    it('keeps phases and milestone deadlines inside the timeframe the goal names, in order, ending on it', () => {
      growthRequests.forEach((raw, i) => {
        const [, unit, months] = i === 0 ? GOALS[0]! : nth(GOALS, i - 1);
        const plan = (demoResult('growth-plan', TOOLS['growth-plan'].requestSchema.parse(raw)) as GrowthPlanResult).strategy;
        let next = 1;
        for (const phase of plan.phases) {
          const match = span(phase.timeline);
          expect(match, phase.timeline).not.toBeNull();
          expect(match![1]!.toLowerCase()).toBe(unit);
          expect(Number(match![2])).toBe(next);
          next = Number(match![3] ?? match![2]) + 1;
        }
        expect(next - 1, String(raw.growthGoals)).toBe(months);
        const deadlines = plan.milestones.map((m) => /^End of (week|month) (\d+)$/.exec(m.deadline));
        expect(deadlines.length).toBeGreaterThanOrEqual(Math.min(3, plan.phases.length));
        for (const match of deadlines) expect(match?.[1]).toBe(unit);
        const ends = deadlines.map((m) => Number(m![2]));
        expect(ends).toEqual([...ends].sort((a, b) => a - b));
        expect(ends.every((end) => end >= 1 && end <= months)).toBe(true);
        expect(ends[ends.length - 1]).toBe(months);
      });
    });
  });

  describe('cold email', () => {
    it('keeps every subject line under 50 characters', () => {
      for (const { result } of cases('cold-email')) {
        for (const item of (result as ColdEmailResult).sequence) expect(item.email.subject.length, item.email.subject).toBeLessThan(50);
      }
    });

    it('gives every email a subject of its own, never a fake "Re:" or a "(2/4)" counter (issue: demo output teaching bad practice)', () => {
      for (const { result } of cases('cold-email')) {
        const subjects = (result as ColdEmailResult).sequence.map((item) => item.email.subject);
        for (const subject of subjects) {
          expect(subject, subject).not.toMatch(/^\s*(re|fwd?):/i);
          expect(subject, subject).not.toMatch(/\(\d+\s*\/\s*\d+\)/);
        }
        expect(new Set(subjects).size).toBe(subjects.length);
      }
    });

    it('sends the requested number of emails on rising days from Day 1, each follow-up condition naming the next send day', () => {
      for (const { request, result } of cases('cold-email')) {
        const sequence = (result as ColdEmailResult).sequence;
        expect(sequence).toHaveLength(Number(request.sequenceLength));
        const days = sequence.map((item) => Number(/^Day (\d+)$/.exec(item.timing)?.[1]));
        expect(days[0]).toBe(1);
        for (let i = 1; i < days.length; i += 1) expect(days[i]).toBeGreaterThan(days[i - 1]!);
        sequence.slice(0, -1).forEach((item, i) => expect(item.followUpConditions.join(' ')).toContain(`Day ${days[i + 1]}`));
      }
    });

    it('puts the role in a correct plural, never adding a bare "s" to a word ending in s or a consonant and y', () => {
      const expected: Record<string, string> = { 'Head of Marketing': 'Heads of Marketing', 'Head of Operations': 'Heads of Operations', 'Director of Analytics': 'Directors of Analytics', 'Office Secretary': 'Office Secretaries', Attorney: 'Attorneys', CTO: 'CTOs', 'Sales Boss': 'Sales Bosses', 'Chief of Staff': 'Chiefs of Staff', Salesperson: 'Salespeople', 'Head of Technology': 'Heads of Technology' };
      for (const { request, texts } of cases('cold-email')) {
        const role = String(request.prospectRole);
        const all = texts.join('\n');
        if (/s$|[^aeiou]y$/i.test(role)) expect(all.toLowerCase()).not.toContain(`${role.toLowerCase()}s`);
        if (expected[role]) expect(all).toContain(expected[role]);
      }
    });

    it('offers A/B variants that differ from the sequence and from each other', () => {
      for (const { request, result } of cases('cold-email')) {
        const { sequence, abTestVariants } = result as ColdEmailResult;
        expect(abTestVariants.length).toBeGreaterThanOrEqual(2);
        expect(new Set(abTestVariants.map((v) => v.variant)).size).toBe(abTestVariants.length);
        expect(new Set(abTestVariants.map((v) => v.rationale)).size).toBe(abTestVariants.length);
        const subject = /^Subject line as a question: "(.+)"$/.exec(abTestVariants[0]!.variant)?.[1];
        expect(subject).toBeDefined();
        expect(subject!.length).toBeLessThan(50);
        expect(subject).not.toBe(sequence[0]!.email.subject);
        for (const variant of abTestVariants) expect(variant.variant).not.toContain(`in a ${request.emailTone} tone`);
      }
    });
  });

  it('the sample requests read as the browser specs expect: formatted, pluralised, with the texts they look for once', () => {
    const plan = strings(demoResult('growth-plan', TOOLS['growth-plan'].requestSchema.parse(SAMPLE_REQUESTS['growth-plan'])));
    const count = (texts: string[], phrase: string) => texts.filter((text) => text.toLowerCase().includes(phrase.toLowerCase())).length;
    expect(count(plan, 'Foundation')).toBe(1);
    expect(count(plan, 'Monthly recurring revenue')).toBe(1);
    expect(plan.join('\n')).toContain('$1,200,000');
    const five = demoResult('cold-email', TOOLS['cold-email'].requestSchema.parse({ ...SAMPLE_REQUESTS['cold-email'], sequenceLength: '5' })) as ColdEmailResult;
    expect(five.sequence[2]!.email.subject).toBe('How are you handling rising ad costs?');
    expect(five.abTestVariants.some((v) => /Subject line as a question/.test(v.variant))).toBe(true);
    expect(strings(five).join('\n')).toContain('Heads of Marketing');
  });
});
