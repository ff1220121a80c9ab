// The proposal's pricing: tiers, the floor, the budget, rounding and limits, by example and by
// property (any drivers in range, any model, any currency): the code writes the numbers, so they must
// hold for every input.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRoi } from '../../roi.ts';
import { CURRENCIES, type Currency } from '../../money/currency.ts';
import { DRIVER_LIMITS, type Budget, type ValueDriver } from '../../money/drivers.ts';
import { defaultValueModel, feeStep, floorWarning, monthlyValue, PRICING_LIMITS, priceTiers, type TierModel, type ValueModel } from './pricing.ts';

const currency: fc.Arbitrary<Currency> = fc.constantFrom(...CURRENCIES);
const amount = fc.integer({ min: 0, max: 50_000_000 });
const driver: fc.Arbitrary<ValueDriver> = fc.oneof(
  fc.record({ kind: fc.constant('time' as const), people: fc.integer({ min: 1, max: 20 }), hoursPerWeek: fc.integer({ min: 1, max: 60 }), annualCostPerPerson: amount }),
  fc.record({ kind: fc.constant('revenue' as const), unitsPerMonth: fc.integer({ min: 0, max: 50 }), valuePerUnit: amount, margin: fc.double({ min: DRIVER_LIMITS.margin.min, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('cost' as const), amount, period: fc.constantFrom('month' as const, 'year' as const) }),
);
const budget: fc.Arbitrary<Budget | null> = fc.option(
  fc.tuple(amount, amount, fc.constantFrom('month' as const, 'year' as const)).map(([a, b, period]) => ({ min: Math.min(a, b), max: Math.max(a, b), period })),
  { nil: null },
);
const inputs = fc.record({ drivers: fc.array(driver, { minLength: 1, maxLength: 6 }), budget });
const tier = (name: string): fc.Arbitrary<TierModel> =>
  fc.record({
    name: fc.constant(name),
    coverage: fc.double({ min: PRICING_LIMITS.coverage.min, max: PRICING_LIMITS.coverage.max, noNaN: true }),
    share: fc.double({ min: PRICING_LIMITS.share.min, max: PRICING_LIMITS.share.max, noNaN: true }),
  });
const model: fc.Arbitrary<ValueModel> = fc.record({
  floor: fc.integer({ min: PRICING_LIMITS.floor.min, max: 5_000_000 }),
  tiers: fc.tuple(tier('A'), tier('B'), tier('C')),
});

const time = (annualCostPerPerson: number, hoursPerWeek: number): ValueDriver => ({ kind: 'time', people: 1, hoursPerWeek, annualCostPerPerson });
const USD = defaultValueModel('USD');

describe('priceTiers by example', () => {
  it('$240,000 and 20 h a week: the ROI calculator’s $10,000 a month of value, three fees that are shares of it (in cents)', () => {
    expect(calculateRoi({ annualSalary: 240_000, weeklyHours: 20, roiMultiple: 3 }).monthlyCostSavings).toBe(10_000);
    expect(priceTiers(USD, { drivers: [time(24_000_000, 20)] }, 'USD')).toEqual([
      { name: 'Essentials', monthly: 150_000, value: 500_000, roi: 233, atFloor: true }, // 5000 × 25 % = 1250, below the 1500 floor
      { name: 'Growth', monthly: 240_000, value: 800_000, roi: 233, atFloor: false },
      { name: 'Partner', monthly: 330_000, value: 1_000_000, roi: 203, atFloor: false },
    ]);
  });

  it('the UK call: the MD’s £95k and 17.5 h a week, two new clients a month at £4k and 40 %, and a £3.5–5k budget: the middle tier lands in the budget', () => {
    const drivers: ValueDriver[] = [time(9_500_000, 17.5), { kind: 'revenue', unitsPerMonth: 2, valuePerUnit: 400_000, margin: 0.4 }];
    const quotes = priceTiers(defaultValueModel('GBP'), { drivers, budget: { min: 350_000, max: 500_000, period: 'month' } }, 'GBP');
    expect(Math.round(monthlyValue({ drivers }))).toBe(Math.round(9_500_000 / 2080 * 17.5 * 52 / 12 + 2 * 400_000 * 0.4));
    expect(quotes[1]!.monthly).toBeGreaterThanOrEqual(350_000);
    expect(quotes[1]!.monthly).toBeLessThanOrEqual(500_000);
    expect(quotes[0]!.monthly).toBeLessThan(quotes[1]!.monthly);
    expect(quotes[2]!.monthly).toBeGreaterThan(quotes[1]!.monthly);
    // The value (£6,664 a month) prices Growth at £1,600; the budget moves it to £3,500 (× 2.19), and the
    // other two by the same factor: £833 → £1,820 and £2,199 → £4,810 (under nine tenths of its value).
    expect(quotes.map((q) => q.monthly)).toEqual([182_000, 350_000, 481_000]);
    expect(quotes.every((q) => !q.atFloor && q.monthly <= q.value * 0.9)).toBe(true);
  });

  it('a budget the value cannot support leaves the fees to the value', () => {
    const small = { drivers: [time(3_000_000, 2)], budget: { min: 900_000, max: 1_200_000, period: 'month' as const } };
    expect(priceTiers(USD, small, 'USD')).toEqual(priceTiers(USD, { drivers: small.drivers }, 'USD'));
  });

  it('the client’s figures all at the floor: three different fees still (the issue’s “accepted Growth at $1,500”)', () => {
    const fees = priceTiers(USD, { drivers: [time(100_000, 1)] }, 'USD').map((q) => q.monthly);
    expect(fees).toEqual([150_000, 151_000, 152_000]);
  });

  it('rounds each fee once, to the nearest step of the currency, and the ROI from the rounded fee', () => {
    const [one] = priceTiers({ floor: 0, tiers: [{ name: 'X', coverage: 1, share: 0.1234 }, USD.tiers[1], USD.tiers[2]] }, { drivers: [time(24_000_000, 20)] }, 'USD');
    expect(one!.monthly).toBe(123_000); // $1,234 → $1,230
    expect(one!.roi).toBe(Math.round(((1_000_000 - 123_000) / 123_000) * 100));
    expect(feeStep('JPY')).toBe(10);
    expect(feeStep('GBP')).toBe(1000);
  });

  it('no value: the tiers climb from the floor, worth nothing', () => {
    const quotes = priceTiers({ ...USD, floor: 99_500 }, { drivers: [{ kind: 'cost', amount: 0, period: 'month' }] }, 'USD');
    expect(quotes.map((q) => [q.monthly, q.value, q.roi])).toEqual([[100_000, 0, -100], [101_000, 0, -100], [102_000, 0, -100]]);
  });

  it('inputs and a model outside the limits are held to them, never NaN', () => {
    const wild = priceTiers(
      { floor: -50, tiers: [{ name: 'A', coverage: 7, share: 3 }, { name: 'B', coverage: Number.NaN, share: -1 }, { name: 'C', coverage: 0.5, share: Infinity }] },
      { drivers: [{ kind: 'time', people: 1e9, hoursPerWeek: 400, annualCostPerPerson: 1e15 }] },
      'EUR',
    );
    for (const quote of wild) for (const figure of [quote.monthly, quote.value, quote.roi]) expect(Number.isFinite(figure)).toBe(true);
    expect(wild[0]!.monthly).toBeLessThan(wild[0]!.value); // share capped below 1: the client still gains
  });
});

describe('priceTiers for any drivers, budget, model and currency', () => {
  it('fees strictly increase, never below the floor, always whole steps, and the three figures agree', () => {
    fc.assert(
      fc.property(model, inputs, currency, (m, i, c) => {
        const step = feeStep(c);
        const quotes = priceTiers(m, i, c);
        quotes.forEach((quote, t) => {
          expect(quote.monthly).toBeGreaterThanOrEqual(m.floor);
          expect(quote.monthly % step).toBe(0);
          expect(Number.isInteger(quote.value)).toBe(true);
          expect(quote.roi).toBe(quote.monthly > 0 ? Math.round(((quote.value - quote.monthly) / quote.monthly) * 100) : 0);
          if (t > 0) expect(quote.monthly).toBeGreaterThan(quotes[t - 1]!.monthly);
        });
      }),
    );
  });

  it('the middle tier lands inside a stated budget whenever the value supports a fee there', () => {
    fc.assert(
      fc.property(model, inputs, currency, (m, i, c) => {
        fc.pre(i.budget !== null && i.budget.period === 'month');
        const step = feeStep(c);
        const low = Math.ceil(i.budget!.min / step) * step;
        const high = Math.floor(i.budget!.max / step) * step;
        const [, middle] = priceTiers(m, i, c);
        const supported = high >= low && high > 0 && low <= middle!.value * PRICING_LIMITS.share.max;
        // …unless the floor pushes the first tier (and so the middle one) above it.
        if (supported && Math.ceil(m.floor / step) * step + step <= high) {
          expect(middle!.monthly).toBeGreaterThanOrEqual(low);
          expect(middle!.monthly).toBeLessThanOrEqual(high);
        }
      }),
    );
  });

  it('more value never costs the client less without a budget: fees and values grow with the hours saved', () => {
    fc.assert(
      fc.property(model, fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), currency, (m, cost, hours, extra, c) => {
        const [before, after] = [priceTiers(m, { drivers: [time(cost, hours)] }, c), priceTiers(m, { drivers: [time(cost, hours + extra)] }, c)];
        before.forEach((quote, t) => {
          expect(after[t]!.value).toBeGreaterThanOrEqual(quote.value);
          expect(after[t]!.monthly).toBeGreaterThanOrEqual(quote.monthly);
        });
      }),
    );
  });

  it('the same inputs give the same quote (the screen and the server agree)', () => {
    fc.assert(
      fc.property(model, inputs, currency, (m, i, c) => {
        expect(priceTiers(m, i, c)).toEqual(priceTiers(structuredClone(m), structuredClone(i), c));
      }),
    );
  });
});

describe('floorWarning', () => {
  it('says when the value cannot carry the floor, with the figures', () => {
    expect(floorWarning(USD, { drivers: [time(3_000_000, 2)] }, 'USD')).toEqual({ floor: 150_000, value: Math.round(3_000_000 / 2080 * 2 * 52 / 12), losing: ['Essentials', 'Growth', 'Partner'] });
    expect(floorWarning(USD, { drivers: [time(24_000_000, 40)] }, 'USD')).toBeNull();
  });

  it('warns exactly when the floor set the first fee or a tier costs more than it is worth', () => {
    fc.assert(
      fc.property(model, inputs, currency, (m, i, c) => {
        const quotes = priceTiers(m, i, c);
        expect(floorWarning(m, i, c) === null).toBe(!quotes[0]!.atFloor && quotes.every((q) => q.monthly <= q.value));
      }),
    );
  });
});
