import { describe, expect, it } from 'vitest';
import { driverMonthlyValue, monthlyBudget, type ValueDriver } from './drivers.ts';
import { ASSUMED_MARGIN, extractValueDrivers } from './extract.ts';

/** A quote as the reader gives it. */
const quoted = (quote: string | undefined) => ({ quote: quote ?? '' });

const GBP = { currency: 'GBP', locale: 'en-GB' } as const;

/** The UK call's sentences, one a line, as a transcript gives them. */
const UK_CALL = [
  'Sarah Whitfield: We turn over about £2.4m.',
  'Sarah Whitfield: Our MD is on £95k and spends 15–20 hours a week on proposals.',
  "Sarah Whitfield: Budget-wise we're thinking three and a half to five thousand pounds a month.",
  'Sarah Whitfield: Each new client is worth roughly £4k a month to us at about 40% margin.',
  'Sarah Whitfield: We lose maybe two clients a year.',
  'Sarah Whitfield: We pay a freelancer £1,200 a month for this.',
].join('\n');

const byKind = <K extends ValueDriver['kind']>(drivers: ValueDriver[], kind: K) => drivers.filter((d): d is Extract<ValueDriver, { kind: K }> => d.kind === kind);

function expectEvidenceFrom(text: string, result: ReturnType<typeof extractValueDrivers>) {
  for (const evidence of [...result.drivers.map((d) => d.evidence), result.budget?.evidence]) {
    for (const line of evidence ?? []) {
      expect(text).toContain(line.quote);
      expect(line.quote.length).toBeLessThanOrEqual(300);
      expect(line.quote).toBe(line.quote.trim());
    }
  }
}

describe('extractValueDrivers', () => {
  it('reads the UK call: time, revenue and cost drivers and the budget, each with its lines', () => {
    const result = extractValueDrivers(UK_CALL, GBP);
    const [lines] = [UK_CALL.split('\n')];
    expect(result.drivers.map((d) => d.kind)).toEqual(['time', 'revenue', 'cost']);
    expect(byKind(result.drivers, 'time')).toEqual([{ kind: 'time', people: 1, hoursPerWeek: 17.5, annualCostPerPerson: 9_500_000, evidence: [lines[1]].map(quoted) }]);
    expect(byKind(result.drivers, 'revenue')).toEqual([{ kind: 'revenue', unitsPerMonth: 2 / 12, valuePerUnit: 400_000, margin: 0.4, evidence: [lines[4], lines[3]].map(quoted) }]);
    expect(byKind(result.drivers, 'cost')).toEqual([{ kind: 'cost', amount: 120_000, period: 'month', evidence: [lines[5]].map(quoted) }]);
    expect(result.budget).toEqual({ min: 350_000, max: 500_000, period: 'month', evidence: [lines[2]].map(quoted) });
    expect(result.otherCurrency).toEqual([]);
    // The turnover is the business's, not a driver, and not an error either.
    expect(result.notes).toEqual([]);
    for (const driver of result.drivers) expect(driverMonthlyValue(driver)).toBeGreaterThan(0);
    expect(monthlyBudget(result.budget!)).toEqual({ min: 350_000, max: 500_000 });
    expectEvidenceFrom(UK_CALL, result);
  });

  it('reads the same call pasted as one paragraph, quoting sentences', () => {
    const paragraph = UK_CALL.split('\n').map((line) => line.replace('Sarah Whitfield: ', '')).join(' ');
    const result = extractValueDrivers(paragraph, GBP);
    expect(result.drivers.map((d) => d.kind)).toEqual(['time', 'revenue', 'cost']);
    expect(result.budget).toMatchObject({ min: 350_000, max: 500_000, period: 'month' });
    expect(result.drivers[0]!.evidence).toEqual([{ quote: 'Our MD is on £95k and spends 15–20 hours a week on proposals.' }]);
    expectEvidenceFrom(paragraph, result);
  });

  it('never converts another currency: a dollar amount in a GBP call is listed, not used', () => {
    const text = 'We pay a US agency $5,000 a month for this. Our budget is $3k a month.';
    const result = extractValueDrivers(text, GBP);
    expect(result.drivers).toEqual([]);
    expect(result.budget).toBeUndefined();
    expect(result.otherCurrency.map((a) => [a.min, a.currency, a.period])).toEqual([
      [500_000, 'USD', 'month'],
      [300_000, 'USD', 'month'],
    ]);
    for (const a of result.otherCurrency) expect(text.slice(a.index, a.index + a.text.length)).toBe(a.text);
    expect(result.notes.join(' ')).toContain('not converted');
  });

  it('assumes a 30% margin when none is stated, and says so', () => {
    const result = extractValueDrivers('We could win 3 to 5 new clients a month. Each client is worth £2,000 a month to us.', GBP);
    expect(byKind(result.drivers, 'revenue')).toEqual([expect.objectContaining({ unitsPerMonth: 4, valuePerUnit: 200_000, margin: ASSUMED_MARGIN })]);
    expect(result.notes.some((note) => note.includes('margin') && note.includes('assumed'))).toBe(true);
  });

  it('keeps a deal’s one-off value, and a yearly value per client as a month’s', () => {
    expect(byKind(extractValueDrivers('We close 2 deals a month. The average deal is worth £12k. Margins are about 25%.', GBP).drivers, 'revenue')).toEqual([
      expect.objectContaining({ unitsPerMonth: 2, valuePerUnit: 1_200_000, margin: 0.25 }),
    ]);
    expect(byKind(extractValueDrivers('We add 6 customers a year. Each customer is worth £24,000 a year at 50% margin.', GBP).drivers, 'revenue')).toEqual([
      expect.objectContaining({ unitsPerMonth: 0.5, valuePerUnit: 200_000, margin: 0.5 }),
    ]);
  });

  it('reads people and hours from the pay sentence and the next one', () => {
    const result = extractValueDrivers('We have two account managers on £40k each. They spend ten hours a week chasing invoices.', GBP);
    expect(byKind(result.drivers, 'time')).toEqual([
      {
        kind: 'time',
        people: 2,
        hoursPerWeek: 10,
        annualCostPerPerson: 4_000_000,
        evidence: ['We have two account managers on £40k each.', 'They spend ten hours a week chasing invoices.'].map(quoted),
      },
    ]);
    const monthly = byKind(extractValueDrivers('Our 3 people are paid £3,000 a month and spend 5 hours a week on reports.', GBP).drivers, 'time');
    expect(monthly).toEqual([expect.objectContaining({ people: 3, hoursPerWeek: 5, annualCostPerPerson: 3_600_000 })]);
  });

  it('"thinking" is a budget only when nothing in the sentence is paid or lost', () => {
    expect(extractValueDrivers("We're thinking £3-5k a month.", GBP).budget).toMatchObject({ min: 300_000, max: 500_000, period: 'month' });
    const lost = extractValueDrivers("I'm thinking we lose £20k a year on this.", GBP);
    expect(lost.budget).toBeUndefined();
    expect(lost.drivers).toEqual([expect.objectContaining({ kind: 'cost', amount: 2_000_000, period: 'year' })]);
  });

  it('a count of clients with no value of one is no revenue driver, and says why', () => {
    const result = extractValueDrivers('We win about 4 new clients a month.', GBP);
    expect(result.drivers).toEqual([]);
    expect(result.notes.join(' ')).toContain('not what one is worth');
  });

  it('a pay with no hours is no time driver, and says why', () => {
    const result = extractValueDrivers('Our MD is on £95k.', GBP);
    expect(result.drivers).toEqual([]);
    expect(result.notes.join(' ')).toContain('without the hours');
  });

  it('reads a yearly loss and a weekly spend as costs; the budget’s period as stated', () => {
    const result = extractValueDrivers('We lose about £20k a year to missed renewals. We spend £250 a week on temps. We can afford £30k a year.', GBP);
    expect(byKind(result.drivers, 'cost').map(({ amount, period }) => [amount, period])).toEqual([
      [2_000_000, 'year'],
      [Math.round((25_000 * 52) / 12), 'month'],
    ]);
    expect(result.budget).toMatchObject({ min: 3_000_000, max: 3_000_000, period: 'year' });
    for (const driver of result.drivers) expect(driverMonthlyValue(driver)).toBeGreaterThan(0);
  });

  it('makes nothing of turnover, counts, the consultant’s questions or a text without money', () => {
    for (const text of ['We turn over about £2.4m and have 40 staff.', 'Would £4k a month work for you? Do you pay a freelancer £1,200 a month?', 'We have 12 clients and work 40 hours a week.', '']) {
      const result = extractValueDrivers(text, GBP);
      expect(result.drivers, text).toEqual([]);
      expect(result.budget, text).toBeUndefined();
    }
  });

  it('reads a euro call in German separators', () => {
    const result = extractValueDrivers('We pay an agency 2.500 € a month. Our budget is 3.000–4.000 € a month.', { currency: 'EUR', locale: 'de-DE' });
    expect(result.drivers).toEqual([expect.objectContaining({ kind: 'cost', amount: 250_000, period: 'month' })]);
    expect(result.budget).toMatchObject({ min: 300_000, max: 400_000, period: 'month' });
  });

  it('keeps at most six drivers, in the call’s order', () => {
    const text = Array.from({ length: 8 }, (_, i) => `We pay supplier ${String.fromCharCode(65 + i)} £${i + 1},000 a month.`).join('\n');
    const result = extractValueDrivers(text, GBP);
    expect(result.drivers).toHaveLength(6);
    expect(byKind(result.drivers, 'cost').map((d) => d.amount)).toEqual([100_000, 200_000, 300_000, 400_000, 500_000, 600_000]);
    expect(result.notes.join(' ')).toContain('first 6');
  });
});
