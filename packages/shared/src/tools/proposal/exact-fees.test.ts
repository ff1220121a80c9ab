// Every fee the pricing writes is an exact integer for any input the schemas admit (issue: six revenue
// drivers at their per-field maxima made fees above 2^53; the generation failed after the model call was
// paid, and the client's quote route accepted inexact fees). By property over the whole admitted space:
// every field anywhere in its range (its ends often), one to six drivers, any budget, model and currency.
// What the schema admits prices exactly; what it refuses is refused for the total alone, with its message.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../../money/currency.ts';
import { DRIVER_LIMITS, totalMonthlyValue, VALUE_TOO_LARGE, type Budget, type ValueDriver } from '../../money/drivers.ts';
import { ValueInputsSchema } from '../../money/schemas.ts';
import { PRICING_LIMITS, priceTiers, type TierModel, type ValueModel } from './pricing.ts';
import { ProposalRequestFields } from './schemas.ts';

/** Anywhere in [min, max], its ends and small values often (fast-check's bias), as a person could type it. */
const inRange = ({ min, max }: { min: number; max: number }, integer = false) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
    { arbitrary: integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 3 },
  );
const money = inRange(DRIVER_LIMITS.amount, true);
const period = fc.constantFrom('month' as const, 'year' as const);
const driver: fc.Arbitrary<ValueDriver> = fc.oneof(
  fc.record({ kind: fc.constant('time' as const), people: inRange(DRIVER_LIMITS.people), hoursPerWeek: inRange(DRIVER_LIMITS.hoursPerWeek), annualCostPerPerson: money }),
  fc.record({ kind: fc.constant('revenue' as const), unitsPerMonth: inRange(DRIVER_LIMITS.unitsPerMonth), valuePerUnit: money, margin: inRange(DRIVER_LIMITS.margin) }),
  fc.record({ kind: fc.constant('cost' as const), amount: money, period }),
);
const budget: fc.Arbitrary<Budget | null> = fc.option(
  fc.tuple(money, money, period).map(([a, b, per]) => ({ min: Math.min(a, b), max: Math.max(a, b), period: per })),
  { nil: null },
);
const inputs = fc.record({ drivers: fc.array(driver, { minLength: 1, maxLength: DRIVER_LIMITS.drivers.max }), budget });
const tier = (name: string): fc.Arbitrary<TierModel> =>
  fc.record({ name: fc.constant(name), coverage: inRange(PRICING_LIMITS.coverage), share: inRange(PRICING_LIMITS.share), floorMultiple: inRange(PRICING_LIMITS.floorMultiple) }, { requiredKeys: ['name', 'coverage', 'share'] });
const model: fc.Arbitrary<ValueModel> = fc.record({ floor: inRange(PRICING_LIMITS.floor, true), tiers: fc.tuple(tier('A'), tier('B'), tier('C')) });
const currency: fc.Arbitrary<Currency> = fc.constantFrom(...CURRENCIES);

/** The quotes are exact: whole, safe integers (fees and values ≥ 0), fees rising tier to tier by at least 10 %. */
function expectExact({ tiers: quotes }: ReturnType<typeof priceTiers>) {
  expect(quotes.length).toBeGreaterThanOrEqual(1);
  for (const quote of quotes) {
    expect(Number.isSafeInteger(quote.monthly), `fee ${quote.monthly}`).toBe(true);
    expect(Number.isSafeInteger(quote.value), `value ${quote.value}`).toBe(true);
    expect(Number.isSafeInteger(quote.roi), `roi ${quote.roi}`).toBe(true);
    expect(quote.monthly).toBeGreaterThanOrEqual(0);
  }
  for (let t = 1; t < quotes.length; t += 1) expect(quotes[t]!.monthly * 10).toBeGreaterThanOrEqual(quotes[t - 1]!.monthly * 11);
}

describe('fees stay exact for every admitted input', () => {
  it('by property: admitted inputs price to exact integers; refused ones are refused for their total alone', () => {
    const seen = { admitted: 0, refused: 0, nearLimit: 0 };
    fc.assert(
      fc.property(inputs, model, currency, (value, valueModel, cur) => {
        const parsed = ValueInputsSchema.safeParse(value);
        const total = totalMonthlyValue(value.drivers);
        if (parsed.success) {
          seen.admitted += 1;
          if (total > DRIVER_LIMITS.monthlyValue.max / 100) seen.nearLimit += 1;
          expectExact(priceTiers(valueModel, parsed.data, cur));
        } else {
          seen.refused += 1;
          // Every field was drawn within its limit: only the total can be refused.
          expect(parsed.error.issues.map((issue) => issue.message)).toEqual([VALUE_TOO_LARGE]);
          expect(total).toBeGreaterThan(DRIVER_LIMITS.monthlyValue.max);
        }
      }),
      { numRuns: 3000 },
    );
    // Both sides of the limit were reached, and admitted values close to it (not only small ones).
    expect(seen.admitted).toBeGreaterThan(300);
    expect(seen.refused).toBeGreaterThan(300);
    expect(seen.nearLimit).toBeGreaterThan(30);
  });

  it('at the limit itself: admitted and exact; one unit past it: refused, in the proposal’s request too', () => {
    const atLimit: ValueDriver = { kind: 'revenue', unitsPerMonth: 100_000, valuePerUnit: DRIVER_LIMITS.monthlyValue.max / 100_000, margin: 1 };
    expect(totalMonthlyValue([atLimit])).toBe(DRIVER_LIMITS.monthlyValue.max);
    const admitted = ValueInputsSchema.parse({ drivers: [atLimit], budget: { min: DRIVER_LIMITS.amount.max, max: DRIVER_LIMITS.amount.max, period: 'month' } });
    for (const cur of CURRENCIES) {
      expectExact(priceTiers({ floor: PRICING_LIMITS.floor.max, tiers: [{ name: 'A', coverage: 1, share: 0.9 }, { name: 'B', coverage: 1, share: 0.9 }, { name: 'C', coverage: 1, share: 0.9 }] }, admitted, cur));
    }
    const past = { drivers: [atLimit, { kind: 'cost', amount: 1, period: 'month' }] };
    expect(ValueInputsSchema.safeParse(past).error?.issues[0]).toMatchObject({ message: VALUE_TOO_LARGE, path: ['drivers'] });
    // The issue's case: six revenue drivers at every field's maximum.
    const maxed = Array.from({ length: 6 }, () => ({ kind: 'revenue', unitsPerMonth: DRIVER_LIMITS.unitsPerMonth.max, valuePerUnit: DRIVER_LIMITS.amount.max, margin: 1 }));
    const refused = ProposalRequestFields.shape.valueInputs.safeParse({ drivers: maxed });
    expect(refused.error?.issues[0]?.message).toBe(VALUE_TOO_LARGE);
  });
});
