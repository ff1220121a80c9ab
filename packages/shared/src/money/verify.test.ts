import { describe, expect, it } from 'vitest';
import { numbersStated, recheckValue, unconfirmed, verifyValue, type ReadValue } from './verify.ts';

// The call, as an MD says it (the figures spread over a turn, the salary after the hours).
const call = [
  'Tom: How much of your own time goes on proposals?',
  'Helen: Honestly? Fifteen, sometimes twenty hours a week. It is mad.',
  "Helen: And I'm on about ninety-five thousand a year, so it's not cheap time.",
  'Helen: Our average retainer for us is around four and a half thousand a month.',
  'Helen: For this, we could do between three and a half and five thousand pounds a month.',
  'Helen: We pay a freelancer £1,200 a month to chase invoices.',
  'Helen: We win about two new clients a month, each worth £4k a month, at a 40% margin.',
].join('\n');

const time = (over: object = {}) => ({
  kind: 'time' as const,
  people: 1,
  hoursPerWeek: 17.5,
  annualCostPerPerson: 9_500_000,
  evidence: [
    { quote: 'Fifteen, sometimes twenty hours a week.', speaker: 'Helen' },
    { quote: "I'm on about ninety-five thousand a year", speaker: 'Helen' },
  ],
  ...over,
});
const read = (value: Partial<ReadValue>): ReadValue => verifyValue({ drivers: [], budget: null, ...value }, call, 'GBP');

describe('numbersStated', () => {
  it('reads digits and words, ranges as two numbers', () => {
    expect(numbersStated('Fifteen, sometimes twenty hours a week')).toEqual([15, 20]);
    expect(numbersStated('between 3,500 and 5,000 a month, 40% margin')).toEqual([3500, 5000, 40]);
    expect(numbersStated('ninety-five thousand')).toEqual([95]);
    expect(numbersStated('Q3 and A4 are no numbers')).toEqual([]);
  });
});

describe('verifyValue', () => {
  it('accepts a quote and figure pair only when both hold: the hours at their midpoint, the salary in words', () => {
    const [driver] = read({ drivers: [time()] }).drivers;
    expect(driver).toMatchObject({ verified: true, flagged: [] });
    expect(driver!.evidence).toHaveLength(2);
  });

  it('flags a figure its quotes do not state, and keeps the ones they do', () => {
    const [driver] = read({ drivers: [time({ hoursPerWeek: 30 })] }).drivers;
    expect(driver).toMatchObject({ verified: false, flagged: ['hoursPerWeek'] });
    // The salary read as money saved: the quote says a year's pay, not a month's cost.
    const [cost] = read({ drivers: [{ kind: 'cost', amount: 9_500_000, period: 'month', evidence: [{ quote: "I'm on about ninety-five thousand a year" }] }] }).drivers;
    expect(cost).toMatchObject({ verified: false, flagged: ['amount'] });
  });

  it('drops a quote that is not in the call, and a driver without any is flagged for its evidence', () => {
    const [driver] = read({ drivers: [time({ evidence: [{ quote: 'I spend 17.5 hours a week on proposals and earn £95,000.' }] })] }).drivers;
    expect(driver).toMatchObject({ verified: false, flagged: ['evidence'], evidence: [] });
  });

  it('matches quotes whatever their case, spacing and quotation marks', () => {
    const [driver] = read({ drivers: [time({ evidence: [{ quote: '“fifteen,   SOMETIMES twenty hours a week.”' }, { quote: "i’m on about ninety-five thousand a year" }] })] }).drivers;
    expect(driver).toMatchObject({ verified: true });
  });

  it('checks a cost, a revenue driver with its margin, and the budget range', () => {
    const value = read({
      drivers: [
        { kind: 'cost', amount: 120_000, period: 'month', evidence: [{ quote: 'We pay a freelancer £1,200 a month to chase invoices.' }] },
        { kind: 'revenue', unitsPerMonth: 2, valuePerUnit: 400_000, margin: 0.4, evidence: [{ quote: 'We win about two new clients a month, each worth £4k a month, at a 40% margin.' }] },
        { kind: 'revenue', unitsPerMonth: 2, valuePerUnit: 400_000, margin: 0.3, evidence: [{ quote: 'We win about two new clients a month, each worth £4k a month, at a 40% margin.' }] },
      ],
      budget: { min: 350_000, max: 500_000, period: 'month', evidence: [{ quote: 'we could do between three and a half and five thousand pounds a month' }] },
    });
    expect(value.drivers.map((d) => d.flagged)).toEqual([[], [], ['margin']]);
    expect(value.budget).toMatchObject({ verified: true });
    // What they charge their own clients is not their budget: £4,500 is stated, but not by the budget's quote.
    const wrong = read({ budget: { min: 450_000, max: 450_000, period: 'month', evidence: [{ quote: 'we could do between three and a half and five thousand pounds a month' }] } });
    expect(wrong.budget).toMatchObject({ verified: false, flagged: ['min', 'max'] });
  });

  it('replaces what the reader claimed of itself: a model cannot mark its own figure verified or confirmed', () => {
    const [driver] = read({ drivers: [time({ hoursPerWeek: 40, verified: true, confirmed: true, flagged: [] })] }).drivers;
    expect(driver).toMatchObject({ verified: false, flagged: ['hoursPerWeek'] });
    expect(driver!.confirmed).toBeUndefined();
  });

  it('unconfirmed lists what is neither verified nor confirmed', () => {
    const value = read({ drivers: [time(), time({ hoursPerWeek: 40 })] });
    expect(unconfirmed(value)).toHaveLength(1);
    expect(unconfirmed({ ...value, drivers: value.drivers.map((d) => ({ ...d, confirmed: true })) })).toHaveLength(0);
  });
});

describe('recheckValue', () => {
  it('keeps what the consultant confirmed and recomputes what code checks', () => {
    const value = recheckValue({ drivers: [time({ hoursPerWeek: 25, verified: true, confirmed: true }), time({ hoursPerWeek: 26, verified: true })], budget: null }, call, 'GBP');
    expect(value.drivers[0]).toMatchObject({ verified: false, flagged: ['hoursPerWeek'], confirmed: true });
    expect(value.drivers[1]).toMatchObject({ verified: false, flagged: ['hoursPerWeek'] });
    expect(value.drivers[1]!.confirmed).toBeUndefined();
    expect(unconfirmed(value)).toHaveLength(1);
  });
});
