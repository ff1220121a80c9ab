import { describe, expect, it } from 'vitest';
import { SAMPLE_REQUESTS, demoResult } from '../../demo.ts';
import { defaultValueModel, priceTiers } from './pricing.ts';
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
      valueInputs: { drivers: [{ kind: 'time', people: 0, hoursPerWeek: 61, annualCostPerPerson: -1 }] },
      floor: 200_000_000,
      tiers: [{ name: 'A', coverage: 0.01, share: 0.95 }, sample.tiers[1], { name: 'Partner', coverage: 1.2, share: 0 }],
    });
    expect(errors).toEqual({
      'valueInputs.drivers.0.people': 'The number of people must be at least 1',
      'valueInputs.drivers.0.hoursPerWeek': 'The hours a week must be at most 60',
      'valueInputs.drivers.0.annualCostPerPerson': 'The yearly cost of one person cannot be negative',
      floor: 'The lowest monthly fee is too large',
      'tiers.0.name': 'Please name the tier',
      'tiers.0.coverage': 'The share of the value this tier delivers must be at least 5%',
      'tiers.0.share': 'The share of its value this tier charges must be at most 90%',
      'tiers.2.coverage': 'The share of the value this tier delivers must be at most 100%',
      'tiers.2.share': 'The share of its value this tier charges must be at least 1%',
    });
  });

  it('asks for every figure that is missing, and for exactly three tiers', () => {
    const errors = errorsOf({ ...sample, valueInputs: { drivers: [{ kind: 'revenue', margin: 0.4 }] }, floor: undefined, tiers: [sample.tiers[0]] });
    expect(errors['valueInputs.drivers.0.unitsPerMonth']).toBe('Please enter the extra customers a month');
    expect(errors['valueInputs.drivers.0.valuePerUnit']).toBe('Please enter the value of one customer');
    expect(errorsOf({ ...sample, valueInputs: { drivers: [] } })['valueInputs.drivers']).toBe('Please add at least one source of value (time saved, revenue gained or cost avoided)');
    expect(errorsOf({ ...sample, currency: 'XYZ' }).currency).toMatch(/^Please choose a currency/);
    expect(errorsOf({ ...sample, locale: 'not a locale!' }).locale).toBe('Please choose a language and region such as en-GB');
    expect(errors.floor).toBe('Please enter the lowest monthly fee');
    expect(errors.tiers).toBeDefined();
    expect(errorsOf({ ...sample, clientCompany: '' }).clientCompany).toBe('Please enter the client company name');
  });
});

describe('a proposal from before currencies (whole US dollars, one salary’s hours)', () => {
  const legacy = { ...SAMPLE_REQUESTS.proposal, currency: undefined, locale: undefined, valueInputs: { annualSalary: 90_000, weeklyHours: 15 }, floor: 1500 };

  it('reads as US dollars in cents, its salary a time driver, so it prices as it did', () => {
    const parsed = ProposalRequestSchema.parse(legacy);
    expect(parsed).toMatchObject({ currency: 'USD', locale: 'en-US', floor: 150_000, valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 15, annualCostPerPerson: 9_000_000 }] } });
  });

  it('its stored investment reads in cents with its currency', () => {
    const stored = { ...demoResult('proposal', sample), investment: { tiers: [1500, 2400, 3300].map((monthly) => ({ name: 'T', includes: [], monthly, value: monthly * 2, roi: 100 })), assumptions: [] } };
    expect(ProposalResultSchema.parse(stored).investment).toMatchObject({ currency: 'USD', locale: 'en-US', tiers: [{ monthly: 150_000, value: 300_000 }, { monthly: 240_000 }, { monthly: 330_000 }] });
  });
});

describe('proposal investment', () => {
  it('takes its figures and names from the pricing function, keeping only the model’s words', () => {
    const written = { tiers: [1, 2, 3].map((n) => ({ name: `Made up ${n}`, includes: [`Item ${n}`], monthly: 99_999, value: 1, roi: 12_345 })), assumptions: ['A'] };
    const priced = pricedInvestment(sample, written);
    const quotes = priceTiers({ floor: sample.floor, tiers: sample.tiers }, sample.valueInputs, sample.currency).tiers;
    expect(priced).toMatchObject({ currency: sample.currency, locale: sample.locale });
    expect(priced.tiers).toEqual(quotes.map((q, i) => ({ name: q.name, includes: [`Item ${i + 1}`], monthly: q.monthly, value: q.value, roi: q.roi })));
    expect(priced.assumptions).toEqual(['A']);
  });

  it('never prices a tier below the floor, and no two tiers alike: a value that carries no floor is one offer, not three floor prices', () => {
    // Before issue 52 this priced three tiers $10 apart at the floor: $2,000 / $2,010 / $2,020.
    const request: ProposalRequest = { ...sample, valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 1, annualCostPerPerson: 2_000_000 }] }, floor: 200_000 };
    const tiers = pricedInvestment(request, demoResult('proposal', request).investment).tiers;
    expect(tiers.map((t) => [t.name, t.monthly])).toEqual([['Essentials', 200_000]]);
    expect(tiers[0]!.includes).toEqual(demoResult('proposal', request).investment.tiers[0]!.includes);
    // A value that carries every floor: three offers, each at least 10 % above the one before.
    const carried: ProposalRequest = { ...request, valueInputs: { drivers: [{ kind: 'time', people: 2, hoursPerWeek: 20, annualCostPerPerson: 24_000_000 }] } };
    const fees = pricedInvestment(carried, { tiers: [{ includes: ['a'] }, { includes: ['b'] }, { includes: ['c'] }], assumptions: [] }).tiers.map((t) => t.monthly);
    expect(fees).toHaveLength(3);
    expect(fees[0]!).toBeGreaterThanOrEqual(200_000);
    expect(fees[1]! * 10).toBeGreaterThanOrEqual(fees[0]! * 11);
    expect(fees[2]! * 10).toBeGreaterThanOrEqual(fees[1]! * 11);
  });

  it('keeps a saved tier’s words with its name when re-priced to fewer or more tiers', () => {
    const three: ProposalRequest = { ...sample, valueInputs: { drivers: [{ kind: 'time', people: 2, hoursPerWeek: 20, annualCostPerPerson: 24_000_000 }] } };
    const saved = pricedInvestment(three, { tiers: [{ includes: ['e'] }, { includes: ['g'] }, { includes: ['p'] }], assumptions: [] });
    expect(saved.tiers.map((t) => t.includes)).toEqual([['e'], ['g'], ['p']]);
    const fewer: ProposalRequest = { ...three, valueInputs: { drivers: [{ kind: 'cost', amount: 485_000, period: 'month' }] } };
    expect(pricedInvestment(fewer, saved).tiers.map((t) => [t.name, t.includes])).toEqual([['Essentials', ['e']], ['Growth', ['g']]]);
    const back = pricedInvestment(three, pricedInvestment(fewer, saved));
    expect(back.tiers.map((t) => [t.name, t.includes])).toEqual([['Essentials', ['e']], ['Growth', ['g']], ['Partner', []]]);
  });

  it('the demo is schema-valid with the pricing’s figures', () => {
    const result = demoResult('proposal', sample);
    expect(ProposalResultSchema.safeParse(result).success).toBe(true);
    expect(result.investment.tiers.map((t) => t.monthly)).toEqual(priceTiers(defaultValueModel('USD'), sample.valueInputs, 'USD').tiers.map((q) => q.monthly));
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
    expect((tiers as { rows: string[][] }).rows[0]).toEqual([first!.name, `$${(first!.monthly / 100).toLocaleString('en-US')}`, `$${(first!.value / 100).toLocaleString('en-US')}`, `${first!.roi}%`]);
  });

  it('writes every figure in the proposal’s currency and locale: pounds in en-GB, euros in de-DE', () => {
    const gbp = demoResult('proposal', { ...sample, currency: 'GBP', locale: 'en-GB' });
    const text = proposal.asText(gbp);
    expect(text).toContain(`£${(gbp.investment.tiers[0]!.monthly / 100).toLocaleString('en-GB')} a month`);
    expect(text).not.toContain('$');
    const eur = proposal.document.layout(demoResult('proposal', { ...sample, currency: 'EUR', locale: 'de-DE' }));
    const row = (eur.find((b) => b.kind === 'table' && b.columns[0] === 'Tier') as { rows: string[][] }).rows[0]!;
    expect(row[1]).toMatch(/^\d{1,3}(\.\d{3})*\s€$/);
  });

  it('Copy All holds every section and each tier’s fee', () => {
    const text = proposal.asText(result);
    for (const tier of result.investment.tiers) expect(text).toContain(`### ${tier.name}: $${(tier.monthly / 100).toLocaleString('en-US')} a month`);
    expect(text).toContain(result.executiveSummary);
    expect(text).toContain('## Next steps');
  });

  it('is named for its client', () => {
    expect(proposal.documentName({ request: { clientCompany: 'Acme Analytics' }, results: {} })).toBe('Proposal for Acme Analytics');
    expect(proposal.documentName({ request: {}, results: {} })).toBe('Proposal');
  });
});
