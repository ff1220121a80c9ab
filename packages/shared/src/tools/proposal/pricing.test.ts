// The proposal's pricing (issue 52): tiers a consultant would quote. By example (the calls) and
// by property over any drivers, budget, model and currency: the code writes the numbers, so the rules
// must hold for every input — price points, a step of 10 % between tiers, never below a tier's floor,
// the middle tier in the budget when the value carries it, fees that move smoothly, and an honest
// answer (fewer tiers, or a pilot) when the value cannot carry the floors.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, minorPerMajor, type Currency } from '../../money/currency.ts';
import { DRIVER_LIMITS, monthlyBudget, type Budget, type ValueDriver } from '../../money/drivers.ts';
import { ceilPricePoint, floorPricePoint, isPricePoint, pricePointStep, roundPricePoint } from './pricePoints.ts';
import { CARRY_SHARE, defaultValueModel, monthlyValue, priceTiers, PRICING_LIMITS, tierFloorPoints, type Pricing, type TierModel, type ValueInputs, type ValueModel } from './pricing.ts';
import { shortfallWords } from './shortfall.ts';

const currency: fc.Arbitrary<Currency> = fc.constantFrom(...CURRENCIES);
const amount = fc.integer({ min: 0, max: 50_000_000 });
const driver: fc.Arbitrary<ValueDriver> = fc.oneof(
  fc.record({ kind: fc.constant('time' as const), people: fc.integer({ min: 1, max: 20 }), hoursPerWeek: fc.double({ min: 0.5, max: 60, noNaN: true }), annualCostPerPerson: amount }),
  fc.record({ kind: fc.constant('revenue' as const), unitsPerMonth: fc.integer({ min: 0, max: 50 }), valuePerUnit: amount, margin: fc.double({ min: DRIVER_LIMITS.margin.min, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('cost' as const), amount, period: fc.constantFrom('month' as const, 'year' as const) }),
);
const budget: fc.Arbitrary<Budget | null> = fc.option(
  fc.tuple(amount, amount, fc.constantFrom('month' as const, 'year' as const)).map(([a, b, period]) => ({ min: Math.min(a, b), max: Math.max(a, b), period })),
  { nil: null },
);
const inputs = fc.record({ drivers: fc.array(driver, { minLength: 1, maxLength: 6 }), budget });
const tier = (name: string): fc.Arbitrary<TierModel> =>
  fc.record(
    {
      name: fc.constant(name),
      coverage: fc.double({ min: PRICING_LIMITS.coverage.min, max: PRICING_LIMITS.coverage.max, noNaN: true }),
      share: fc.double({ min: PRICING_LIMITS.share.min, max: PRICING_LIMITS.share.max, noNaN: true }),
      floorMultiple: fc.double({ min: PRICING_LIMITS.floorMultiple.min, max: 5, noNaN: true }),
    },
    // A saved request's tiers have no floor multiple: both shapes are priced.
    { requiredKeys: ['name', 'coverage', 'share'] },
  );
const model: fc.Arbitrary<ValueModel> = fc.record({ floor: fc.integer({ min: PRICING_LIMITS.floor.min, max: 5_000_000 }), tiers: fc.tuple(tier('A'), tier('B'), tier('C')) });

const time = (annualCostPerPerson: number, hoursPerWeek: number): ValueDriver => ({ kind: 'time', people: 1, hoursPerWeek, annualCostPerPerson });
const costAvoided = (poundsAYear: number): ValueDriver => ({ kind: 'cost', amount: poundsAYear * 100, period: 'year' });
const GBP = defaultValueModel('GBP');
const BUDGET = { min: 350_000, max: 500_000, period: 'month' as const };
const fees = (pricing: Pricing) => pricing.tiers.map((quote) => quote.monthly);

describe('price points', () => {
  it('are what a person writes, by magnitude, in major units of any currency', () => {
    expect(roundPricePoint(448_700, 'GBP')).toBe(450_000); // £4,487 → £4,500
    expect(roundPricePoint(234_700, 'GBP')).toBe(235_000); // £2,347 → £2,350
    expect(roundPricePoint(1_234_500, 'EUR')).toBe(1_250_000); // €12,345 → €12,500
    expect(roundPricePoint(23_300, 'USD')).toBe(23_500); // $233 → $235
    expect(roundPricePoint(4_700, 'USD')).toBe(4_700); // $47
    expect(roundPricePoint(183_456, 'JPY')).toBe(185_000); // ¥183,456 → ¥185,000: yen are major units
    expect(pricePointStep(100_000, 'GBP')).toBe(5_000); // £1,000: steps of £50
    expect(pricePointStep(99_999, 'GBP')).toBe(500); // £999.99: steps of £5
    expect(pricePointStep(1_000, 'JPY')).toBe(50);
    expect(ceilPricePoint(999_100, 'GBP')).toBe(1_000_000); // £9,991 → £10,000, a point of the next decade
    expect(floorPricePoint(499_900, 'GBP')).toBe(495_000);
  });

  it('round to the nearest by at most 2.5 % (half a step at the bottom of a decade)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1e12 }), currency, (minor, c) => {
        const point = roundPricePoint(minor, c);
        expect(isPricePoint(point, c)).toBe(true);
        if (minor >= 10 * minorPerMajor(c)) expect(Math.abs(point - minor) / minor).toBeLessThanOrEqual(0.025 + 1e-12);
        expect(ceilPricePoint(minor, c)).toBeGreaterThanOrEqual(minor);
        expect(floorPricePoint(minor, c)).toBeLessThanOrEqual(minor);
      }),
    );
  });
});

describe('priceTiers by example', () => {
  it('the issue’s cliff is gone: £75,000 and £70,000 a year of cost avoided price within 8 % of each other, three distinct offers', () => {
    const at75 = priceTiers(GBP, { drivers: [costAvoided(75_000)], budget: BUDGET }, 'GBP');
    const at70 = priceTiers(GBP, { drivers: [costAvoided(70_000)], budget: BUDGET }, 'GBP');
    // £6,250 a month: Growth delivers £5,000; the £3.5–5k budget lifts it as far as the value carries
    // (two thirds: £3,333 → £3,350), the other two keep their ratio to it.
    expect(fees(at75)).toEqual([175_000, 335_000, 415_000]);
    expect(fees(at70)).toEqual([160_000, 310_000, 390_000]);
    // Before: £2,340 / £4,500 / £5,630 against £1,500 / £1,510 / £1,520, the middle fee 66 % lower.
    at75.tiers.forEach((quote, i) => expect(Math.abs(at70.tiers[i]!.monthly - quote.monthly) / quote.monthly).toBeLessThan(0.09));
    expect(at75.shortfall).toBeNull();
    expect(at75.recommended).toBe(1);
  });

  it('the UK call: the MD’s £95k and 17.5 h a week, two new clients a month at £4k and 40 %, a £3.5–5k budget: the middle tier in the budget', () => {
    const drivers: ValueDriver[] = [time(9_500_000, 17.5), { kind: 'revenue', unitsPerMonth: 2, valuePerUnit: 400_000, margin: 0.4 }];
    const pricing = priceTiers(GBP, { drivers, budget: BUDGET }, 'GBP');
    expect(Math.round(monthlyValue({ drivers }))).toBe(Math.round((9_500_000 / 2080) * 17.5 * (52 / 12) + 2 * 400_000 * 0.4));
    // £6,664 a month: Growth delivers £5,331, two thirds of it £3,554 carries the budget's £3,500.
    expect(fees(pricing)).toEqual([180_000, 350_000, 445_000]);
    expect(pricing.tiers.every((quote) => !quote.atFloor && quote.monthly <= quote.value * CARRY_SHARE + 5_000)).toBe(true);
  });

  it('a budget below what the value sets caps the middle fee at its top', () => {
    const pricing = priceTiers(GBP, { drivers: [costAvoided(1_000_000)], budget: BUDGET }, 'GBP');
    expect(fees(pricing)).toEqual([260_000, 500_000, 690_000]);
  });

  it('without a budget the value alone sets the fees: each tier’s share of what it delivers, at least its floor', () => {
    // $240,000 and 20 h a week: the ROI calculator’s $10,000 a month of value.
    const pricing = priceTiers(defaultValueModel('USD'), { drivers: [time(24_000_000, 20)] }, 'USD');
    expect(pricing.tiers).toEqual([
      { name: 'Essentials', monthly: 150_000, value: 500_000, roi: 233, atFloor: true }, // $5,000 × 25 % = $1,250, below the $1,500 floor
      { name: 'Growth', monthly: 255_000, value: 800_000, roi: 214, atFloor: true }, // $2,400, below Growth’s floor of 1.7 × $1,500
      { name: 'Partner', monthly: 330_000, value: 1_000_000, roi: 203, atFloor: false }, // $10,000 × 33 % = $3,300: the value meets Partner’s floor of 2.2 × $1,500
    ]);
    const more = priceTiers(defaultValueModel('USD'), { drivers: [time(24_000_000, 40)] }, 'USD');
    expect(fees(more)).toEqual([250_000, 480_000, 660_000]);
    expect(more.tiers.every((quote) => !quote.atFloor)).toBe(true);
  });

  it('each tier has its own floor: one floor times the tier’s multiple; a saved request without multiples reads as the defaults', () => {
    const saved: ValueModel = { floor: 150_000, tiers: [{ name: 'Essentials', coverage: 0.5, share: 0.25 }, { name: 'Growth', coverage: 0.8, share: 0.3 }, { name: 'Partner', coverage: 1, share: 0.33 }] };
    const value = { drivers: [time(24_000_000, 20)] };
    expect(priceTiers(saved, value, 'USD')).toEqual(priceTiers(defaultValueModel('USD'), value, 'USD'));
    expect(tierFloorPoints(saved, 'USD')).toEqual([150_000, 255_000, 330_000]);
    const own: ValueModel = { floor: 150_000, tiers: [{ ...saved.tiers[0], floorMultiple: 1 }, { ...saved.tiers[1], floorMultiple: 3 }, { ...saved.tiers[2], floorMultiple: 5 }] };
    expect(tierFloorPoints(own, 'USD')).toEqual([150_000, 450_000, 750_000]);
    expect(fees(priceTiers(own, { drivers: [time(24_000_000, 60)] }, 'USD'))).toEqual([375_000, 720_000, 990_000].map((fee, i) => Math.max(fee, [150_000, 450_000, 750_000][i]!)));
  });

  it('the issue’s £4,476 a month cannot carry any tier at its floor: one offer, a pilot, and words with the right numbers', () => {
    const pricing = priceTiers(GBP, { drivers: [costAvoided(53_712)] }, 'GBP');
    expect(pricing.tiers).toEqual([{ name: 'Essentials', monthly: 150_000, value: 223_800, roi: 49, atFloor: true }]);
    expect(pricing.shortfall).toMatchObject({ value: 447_600, pilot: true });
    expect(pricing.shortfall!.dropped[0]).toEqual({ name: 'Essentials', delivers: 223_800, floor: 150_000, carries: 149_200, needs: 450_000 });
    const words = shortfallWords(pricing, 'GBP', 'en-GB')!;
    expect(words.title).toBe('The value you entered (£4,476 a month) does not carry any tier at its floor.');
    expect(words.description).toContain('Essentials delivers £2,238 a month, so its fee may be at most £1,492; its floor of £1,500 needs at least £4,500 a month of value');
    expect(words.description).toContain('The proposal offers Essentials alone, at £1,500 a month, as a pilot.');
  });

  it('a value that carries some floors offers those tiers only, and says which it left out and why', () => {
    const two = priceTiers(GBP, { drivers: [{ kind: 'cost', amount: 485_000, period: 'month' }] }, 'GBP');
    expect(two.tiers.map((quote) => quote.name)).toEqual(['Essentials', 'Growth']);
    expect(two.recommended).toBe(1);
    expect(two.shortfall).toMatchObject({ value: 485_000, pilot: false, dropped: [{ name: 'Partner', floor: 330_000, needs: 495_000 }] });
    expect(shortfallWords(two, 'GBP', 'en-GB')!.title).toBe('The value you entered (£4,850 a month) carries Essentials and Growth, not Partner.');
    const one = priceTiers(GBP, { drivers: [{ kind: 'cost', amount: 460_000, period: 'month' }] }, 'GBP');
    expect(one.tiers.map((quote) => quote.name)).toEqual(['Essentials']);
    expect(one.shortfall).toMatchObject({ pilot: false, dropped: [{ name: 'Growth' }, { name: 'Partner' }] });
    expect(shortfallWords(one, 'GBP', 'en-GB')!.description).toContain('The proposal offers one tier: Essentials.');
    expect(shortfallWords(priceTiers(GBP, { drivers: [costAvoided(100_000)] }, 'GBP'), 'GBP', 'en-GB')).toBeNull();
  });

  it('no value: one offer at the floor, worth nothing, and said so', () => {
    const pricing = priceTiers({ ...GBP, floor: 99_700 }, { drivers: [{ kind: 'cost', amount: 0, period: 'month' }] }, 'GBP');
    expect(pricing.tiers.map((q) => [q.monthly, q.value, q.roi])).toEqual([[100_000, 0, -100]]);
    expect(pricing.shortfall?.pilot).toBe(true);
  });

  it('inputs and a model outside the limits are held to them, never NaN', () => {
    const wild = priceTiers(
      { floor: -50, tiers: [{ name: 'A', coverage: 7, share: 3, floorMultiple: -2 }, { name: 'B', coverage: Number.NaN, share: -1 }, { name: 'C', coverage: 0.5, share: Infinity, floorMultiple: Number.NaN }] },
      { drivers: [{ kind: 'time', people: 1e9, hoursPerWeek: 400, annualCostPerPerson: 1e15 }] },
      'EUR',
    );
    for (const quote of wild.tiers) for (const figure of [quote.monthly, quote.value, quote.roi]) expect(Number.isFinite(figure)).toBe(true);
    expect(wild.tiers[0]!.monthly).toBeLessThan(wild.tiers[0]!.value); // share capped below 1: the client still gains
  });
});

/** The offered tiers' indexes in the model (by name: the arbitrary model's names are distinct). */
const indexesOf = (m: ValueModel, pricing: Pricing) => pricing.tiers.map((quote) => m.tiers.findIndex((t) => t.name === quote.name));

describe('priceTiers for any drivers, budget, model and currency', () => {
  it('offers one to three tiers in order, each a price point, never below its floor, each ≥ 10 % above the one before', () => {
    fc.assert(
      fc.property(model, inputs, currency, (m, i, c) => {
        const pricing = priceTiers(m, i, c);
        const floors = tierFloorPoints(m, c);
        const at = indexesOf(m, pricing);
        expect(pricing.tiers.length).toBeGreaterThanOrEqual(1);
        expect(at).toEqual([...at].sort());
        expect(pricing.recommended).toBe(at.includes(1) ? at.indexOf(1) : 0);
        pricing.tiers.forEach((quote, t) => {
          expect(isPricePoint(quote.monthly, c)).toBe(true);
          expect(quote.monthly).toBeGreaterThanOrEqual(floors[at[t]!]!);
          expect(quote.monthly).toBeGreaterThanOrEqual(m.floor);
          expect(Number.isInteger(quote.value)).toBe(true);
          expect(quote.roi).toBe(quote.monthly > 0 ? Math.round(((quote.value - quote.monthly) / quote.monthly) * 100) : 0);
          if (t > 0) expect(quote.monthly * 10).toBeGreaterThanOrEqual(pricing.tiers[t - 1]!.monthly * 11); // in integers: ≥ 10 % (pricing.ts TIER_STEP)
        });
      }),
      { numRuns: 500 },
    );
  });

  it('offers exactly the tiers whose floor the value carries (else the first, as a pilot), and says what each left out needs', () => {
    fc.assert(
      fc.property(model, inputs, currency, (m, i, c) => {
        const pricing = priceTiers(m, i, c);
        const floors = tierFloorPoints(m, c);
        const value = Math.min(monthlyValue(i), DRIVER_LIMITS.monthlyValue.max);
        const coverage = m.tiers.map((t) => Math.min(PRICING_LIMITS.coverage.max, Math.max(PRICING_LIMITS.coverage.min, t.coverage)));
        const carried = [0, 1, 2].filter((t) => floors[t]! <= value * coverage[t]! * CARRY_SHARE);
        expect(indexesOf(m, pricing)).toEqual(carried.length > 0 ? carried : [0]);
        expect(pricing.shortfall === null).toBe(carried.length === 3);
        if (pricing.shortfall) {
          expect(pricing.shortfall.pilot).toBe(carried.length === 0);
          for (const dropped of pricing.shortfall.dropped) {
            const t = m.tiers.findIndex((x) => x.name === dropped.name);
            expect(carried).not.toContain(t);
            expect(dropped.floor).toBe(floors[t]);
            // The value it needs is the least whole amount that carries the floor.
            expect(dropped.needs * coverage[t]! * CARRY_SHARE).toBeGreaterThanOrEqual(dropped.floor * (1 - 1e-12));
            expect((dropped.needs - minorPerMajor(c)) * coverage[t]! * CARRY_SHARE).toBeLessThan(dropped.floor);
            expect(dropped.carries).toBeLessThan(dropped.floor);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the middle tier lands inside a stated budget whenever the value carries a fee there and its floor allows', () => {
    let placed = 0;
    fc.assert(
      fc.property(model, inputs, currency, (m, i, c) => {
        fc.pre(i.budget !== null);
        const { min, max } = monthlyBudget(i.budget!);
        const [low, high] = [ceilPricePoint(min, c), floorPricePoint(max, c)];
        const pricing = priceTiers(m, i, c);
        const middle = pricing.tiers.find((quote) => quote.name === m.tiers[1].name);
        const coverage = Math.min(PRICING_LIMITS.coverage.max, Math.max(PRICING_LIMITS.coverage.min, m.tiers[1].coverage));
        const carries = monthlyValue(i) * coverage * CARRY_SHARE >= min;
        if (middle && carries && max > 0 && low <= high && tierFloorPoints(m, c)[1] <= high) {
          placed += 1;
          expect(middle.monthly).toBeGreaterThanOrEqual(low);
          expect(middle.monthly).toBeLessThanOrEqual(high);
        }
      }),
      { numRuns: 2000 },
    );
    expect(placed).toBeGreaterThan(20);
  });

  // The smoothness rule: a change of x % in any one input moves each fee by at most 2x % (before the
  // rounding, by at most x %: see pricing.ts), plus the rounding to price points: at most four steps of
  // the larger of the two largest fees (£200 for fees between £1,000 and £10,000). A fee is rounded
  // once, but a tier's floor and the 10 % steps are kept on rounded fees, so the roundings of the tiers
  // below it add up: 1 + 1.1 + 1.21 steps up, half a step down.
  it('moves every fee smoothly: x % in one input, at most 2x % in any fee (plus the price-point rounding)', () => {
    const change = fc.double({ min: -0.2, max: 0.2, noNaN: true }).filter((x) => Math.abs(x) > 1e-4);
    const which = fc.nat();
    fc.assert(
      fc.property(model, inputs, currency, change, which, (m, i, c, x, pick) => {
        const after = perturb(i, m, pick, x);
        const [p, q] = [priceTiers(m, i, c), priceTiers(after.model, after.inputs, c)];
        const step = (pricing: Pricing) => pricePointStep(Math.max(...fees(pricing)), c);
        const allowance = 4 * Math.max(step(p), step(q));
        for (const quote of p.tiers) {
          const moved = q.tiers.find((other) => other.name === quote.name);
          if (!moved) continue;
          const bound = 2 * Math.abs(x) * Math.max(quote.monthly, moved.monthly) + allowance;
          expect(Math.abs(moved.monthly - quote.monthly), `${quote.name}: ${quote.monthly} → ${moved.monthly} for ${(x * 100).toFixed(2)} %`).toBeLessThanOrEqual(bound);
        }
      }),
      { numRuns: Number(process.env.PRICING_RUNS ?? 4000) },
    );
  });

  it('more value never costs the client less without a budget: fees and values grow with the hours saved', () => {
    fc.assert(
      fc.property(model, fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), currency, (m, cost, hours, extra, c) => {
        const [before, after] = [priceTiers(m, { drivers: [time(cost, hours)] }, c), priceTiers(m, { drivers: [time(cost, hours + extra)] }, c)];
        for (const quote of before.tiers) {
          const more = after.tiers.find((other) => other.name === quote.name);
          // More value only ever adds the tiers it carries (a tier's floor is carried from some value up);
          // a pilot (offered when none is carried) gives way to the tiers the value comes to carry.
          if (before.shortfall?.pilot && !more) continue;
          expect(more).toBeDefined();
          expect(more!.value).toBeGreaterThanOrEqual(quote.value);
          expect(more!.monthly).toBeGreaterThanOrEqual(quote.monthly);
        }
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

/**
 * One input moved by a factor of 1 + x: a field of one driver, the budget's ends, or the floor (`pick`
 * chooses which). Fields are scaled as a person would change them; limits are the schema's concern.
 */
function perturb(i: ValueInputs, m: ValueModel, pick: number, x: number): { inputs: ValueInputs; model: ValueModel } {
  const factor = 1 + x;
  const choices = i.drivers.length + (i.budget ? 1 : 0) + 1;
  const slot = pick % choices;
  if (slot < i.drivers.length) {
    const drivers = i.drivers.map((d, n) => {
      if (n !== slot) return d;
      const figures = d as unknown as Record<string, unknown>;
      const fields = Object.keys(figures).filter((key) => typeof figures[key] === 'number');
      const key = fields[Math.floor(pick / choices) % fields.length]!;
      const moved = (figures[key] as number) * factor;
      return { ...d, [key]: key === 'margin' ? Math.min(1, moved) : moved } as ValueDriver;
    });
    return { inputs: { ...i, drivers }, model: m };
  }
  if (i.budget && slot === i.drivers.length) {
    const b = i.budget;
    const budget = Math.floor(pick / choices) % 2 === 0 ? { ...b, min: Math.min(b.max, b.min * factor) } : { ...b, max: Math.max(b.min, b.max * factor) };
    return { inputs: { ...i, budget }, model: m };
  }
  return { inputs: i, model: { ...m, floor: m.floor * factor } };
}
