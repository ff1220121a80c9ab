// The proposal's pricing: tiers, the floor, rounding and limits, by example and by property (any
// inputs in range, any model): the code writes the numbers, so they must hold for every input.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRoi, ROI_LIMITS } from '../../roi.ts';
import { DEFAULT_VALUE_MODEL, monthlyValue, PRICING_LIMITS, priceTiers, RATE_STEP, type TierModel, type ValueModel } from './pricing.ts';

const inputs = fc.record({
  annualSalary: fc.integer({ min: ROI_LIMITS.annualSalary.min, max: ROI_LIMITS.annualSalary.max }),
  weeklyHours: fc.integer({ min: ROI_LIMITS.weeklyHours.min, max: ROI_LIMITS.weeklyHours.max }),
});
const tier = (name: string): fc.Arbitrary<TierModel> =>
  fc.record({
    name: fc.constant(name),
    coverage: fc.double({ min: PRICING_LIMITS.coverage.min, max: PRICING_LIMITS.coverage.max, noNaN: true }),
    share: fc.double({ min: PRICING_LIMITS.share.min, max: PRICING_LIMITS.share.max, noNaN: true }),
  });
const model: fc.Arbitrary<ValueModel> = fc.record({
  floor: fc.integer({ min: PRICING_LIMITS.floor.min, max: 50_000 }),
  tiers: fc.tuple(tier('A'), tier('B'), tier('C')),
});

describe('priceTiers by example', () => {
  it('the defaults at $240,000 and 20 h a week: the ROI calculator’s $10,000 a month of value, three fees that are shares of it', () => {
    expect(calculateRoi({ annualSalary: 240_000, weeklyHours: 20, roiMultiple: 3 }).monthlyCostSavings).toBe(10_000);
    expect(priceTiers(DEFAULT_VALUE_MODEL, { annualSalary: 240_000, weeklyHours: 20 })).toEqual([
      { name: 'Essentials', monthly: 1500, value: 5000, roi: 233, atFloor: true }, // 5000 × 25 % = 1250, below the 1500 floor
      { name: 'Growth', monthly: 2400, value: 8000, roi: 233, atFloor: false },
      { name: 'Partner', monthly: 3300, value: 10_000, roi: 203, atFloor: false },
    ]);
  });

  it('rounds each fee once, to the nearest step, and the ROI from the rounded fee', () => {
    const [one] = priceTiers({ floor: 0, tiers: [{ name: 'X', coverage: 1, share: 0.1234 }, DEFAULT_VALUE_MODEL.tiers[1], DEFAULT_VALUE_MODEL.tiers[2]] }, { annualSalary: 240_000, weeklyHours: 20 });
    expect(one!.monthly).toBe(1230); // 1234 → 1230
    expect(one!.roi).toBe(Math.round(((10_000 - 1230) / 1230) * 100));
  });

  it('no value (a salary of 0): every tier is the floor, worth nothing, ROI -100 %', () => {
    for (const quote of priceTiers({ ...DEFAULT_VALUE_MODEL, floor: 995 }, { annualSalary: 0, weeklyHours: 20 })) {
      expect(quote).toMatchObject({ monthly: 1000, value: 0, roi: -100, atFloor: true }); // the floor rounded up to a step
    }
    for (const quote of priceTiers({ ...DEFAULT_VALUE_MODEL, floor: 0 }, { annualSalary: 0, weeklyHours: 20 })) expect(quote).toMatchObject({ monthly: 0, value: 0, roi: 0 });
  });

  it('inputs and a model outside the limits are held to them, never NaN', () => {
    const wild = priceTiers(
      { floor: -50, tiers: [{ name: 'A', coverage: 7, share: 3 }, { name: 'B', coverage: Number.NaN, share: -1 }, { name: 'C', coverage: 0.5, share: Infinity }] },
      { annualSalary: 1e12, weeklyHours: 400 },
    );
    expect(monthlyValue({ annualSalary: 1e12, weeklyHours: 400 })).toBe(monthlyValue({ annualSalary: ROI_LIMITS.annualSalary.max, weeklyHours: ROI_LIMITS.weeklyHours.max }));
    for (const quote of wild) for (const figure of [quote.monthly, quote.value, quote.roi]) expect(Number.isFinite(figure)).toBe(true);
    expect(wild[0]!.monthly).toBeLessThan(wild[0]!.value); // share capped below 1: the client still gains
  });
});

describe('priceTiers for any inputs and model', () => {
  it('never below the floor, always a whole step, and the three figures agree', () => {
    fc.assert(
      fc.property(model, inputs, (m, i) => {
        const floorStep = Math.ceil(m.floor / RATE_STEP) * RATE_STEP;
        for (const quote of priceTiers(m, i)) {
          expect(quote.monthly).toBeGreaterThanOrEqual(m.floor);
          expect(quote.monthly).toBeGreaterThanOrEqual(floorStep);
          expect(quote.monthly % RATE_STEP).toBe(0);
          expect(Number.isInteger(quote.value)).toBe(true);
          expect(quote.roi).toBe(quote.monthly > 0 ? Math.round(((quote.value - quote.monthly) / quote.monthly) * 100) : 0);
          if (!quote.atFloor) expect(quote.monthly).toBeLessThanOrEqual(quote.value); // a fee set by the value is a share of it
        }
      }),
    );
  });

  it('more value never costs the client less: fees and values grow with the hours saved', () => {
    fc.assert(
      fc.property(model, inputs, fc.integer({ min: 1, max: 39 }), (m, i, extra) => {
        const more = { ...i, weeklyHours: Math.min(ROI_LIMITS.weeklyHours.max, i.weeklyHours + extra) };
        const [before, after] = [priceTiers(m, i), priceTiers(m, more)];
        before.forEach((quote, t) => {
          expect(after[t]!.value).toBeGreaterThanOrEqual(quote.value);
          expect(after[t]!.monthly).toBeGreaterThanOrEqual(quote.monthly);
        });
      }),
    );
  });

  it('the same inputs give the same quote (the screen and the server agree)', () => {
    fc.assert(
      fc.property(model, inputs, (m, i) => {
        expect(priceTiers(m, i)).toEqual(priceTiers(structuredClone(m), { ...i }));
      }),
    );
  });
});
