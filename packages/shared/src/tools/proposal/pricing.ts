// A value-priced investment (issues 24 and 52, DESIGN §11.1): the tiers a consultant would quote, priced
// from the value the work creates for the client, never by the model. The same function runs on the
// server (the figures saved with a result, the public quote route, the pack's ROI step) and on the
// screen (the client moving the drivers), so what the client sees is what is stored. Zod-free: the
// client's page is phone-first and light.
//
// The rules, in order (every number here is named below):
// - The value is the sum of the call's value drivers a month (money/drivers.ts). Each tier delivers a
//   share of it (`coverage`) and, left to the value, charges a share of what it delivers (`share`).
// - Each tier is a distinct offer with its own floor: one floor (the consultant's lowest monthly fee)
//   times the tier's `floorMultiple` (1, 1.7 and 2.2 unless the model says), each tier's floor at least
//   a step (10 %) above the one before. One floor and multiples, not three floors: saved requests carry
//   one `floor` and read as they are, and a consultant changing their floor moves all three together.
// - A stated budget moves the middle fee into it when the value carries a fee there (at most two thirds
//   of what that tier delivers), else as far towards it as the value carries: a clamp, never a switch,
//   so a small change in a figure makes a small change in the fee. The other tiers keep their ratio to
//   the middle one (each capped the same way).
// - Adjacent fees differ by at least 10 %; no fee is below its tier's floor.
// - The value carries a tier when its floor is at most two thirds of what the tier delivers (the client
//   gets back at least 1.5× what it pays). Only those tiers are offered; when the value carries none, the
//   first tier alone, at its floor, as a pilot. `shortfall` says what the value carries and what the
//   floors need, so no proposal shows three floor prices side by side.
// - Fees are price points (pricePoints.ts), rounded once, at the end; value and ROI follow from them.
//
// Smoothness: before the rounding every fee is made of sums, products, min, max and clamps of the
// inputs, so a change of x % in one input moves it by at most x %. The rounding adds at most one
// price-point step of the fee and 1.1 of the middle fee (the steps are kept on rounded fees); the
// property test checks 2x % plus that allowance.
import { minorPerMajor, wholeMajor, type Currency } from '../../money/currency.ts';
import { DRIVER_LIMITS, monthlyBudget, totalMonthlyValue, type Budget, type ValueDriver } from '../../money/drivers.ts';
import { ceilPricePoint, floorPricePoint, roundPricePoint } from './pricePoints.ts';

export const PRICING_LIMITS = {
  /** The floor in minor units (up to a million major units of a two-digit currency). */
  floor: { min: 0, max: 100_000_000 },
  /** The share of the value a tier delivers that it charges: below 1, or the client gains nothing. */
  share: { min: 0.01, max: 0.9 },
  /** The share of the whole value a tier delivers. */
  coverage: { min: 0.05, max: 1 },
  /** A tier's floor as a multiple of the model's floor. */
  floorMultiple: { min: 1, max: 20 },
} as const;

/** Adjacent fees (and tier floors) differ by at least this factor: 10 % (11/10 in the integer steps below). */
export const TIER_STEP = 1.1;
/**
 * The most of what a tier delivers that a fee set by a floor or a budget may take: two thirds, so the
 * client gets back at least 1.5× what it pays. A fee the value alone sets is the model's `share` (≤ 0.9).
 */
export const CARRY_SHARE = 2 / 3;

export interface TierModel {
  name: string;
  coverage: number;
  share: number;
  /** This tier's floor as a multiple of the model's floor; absent in saved requests (DEFAULT_FLOOR_MULTIPLES). */
  floorMultiple?: number | undefined;
}

export interface ValueModel {
  /** The lowest monthly fee the consultant accepts (the first tier's floor), minor units. */
  floor: number;
  /** Three tiers, the smallest first. */
  tiers: readonly [TierModel, TierModel, TierModel];
}

/** What the value is made of, and what the client can move on their page: the drivers and the stated budget. */
export interface ValueInputs {
  drivers: ValueDriver[];
  budget?: Budget | null | undefined;
}

export interface TierQuote {
  name: string;
  /** The monthly fee, minor units: a price point, never below the tier's floor, ≥ 10 % above the tier before it. */
  monthly: number;
  /** The monthly value this tier stands for, minor units. */
  value: number;
  /** (value − fee) / fee, in whole percent; 0 when the fee is 0. */
  roi: number;
  /** True when the tier's floor, not the value or the budget, set the fee. */
  atFloor: boolean;
}

/** A tier the value does not carry: its floor, the most the value carries for it, the value its floor needs. */
export interface DroppedTier {
  name: string;
  /** What the tier delivers a month, minor units (whole major units). */
  delivers: number;
  /** The tier's floor, minor units (a price point). */
  floor: number;
  /** The most a fee may take of what this tier delivers at this value (CARRY_SHARE of it), minor units. */
  carries: number;
  /** The whole monthly value the floor needs, minor units (whole major units, rounded up). */
  needs: number;
}

/** Why fewer than three tiers are offered: the value a month and each tier left out. */
export interface Shortfall {
  /** The whole monthly value, minor units (whole major units). */
  value: number;
  /** The tiers not offered, smallest first. */
  dropped: DroppedTier[];
  /** True when the value carries no tier: the one offered is the first tier at its floor, a pilot. */
  pilot: boolean;
}

/** The investment for some inputs: the tiers offered (one to three, smallest first) and why any are missing. */
export interface Pricing {
  tiers: TierQuote[];
  /** The index in `tiers` of the tier the proposal recommends (the model's middle one when offered). */
  recommended: number;
  shortfall: Shortfall | null;
}

/** The default model, in major units: `defaultValueModel(currency)` gives it in minor units. */
export const DEFAULT_FLOOR_MAJOR = 1500;
/**
 * Each tier's floor against the model's: chosen so that, with the default coverage, the value carries
 * the tiers from the smallest up (Essentials from 4,500 a month of value at a 1,500 floor, Growth from
 * 4,782, Partner from 4,950): a shrinking value drops the largest offer first.
 */
export const DEFAULT_FLOOR_MULTIPLES = [1, 1.7, 2.2] as const;
const DEFAULT_TIERS: ValueModel['tiers'] = [
  { name: 'Essentials', coverage: 0.5, share: 0.25, floorMultiple: DEFAULT_FLOOR_MULTIPLES[0] },
  { name: 'Growth', coverage: 0.8, share: 0.3, floorMultiple: DEFAULT_FLOOR_MULTIPLES[1] },
  { name: 'Partner', coverage: 1, share: 0.33, floorMultiple: DEFAULT_FLOOR_MULTIPLES[2] },
];
export const defaultValueModel = (currency: Currency): ValueModel => ({ floor: DEFAULT_FLOOR_MAJOR * minorPerMajor(currency), tiers: DEFAULT_TIERS });

const clamp = (value: number, { min, max }: { min: number; max: number }) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);

/** The model held to its limits, every tier with its floor multiple (a saved tier without one: its position's default). */
export function normaliseValueModel(model: ValueModel): ValueModel & { tiers: readonly [Required<TierModel>, Required<TierModel>, Required<TierModel>] } {
  const tier = (t: TierModel, i: 0 | 1 | 2): Required<TierModel> => ({
    name: t.name,
    coverage: clamp(t.coverage, PRICING_LIMITS.coverage),
    share: clamp(t.share, PRICING_LIMITS.share),
    floorMultiple: clamp(t.floorMultiple ?? DEFAULT_FLOOR_MULTIPLES[i], PRICING_LIMITS.floorMultiple),
  });
  return { floor: clamp(model.floor, PRICING_LIMITS.floor), tiers: [tier(model.tiers[0], 0), tier(model.tiers[1], 1), tier(model.tiers[2], 2)] };
}

/** The monthly value of the inputs, minor units, unrounded: the tiers round once, at the end. */
export const monthlyValue = (inputs: ValueInputs): number => totalMonthlyValue(inputs.drivers);

/** Each tier's floor, minor units, unrounded: the model's floor × the tier's multiple, each ≥ 10 % above the one before. */
function tierFloors(model: ReturnType<typeof normaliseValueModel>, currency: Currency): [number, number, number] {
  // The smallest fee is one major unit: a zero floor still gives three distinct prices.
  const f0 = Math.max(model.floor * model.tiers[0].floorMultiple, minorPerMajor(currency));
  const f1 = Math.max(model.floor * model.tiers[1].floorMultiple, f0 * TIER_STEP);
  const f2 = Math.max(model.floor * model.tiers[2].floorMultiple, f1 * TIER_STEP);
  return [f0, f1, f2];
}

/** Each tier's floor as the price point no fee of that tier goes below, minor units, each ≥ 10 % above the one before. */
export function tierFloorPoints(model: ValueModel, currency: Currency): [number, number, number] {
  const [f0, f1, f2] = tierFloors(normaliseValueModel(model), currency);
  const p0 = ceilPricePoint(f0, currency);
  const p1 = Math.max(ceilPricePoint(f1, currency), stepAbove(p0, currency));
  return [p0, p1, Math.max(ceilPricePoint(f2, currency), stepAbove(p1, currency))];
}

// A price point a step (10 %) above or below a whole fee, in integers first (a float's 1.1 × 350,000
// is 385,000.00000000006, whose price point would be a step too high).
const stepAbove = (fee: number, currency: Currency) => ceilPricePoint(Math.ceil((fee * 11) / 10), currency);
const stepBelow = (fee: number, currency: Currency) => floorPricePoint(Math.floor((fee * 10) / 11), currency);

/** The investment for these inputs: the tiers the value carries, each with its fee, value and ROI. */
export function priceTiers(model: ValueModel, inputs: ValueInputs, currency: Currency): Pricing {
  const normal = normaliseValueModel(model);
  const { tiers } = normal;
  // The schema refuses a larger value (its fees would not be exact); this is the last guard.
  const total = Math.min(Math.max(0, monthlyValue(inputs)), DRIVER_LIMITS.monthlyValue.max);
  const delivered = tiers.map((tier) => total * tier.coverage);
  const carried = delivered.map((value) => value * CARRY_SHARE);
  // What the value alone sets: each tier's share of what it delivers.
  const raw = tiers.map((tier, i) => delivered[i]! * tier.share);
  const floors = tierFloors(normal, currency);

  // The middle fee: a budget lifts it towards the budget's lowest as far as the value carries (never
  // below what the value alone sets), and its highest caps it. Min and max, never a switch.
  const stated = inputs.budget ? monthlyBudget(inputs.budget) : null;
  const budget = stated && stated.max > 0 ? stated : null;
  const middle = budget ? Math.min(Math.max(raw[1]!, Math.min(budget.min, carried[1]!)), budget.max) : raw[1]!;
  // The others keep their value-set ratio to the middle one (the value cancels out of it, so it holds
  // at no value too); a budget lifts none past what it carries for that tier.
  const ratio = (i: number) => (tiers[i]!.coverage * tiers[i]!.share) / (tiers[1].coverage * tiers[1].share);
  const lifted = (i: number) => Math.min(middle * ratio(i), Math.max(raw[i]!, carried[i]!));

  // Floors and steps, before rounding: each fee at least its floor, 10 % from its neighbours.
  const g1 = Math.max(middle, floors[1]);
  const g0 = Math.max(floors[0], Math.min(lifted(0), g1 / TIER_STEP));
  const g2 = Math.max(floors[2], lifted(2), g1 * TIER_STEP);
  const atFloor = [floors[0] >= Math.min(lifted(0), g1 / TIER_STEP), floors[1] >= middle, floors[2] >= Math.max(lifted(2), g1 * TIER_STEP)];

  // Price points, keeping the floors, the steps and the budget on the rounded fees.
  const floorPoints = tierFloorPoints(model, currency);
  let p1 = roundPricePoint(g1, currency);
  if (budget && g1 >= budget.min && g1 <= budget.max) {
    const [low, high] = [ceilPricePoint(budget.min, currency), floorPricePoint(budget.max, currency)];
    if (low <= high) p1 = Math.min(high, Math.max(low, p1));
  }
  p1 = Math.max(p1, floorPoints[1]);
  const p0 = Math.max(floorPoints[0], Math.min(roundPricePoint(g0, currency), stepBelow(p1, currency)));
  const p2 = Math.max(roundPricePoint(g2, currency), floorPoints[2], stepAbove(p1, currency));
  const fees = [p0, p1, p2];

  const quotes: TierQuote[] = tiers.map((tier, i) => {
    const monthly = fees[i]!;
    const value = wholeMajor(delivered[i]!, currency);
    return { name: tier.name, monthly, value, roi: monthly > 0 ? Math.round(((value - monthly) / monthly) * 100) : 0, atFloor: atFloor[i]! };
  });

  // The tiers the value carries: a floor of at most CARRY_SHARE of what the tier delivers.
  const offered = [0, 1, 2].filter((i) => floorPoints[i]! <= carried[i]!);
  const kept = offered.length > 0 ? offered : [0];
  const dropped = [0, 1, 2].filter((i) => !offered.includes(i));
  const shortfall: Shortfall | null =
    dropped.length === 0
      ? null
      : {
          value: wholeMajor(total, currency),
          pilot: offered.length === 0,
          dropped: dropped.map((i) => ({
            name: tiers[i]!.name,
            delivers: wholeMajor(delivered[i]!, currency),
            floor: floorPoints[i]!,
            carries: Math.floor(carried[i]! / minorPerMajor(currency)) * minorPerMajor(currency),
            needs: Math.ceil(floorPoints[i]! / (tiers[i]!.coverage * CARRY_SHARE) / minorPerMajor(currency)) * minorPerMajor(currency),
          })),
        };
  const recommended = Math.max(0, kept.indexOf(1));
  return { tiers: kept.map((i) => quotes[i]!), recommended, shortfall };
}

/** The fee of the tier the proposal recommends (the ROI step's retainer is this, for the same inputs). */
export const recommendedFee = (pricing: Pricing): TierQuote => pricing.tiers[pricing.recommended]!;
