// The demo's reader on whole calls (issue 52): the UK agency call it misread ("cost avoided £95,000",
// the budget taken from what the agency charges its clients) and five calls of other shapes, each
// read exactly: drivers, figures, quotes, budget and notes.
import { describe, expect, it } from 'vitest';
import { driverMonthlyValue } from './drivers.ts';
import { extractValueDrivers } from './extract.ts';
import { statedValue } from './stated.ts';
import { COST_CALL, EURO_CALL, NO_FIGURES_CALL, TEAM_CALL, US_SAAS_CALL } from '../test/calls/shapes.ts';
import { UK_AGENCY_CALL, UK_AGENCY_CALL_LINES } from '../test/calls/ukAgencyCall.ts';

/** A quote as the reader gives it. */
const quoted = (quote: string | undefined) => ({ quote: quote ?? '' });

const GBP = { currency: 'GBP', locale: 'en-GB' } as const;
/** The sentence of a line that starts with `start` (the line's own label kept when it is the first). */
const sentence = (line: string, start: string) => {
  const at = line.indexOf(start);
  expect(at, start).toBeGreaterThanOrEqual(0);
  const from = at < line.indexOf(':') + 3 ? 0 : at;
  const end = line.indexOf('. ', at);
  return line.slice(from, end === -1 ? undefined : end + 1);
};

describe('the UK agency call', () => {
  it('is an ordinary call of about 1,500 words between two speakers', () => {
    const words = UK_AGENCY_CALL.split(/\s+/).length;
    expect(words).toBeGreaterThan(1_200);
    expect(words).toBeLessThan(1_800);
    expect(new Set(UK_AGENCY_CALL.split('\n').map((line) => line.split(':')[0]))).toEqual(new Set(['Priya', 'Helen']));
  });

  it('reads one time driver (hours said before the pay, in her turn) and the stated budget, not the retainer', () => {
    const read = extractValueDrivers(UK_AGENCY_CALL, GBP);
    expect(read).toEqual({
      drivers: [
        {
          kind: 'time',
          people: 1,
          hoursPerWeek: 17.5,
          annualCostPerPerson: 9_500_000,
          evidence: [
            sentence(UK_AGENCY_CALL_LINES.hours, 'I spend fifteen'),
            sentence(UK_AGENCY_CALL_LINES.pay, "I'm on about ninety-five"),
          ].map(quoted),
        },
      ],
      budget: { min: 350_000, max: 500_000, period: 'month', evidence: [sentence(UK_AGENCY_CALL_LINES.budget, "We'd put the budget")].map(quoted) },
      otherCurrency: [],
      notes: ['“four and a half thousand a month” is what is charged to clients, not the budget: not used.'],
    });
    // The product's own formula: 17.5 h a week at £95,000 a year is about £3,464 a month.
    expect(Math.round(driverMonthlyValue(read.drivers[0]!) / 100)).toBe(3_464);
    for (const { quote } of read.drivers[0]!.evidence!) expect(UK_AGENCY_CALL).toContain(quote);
  });

  it('reads the same through the client file’s reader (statedValue)', () => {
    const value = statedValue([UK_AGENCY_CALL], 'GBP');
    expect(value.drivers.map((d) => d.kind)).toEqual(['time']);
    expect(value.budget).toMatchObject({ min: 350_000, max: 500_000, period: 'month' });
  });
});

describe('five calls of other shapes', () => {
  it('a US SaaS call: deals a month × a deal’s yearly value as a month’s, at the stated margin; the budget in dollars', () => {
    expect(extractValueDrivers(US_SAAS_CALL, { currency: 'USD', locale: 'en-US' })).toEqual({
      drivers: [
        {
          kind: 'revenue',
          unitsPerMonth: 9,
          valuePerUnit: 116_667,
          margin: 0.8,
          // The margin's sentence is quoted too: every figure of the driver is in its quotes.
          evidence: [
            "We close around eight to ten new deals a month, and a lot of them are smaller than we'd like.",
            'Dana: The average deal is worth about $14,000 a year in subscription.',
            'Our gross margin is about 80%, which is normal for us.',
          ].map(quoted),
        },
      ],
      budget: { min: 600_000, max: 800_000, period: 'month', evidence: ["Dana: We have budget for it, something like $6,000 to $8,000 a month for a quarter, then we'd look at results."].map(quoted) },
      otherCurrency: [],
      // The ARR is the business's size, not a driver; the margin is stated, so none is assumed.
      notes: [],
    });
  });

  it('a cost-avoidance call: the freelancer’s bill and the yearly loss are costs; a salary without hours is neither a cost nor a budget', () => {
    expect(extractValueDrivers(COST_CALL, GBP)).toEqual({
      drivers: [
        { kind: 'cost', amount: 140_000, period: 'month', evidence: ['Aisha: We pay a freelance bookkeeper £1,400 a month, mostly to chase late invoices and reconcile the bank.'].map(quoted) },
        { kind: 'cost', amount: 900_000, period: 'year', evidence: ['Aisha: And we lose around £9,000 a year in late payments that we end up writing off.'].map(quoted) },
      ],
      budget: { min: 120_000, max: 120_000, period: 'month', evidence: ['Aisha: We could spend up to £1,200 a month, as long as the bookkeeper bill goes away.'].map(quoted) },
      otherCurrency: [],
      notes: ['Pay of £32,000 a year is stated without the hours a week it goes on: no time driver.'],
    });
  });

  it('a call with no figures: nothing read, nothing noted', () => {
    expect(extractValueDrivers(NO_FIGURES_CALL, GBP)).toEqual({ drivers: [], otherCurrency: [], notes: [] });
  });

  it('a call in euros read in a pounds workspace: every figure listed, none converted nor used', () => {
    const read = extractValueDrivers(EURO_CALL, GBP);
    expect(read.drivers).toEqual([]);
    expect(read.budget).toBeUndefined();
    expect(read.otherCurrency.map(({ min, max, currency, period, text }) => ({ min, max, currency, period, text }))).toEqual([
      { min: 250_000, max: 250_000, currency: 'EUR', period: 'month', text: '€2,500 a month' },
      { min: 4_800_000, max: 4_800_000, currency: 'EUR', period: 'year', text: '€48,000 a year' },
      { min: 300_000, max: 400_000, currency: 'EUR', period: 'month', text: '€3,000 to €4,000 a month' },
    ]);
    for (const amount of read.otherCurrency) expect(EURO_CALL.slice(amount.index, amount.index + amount.text.length)).toBe(amount.text);
    expect(read.notes).toEqual([
      '€2,500 a month is in EUR, not GBP: it is not converted nor used.',
      '€48,000 a year is in EUR, not GBP: it is not converted nor used.',
      '€3,000 to €4,000 a month is in EUR, not GBP: it is not converted nor used.',
    ]);
  });

  it('several people’s time, the pay after the hours and before them, and a yearly budget', () => {
    expect(extractValueDrivers(TEAM_CALL, GBP)).toEqual({
      drivers: [
        {
          kind: 'time',
          people: 3,
          hoursPerWeek: 9,
          annualCostPerPerson: 3_100_000,
          evidence: ['We have three lettings coordinators on about £31,000 each.', '[00:22] Ruth Okafor: They each spend eight to ten hours a week chasing gas certificates and deposit paperwork.'].map(quoted),
        },
        {
          kind: 'time',
          people: 2,
          hoursPerWeek: 5,
          annualCostPerPerson: 4_200_000,
          evidence: ['[00:47] Ruth Okafor: Our two property managers spend around five hours a week each checking it all.', "[00:55] Ruth Okafor: They're paid about £42k a year."].map(quoted),
        },
      ],
      budget: { min: 3_600_000, max: 3_600_000, period: 'year', evidence: ["[01:16] Ruth Okafor: We've got a budget of £36,000 for the year for process work, signed off in April."].map(quoted) },
      otherCurrency: [],
      notes: [],
    });
  });
});

describe('the rules the UK call needed', () => {
  const read = (lines: string[]) => extractValueDrivers(lines.join('\n'), GBP);

  it('hours and pay pair across one speaker’s turn in either order, never across speakers', () => {
    const before = read(['Sarah: I spend fifteen, sometimes twenty hours a week on it. The evenings go.', 'Sarah: I’m on about ninety-five thousand a year.']);
    expect(before.drivers).toEqual([expect.objectContaining({ kind: 'time', people: 1, hoursPerWeek: 17.5, annualCostPerPerson: 9_500_000 })]);
    const after = read(['Sarah: Our MD is on £95k. It is mostly client work.', 'Sarah: She spends between 15 and 20 hours a week on proposals.']);
    expect(after.drivers).toEqual([expect.objectContaining({ kind: 'time', hoursPerWeek: 17.5, annualCostPerPerson: 9_500_000 })]);
    const timestamped = read(['[00:12] Sarah: I spend ten hours a week on reports.', '[00:20] Sarah: I earn £60,000 a year.']);
    expect(timestamped.drivers).toEqual([expect.objectContaining({ kind: 'time', hoursPerWeek: 10, annualCostPerPerson: 6_000_000 })]);
    // Two different numbers of hours in her turn: whose is a guess, so none is paired.
    const two = read(['Sarah: I spend ten hours a week on reports. The designers spend forty hours a week on delivery.', 'Sarah: I’m on £95k.']);
    expect(two.drivers).toEqual([]);
    expect(two.notes).toEqual(['Pay of £95k is stated beside more than one number of hours a week: no time driver (which hours are whose is not clear).']);
    // Labels with a role or a number are labels too: the next speaker's line starts a turn of its own.
    for (const [a, b] of [['Tom Reed (Consultant)', 'Sarah Whitfield (MD)'], ['Speaker 1', 'Speaker 2']]) {
      const turns = read([`${a}: Most owners spend ten hours a week on this.`, `${b}: I’m on £95k.`]);
      expect(turns.drivers, a).toEqual([]);
    }
    // Another speaker's hours are not hers; nor are the hours she wants instead.
    for (const lines of [
      ['Tom: Most MDs I work with spend ten hours a week on this.', 'Sarah: I’m on £95k.'],
      ['Sarah: I want to spend five hours a week on proposals instead of twenty.', 'Sarah: I’m on £95k.'],
    ]) {
      const alone = read(lines);
      expect(alone.drivers, lines.join(' ')).toEqual([]);
      expect(alone.notes).toEqual(['Pay of £95k is stated without the hours a week it goes on: no time driver.']);
    }
  });

  it('a margin is the client’s statement, quoted with the driver; the consultant’s question states none', () => {
    const asked = read(['Tom: Is your margin around 40%?', 'Sarah: We win 3 new clients a month. Each client is worth £2,000 a month.']);
    expect(asked.drivers).toEqual([{ kind: 'revenue', unitsPerMonth: 3, valuePerUnit: 200_000, margin: 0.3, evidence: ['Sarah: We win 3 new clients a month.', 'Each client is worth £2,000 a month.'].map(quoted) }]);
    expect(asked.notes).toEqual(['The margin is not stated: 30% is assumed.']);
  });

  it('pay alone is never a cost nor a budget; what a thing costs us stays a cost', () => {
    expect(read(['Sarah: I’m paid £95,000 a year, which is what these proposals really cost.']).drivers).toEqual([]);
    expect(read(['Sarah: Our MD’s salary is £95,000 a year and we could spend £4k a month.']).budget).toMatchObject({ min: 400_000, max: 400_000 });
    expect(read(['Sarah: The freelancer costs us £1,200 a month.']).drivers).toEqual([expect.objectContaining({ kind: 'cost', amount: 120_000, period: 'month' })]);
  });

  it('what the client charges its own clients is not its budget; a stated budget beats a retainer anywhere', () => {
    for (const line of ['Sarah: Our clients pay around £4,500 a month.', 'Sarah: We charge about £4.5k a month for SEO.', 'Sarah: Our typical retainer is £4,500 a month.']) {
      const charged = read([line]);
      expect(charged.budget, line).toBeUndefined();
      expect(charged.drivers, line).toEqual([]);
      expect(charged.notes[0], line).toContain('charged to clients');
    }
    const both = read(['Sarah: We would want a retainer of about £2,000 a month.', 'Tom: Noted.', 'Sarah: Our budget is £3,000 to £4,000 a month.']);
    expect(both.budget).toEqual({ min: 300_000, max: 400_000, period: 'month', evidence: ['Sarah: Our budget is £3,000 to £4,000 a month.'].map(quoted) });
    // With nothing said outright, the retainer the client would pay is the budget.
    expect(read(['Sarah: We would want a retainer of about £2,000 a month.']).budget).toMatchObject({ min: 200_000, max: 200_000 });
  });
});
