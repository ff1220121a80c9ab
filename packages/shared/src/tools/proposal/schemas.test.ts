import { describe, expect, it } from 'vitest';
import { SAMPLE_REQUESTS, demoResult } from '../../demo.ts';
import { DEFAULT_VALUE_MODEL, priceTiers } from './pricing.ts';
import { proposal, ProposalRequestSchema, ProposalResultSchema, pricedInvestment, type ProposalRequest } from './index.ts';

const sample = ProposalRequestSchema.parse(SAMPLE_REQUESTS.proposal);
const errorsOf = (raw: unknown) => {
  const parsed = ProposalRequestSchema.safeParse(raw);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('proposal request', () => {
  it('takes the sample, with the summaries it draws on all optional', () => {
    expect(ProposalRequestSchema.safeParse({ ...sample, clientNeeds: '', offerSummary: '', planSummary: '', emailSummary: '' }).success).toBe(true);
  });

  it('holds the value model to the pricing and ROI limits, with clear messages', () => {
    const errors = errorsOf({
      ...sample,
      valueInputs: { annualSalary: -1, weeklyHours: 41 },
      floor: 2_000_000,
      tiers: [{ name: 'A', coverage: 0.01, share: 0.95 }, sample.tiers[1], { name: 'Partner', coverage: 1.2, share: 0 }],
    });
    expect(errors).toEqual({
      'valueInputs.annualSalary': 'The annual salary must be at least $0',
      'valueInputs.weeklyHours': 'The hours saved a week must be at most 40',
      floor: 'The lowest monthly fee must be at most $1,000,000',
      'tiers.0.name': 'Please name the tier',
      'tiers.0.coverage': 'The share of the value this tier delivers must be at least 5%',
      'tiers.0.share': 'The share of its value this tier charges must be at most 90%',
      'tiers.2.coverage': 'The share of the value this tier delivers must be at most 100%',
      'tiers.2.share': 'The share of its value this tier charges must be at least 1%',
    });
  });

  it('asks for every figure that is missing, and for exactly three tiers', () => {
    const errors = errorsOf({ ...sample, valueInputs: { annualSalary: null }, floor: undefined, tiers: [sample.tiers[0]] });
    expect(errors['valueInputs.annualSalary']).toBe('Please enter the annual salary');
    expect(errors['valueInputs.weeklyHours']).toBe('Please enter the hours saved a week');
    expect(errors.floor).toBe('Please enter the lowest monthly fee');
    expect(errors.tiers).toBeDefined();
    expect(errorsOf({ ...sample, clientCompany: '' }).clientCompany).toBe('Please enter the client company name');
  });
});

describe('proposal investment', () => {
  it('takes its figures and names from the pricing function, keeping only the model’s words', () => {
    const written = { tiers: [1, 2, 3].map((n) => ({ name: `Made up ${n}`, includes: [`Item ${n}`], monthly: 99_999, value: 1, roi: 12_345 })), assumptions: ['A'] };
    const priced = pricedInvestment(sample, written);
    const quotes = priceTiers({ floor: sample.floor, tiers: sample.tiers }, sample.valueInputs);
    expect(priced.tiers).toEqual(quotes.map((q, i) => ({ name: q.name, includes: [`Item ${i + 1}`], monthly: q.monthly, value: q.value, roi: q.roi })));
    expect(priced.assumptions).toEqual(['A']);
  });

  it('never prices a tier below the floor', () => {
    const request: ProposalRequest = { ...sample, valueInputs: { annualSalary: 20_000, weeklyHours: 1 }, floor: 2000 };
    expect(pricedInvestment(request, demoResult('proposal', request).investment).tiers.map((t) => t.monthly)).toEqual([2000, 2000, 2000]);
  });

  it('the demo is schema-valid with the pricing’s figures', () => {
    const result = demoResult('proposal', sample);
    expect(ProposalResultSchema.safeParse(result).success).toBe(true);
    expect(result.investment.tiers.map((t) => t.monthly)).toEqual(priceTiers(DEFAULT_VALUE_MODEL, sample.valueInputs).map((q) => q.monthly));
  });
});

describe('proposal document and text', () => {
  const result = demoResult('proposal', sample);

  it('lays out every section, the investment as a table of the three tiers with their figures', () => {
    const blocks = proposal.document.layout(result);
    const headings = blocks.filter((b) => b.kind === 'heading').map((b) => (b as { text: string }).text);
    expect(headings).toEqual(expect.arrayContaining([result.headline, 'Executive summary', 'Where you are today', 'Goals', 'Scope', 'Investment', 'Next steps']));
    const tiers = blocks.find((b) => b.kind === 'table' && b.columns[0] === 'Tier');
    expect(tiers).toMatchObject({ columns: ['Tier', 'Monthly fee', 'Monthly value', 'ROI'] });
    const [first] = result.investment.tiers;
    expect((tiers as { rows: string[][] }).rows[0]).toEqual([first!.name, `$${first!.monthly.toLocaleString('en-US')}`, `$${first!.value.toLocaleString('en-US')}`, `${first!.roi}%`]);
  });

  it('Copy All holds every section and each tier’s fee', () => {
    const text = proposal.asText(result);
    for (const tier of result.investment.tiers) expect(text).toContain(`### ${tier.name}: $${tier.monthly.toLocaleString('en-US')} a month`);
    expect(text).toContain(result.executiveSummary);
    expect(text).toContain('## Next steps');
  });

  it('is named for its client', () => {
    expect(proposal.documentName({ request: { clientCompany: 'Acme Analytics' }, results: {} })).toBe('Proposal for Acme Analytics');
    expect(proposal.documentName({ request: {}, results: {} })).toBe('Proposal');
  });
});
