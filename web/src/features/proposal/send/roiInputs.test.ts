import { CURRENCIES, ValueInputsSchema, type ValueDriver } from '@growth-suite/shared';
import { defaultValueModel, priceTiers, type ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftOf, quoteFor, readInputs, toNumber, TOTAL_ERROR, type DraftInputs } from './roiInputs.ts';

const time: ValueDriver = { kind: 'time', people: 1, hoursPerWeek: 12, annualCostPerPerson: 8_500_000, evidence: [{ quote: 'She is on £85k.' }] };
const revenue: ValueDriver = { kind: 'revenue', unitsPerMonth: 2, valuePerUnit: 400_000, margin: 0.4 };
const cost: ValueDriver = { kind: 'cost', amount: 120_000, period: 'month' };
const base: ValueInputs = { drivers: [time, revenue, cost], budget: { min: 350_000, max: 500_000, period: 'month' } };

/** What the request's schema says of the same text, read the same way: the inputs, or its first message per field. */
function bySchema(draft: DraftInputs) {
  const drivers = base.drivers.map((driver, i) => {
    const typed = (key: string) => toNumber(draft[i]?.[key] ?? '');
    const money = (key: string) => (typed(key) === undefined ? undefined : Math.round(typed(key)! * 100));
    if (driver.kind === 'time') return { ...driver, people: typed('people'), hoursPerWeek: typed('hoursPerWeek'), annualCostPerPerson: money('annualCostPerPerson') };
    if (driver.kind === 'revenue') return { ...driver, unitsPerMonth: typed('unitsPerMonth'), valuePerUnit: money('valuePerUnit'), margin: typed('margin') === undefined ? undefined : typed('margin')! / 100 };
    return { ...driver, amount: money('amount') };
  });
  const parsed = ValueInputsSchema.safeParse({ drivers, budget: base.budget });
  if (parsed.success) return { ok: true };
  const errors: Record<string, string> = {};
  // A field's issue has the path ['drivers', i, field]; the drivers' together (their total) ['drivers'].
  for (const issue of parsed.error.issues) errors[issue.path.length >= 3 ? `${String(issue.path[1])}.${String(issue.path[2])}` : TOTAL_ERROR] ??= issue.message;
  // The panel speaks of the total only once every field is right (a total of figures out of their
  // limits means nothing to the client); zod checks the total over the wrong figures too.
  if (Object.keys(errors).length > 1) delete errors[TOTAL_ERROR];
  return { ok: false, errors };
}

describe('the value panel’s inputs', () => {
  it('reads what the client types, with a currency sign, thousands separators or spaces', () => {
    expect(toNumber('£120,000 ')).toBe(120_000);
    expect(toNumber('120 000')).toBe(120_000);
    expect(toNumber('')).toBeUndefined();
    const read = readInputs([{ people: '1', hoursPerWeek: '12', annualCostPerPerson: '£85,000' }, { unitsPerMonth: '3', valuePerUnit: '4,000', margin: '40' }, { amount: '1200' }], base, 'GBP');
    expect(read).toEqual({ ok: true, inputs: { drivers: [time, { ...revenue, unitsPerMonth: 3 }, cost], budget: base.budget } });
  });

  it('keeps each driver’s kind, period and evidence, and the budget, from the priced inputs', () => {
    const read = readInputs(draftOf(base, 'GBP'), base, 'GBP');
    expect(read).toEqual({ ok: true, inputs: base });
  });

  it('gives each field the request schema’s message instead of clamping it', () => {
    const draft = draftOf(base, 'GBP');
    expect(readInputs([{ ...draft[0]!, hoursPerWeek: '61' }, draft[1]!, draft[2]!], base, 'GBP')).toEqual({ ok: false, errors: { '0.hoursPerWeek': 'The hours a week must be at most 60' } });
    expect(readInputs([draft[0]!, { ...draft[1]!, margin: '0' }, draft[2]!], base, 'GBP')).toEqual({ ok: false, errors: { '1.margin': 'The margin must be at least 1%' } });
    const empty = readInputs([{ ...draft[0]!, annualCostPerPerson: '' }, draft[1]!, { amount: '-5' }], base, 'GBP');
    expect(empty).toEqual({ ok: false, errors: { '0.annualCostPerPerson': 'Please enter the yearly cost of one person', '2.amount': 'The cost avoided cannot be negative' } });
  });

  it('says what the request schema says, for any text a client may type', () => {
    const typed = fc.oneof(
      fc.constantFrom('', ' ', 'abc', '-1', '0', '1', '40', '61', '0.5', '1e3', '£1,000', 'NaN', '100', '101', '-0', '1000000000', '1000000001'),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }).map(String),
      fc.integer({ min: -10, max: 120 }).map(String),
    );
    fc.assert(
      fc.property(fc.array(typed, { minLength: 7, maxLength: 7 }), ([people, hours, salary, units, value, margin, amount]) => {
        const draft: DraftInputs = [{ people: people!, hoursPerWeek: hours!, annualCostPerPerson: salary! }, { unitsPerMonth: units!, valuePerUnit: value!, margin: margin! }, { amount: amount! }];
        const read = readInputs(draft, base, 'GBP');
        const schema = bySchema(draft);
        expect(read.ok).toBe(schema.ok);
        if (!read.ok && !schema.ok) expect(read.errors).toEqual(schema.errors);
      }),
      { numRuns: 500 },
    );
  });

  it('says so when every figure is within its limits but together they are more than the pricing takes', () => {
    const draft = draftOf(base, 'GBP');
    const huge = readInputs([draft[0]!, { ...draft[1]!, unitsPerMonth: '1000', valuePerUnit: '1000000000', margin: '100' }, draft[2]!], base, 'GBP');
    expect(huge).toEqual({ ok: false, errors: { [TOTAL_ERROR]: 'The sources of value add up to more than the pricing can handle: check the figures' } });
  });

  it('starts from the inputs the proposal was priced with, money in major units, a margin in percent', () => {
    expect(draftOf(base, 'GBP')).toEqual([{ people: '1', hoursPerWeek: '12', annualCostPerPerson: '85000' }, { unitsPerMonth: '2', valuePerUnit: '4000', margin: '40' }, { amount: '1200' }]);
    expect(draftOf({ drivers: [{ kind: 'cost', amount: 150_000, period: 'year' }] }, 'JPY')).toEqual([{ amount: '150000' }]);
  });

  it('prices the tiers with the shared function and the sent floor, in any currency: never below it, each ≥ 10 % above the one before', () => {
    for (const currency of CURRENCIES) {
      const model = { ...defaultValueModel(currency), floor: 9_999 };
      const quotes = quoteFor(model, 150_000, base, currency);
      expect(quotes).toEqual(priceTiers({ ...model, floor: 150_000 }, base, currency).tiers);
      expect(quotes).toHaveLength(3);
      expect(quotes[0]!.monthly).toBeGreaterThanOrEqual(150_000);
      expect(quotes[1]!.monthly * 10).toBeGreaterThanOrEqual(quotes[0]!.monthly * 11);
      expect(quotes[2]!.monthly * 10).toBeGreaterThanOrEqual(quotes[1]!.monthly * 11);
    }
  });
});
