// A value-priced investment (issue 24, DESIGN §11.1): three tiers priced from the value the work
// creates for the client, never by the model. The same function runs on the server (the figures saved
// with a result, the public quote route) and on the screen (the client moving the drivers), so what the
// client sees is what is stored. Zod-free: the client's page is phone-first and light.
//
// The value is the sum of the call's value drivers (time saved, revenue gained, cost avoided: see
// money/drivers.ts), a month, in minor units of the proposal's currency. Each tier delivers a share of
// that value (`coverage`: what it includes) and charges a share of what it delivers (`share`), never
// less than the consultant's floor. Fees are rounded to a whole step once, at the end; the fees always
// rise from tier to tier (no two tiers at one price, whatever the inputs), and when the client stated
// a budget the middle tier lands inside it if the value supports a fee there. Value and ROI follow from
// the final fee, so the three figures always agree.
import { minorPerMajor, wholeMajor, type Currency } from '../../money/currency.ts';
import { DRIVER_LIMITS, monthlyBudget, totalMonthlyValue, type Budget, type ValueDriver } from '../../money/drivers.ts';

/** Fees are quoted in whole steps of this many major units (a quote says £2,450, not £2,447.13). */
export const RATE_STEP = 10;
/** A fee step in minor units of `currency`. */
export const feeStep = (currency: Currency) => RATE_STEP * minorPerMajor(currency);

export const PRICING_LIMITS = {
  /** The floor in minor units (up to a million major units of a two-digit currency). */
  floor: { min: 0, max: 100_000_000 },
  /** The share of the value a tier delivers that it charges: below 1, or the client gains nothing. */
  share: { min: 0.01, max: 0.9 },
  /** The share of the whole value a tier delivers. */
  coverage: { min: 0.05, max: 1 },
} as const;

export interface TierModel {
  name: string;
  coverage: number;
  share: number;
}

export interface ValueModel {
  /** The lowest monthly fee the consultant accepts, minor units. */
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
  /** The monthly fee, minor units: a whole fee step, never below the floor, above the tier before it. */
  monthly: number;
  /** The monthly value this tier stands for, minor units. */
  value: number;
  /** (value − fee) / fee, in whole percent; 0 when the fee is 0. */
  roi: number;
  /** True when the floor or the order of the tiers, not the value, set the fee. */
  atFloor: boolean;
}

/** The default model, in major units: `defaultValueModel(currency)` gives it in minor units. */
export const DEFAULT_FLOOR_MAJOR = 1500;
const DEFAULT_TIERS: ValueModel['tiers'] = [
  { name: 'Essentials', coverage: 0.5, share: 0.25 },
  { name: 'Growth', coverage: 0.8, share: 0.3 },
  { name: 'Partner', coverage: 1, share: 0.33 },
];
export const defaultValueModel = (currency: Currency): ValueModel => ({ floor: DEFAULT_FLOOR_MAJOR * minorPerMajor(currency), tiers: DEFAULT_TIERS });

const clamp = (value: number, { min, max }: { min: number; max: number }) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);

/** The model held to its limits (a stored or posted model is checked by its schema first; this is the last guard). */
export function normaliseValueModel(model: ValueModel): ValueModel {
  const tier = (t: TierModel): TierModel => ({ name: t.name, coverage: clamp(t.coverage, PRICING_LIMITS.coverage), share: clamp(t.share, PRICING_LIMITS.share) });
  return { floor: clamp(model.floor, PRICING_LIMITS.floor), tiers: [tier(model.tiers[0]), tier(model.tiers[1]), tier(model.tiers[2])] };
}

/** The monthly value of the inputs, minor units, unrounded: the tiers round once, at the end. */
export const monthlyValue = (inputs: ValueInputs): number => totalMonthlyValue(inputs.drivers);

/** The stated budget a month in whole fee steps (its minimum rounded up, its maximum down), when it has room for one. */
function budgetSteps(budget: Budget | null | undefined, step: number): { min: number; max: number } | null {
  if (!budget) return null;
  const { min, max } = monthlyBudget(budget);
  const low = Math.ceil(min / step) * step;
  const high = Math.floor(max / step) * step;
  return high >= low && high > 0 ? { min: low, max: high } : null;
}

/** The three tiers for these inputs: fee, value and ROI each. */
export function priceTiers(model: ValueModel, inputs: ValueInputs, currency: Currency): TierQuote[] {
  const { floor, tiers } = normaliseValueModel(model);
  const step = feeStep(currency);
  const toStep = (amount: number) => Math.round(amount / step) * step;
  // The schema refuses a larger value (its fees would not be exact); this is the last guard.
  const total = Math.min(monthlyValue(inputs), DRIVER_LIMITS.monthlyValue.max);
  const floorFee = Math.ceil(floor / step) * step;
  // Values are estimates: whole major units (£3,932, not £3,931.77).
  const values = tiers.map((tier) => wholeMajor(total * tier.coverage, currency));
  // What each tier's share of its value comes to: the fee the value alone sets.
  const raw = tiers.map((tier) => total * tier.coverage * tier.share);
  // A stated budget the value supports (the middle tier's fee there still leaves the client a tenth of
  // what it delivers) moves the middle fee into it, and the other two by the same factor, so the
  // tiers keep their spacing; no tier then charges more than nine tenths of its value.
  const budget = budgetSteps(inputs.budget, step);
  const anchored = budget !== null && raw[1]! > 0 && budget.min <= values[1]! * PRICING_LIMITS.share.max;
  const middle = anchored ? Math.min(budget.max, Math.max(budget.min, toStep(raw[1]!))) : toStep(raw[1]!);
  const factor = anchored ? middle / raw[1]! : 1;
  const intended = raw.map((fee, i) => (i === 1 ? middle : toStep(Math.min(fee * factor, anchored ? values[i]! * PRICING_LIMITS.share.max : Infinity))));
  // Then the floor and the order: every fee at least the floor, each above the one before.
  const fees: number[] = [];
  fees[0] = Math.max(floorFee, anchored ? Math.min(intended[0]!, middle - step) : intended[0]!);
  fees[1] = Math.max(floorFee, intended[1]!, fees[0] + step);
  fees[2] = Math.max(floorFee, intended[2]!, fees[1] + step);
  return tiers.map((tier, i) => {
    const monthly = fees[i]!;
    const value = values[i]!;
    return { name: tier.name, monthly, value, roi: monthly > 0 ? Math.round(((value - monthly) / monthly) * 100) : 0, atFloor: monthly > intended[i]! };
  });
}

/** Why the tiers cannot be sent as they are: the value does not carry the floor (with the figures). */
export interface FloorWarning {
  /** The floor, minor units. */
  floor: number;
  /** The whole monthly value, minor units (rounded). */
  value: number;
  /** The tiers whose fee is more than the value they stand for. */
  losing: string[];
}

/**
 * The consultant's warning before sending: the first tier's share of the value is below the floor, so
 * the floor (not the value) sets the fees. Null when the value carries the floor.
 */
export function floorWarning(model: ValueModel, inputs: ValueInputs, currency: Currency): FloorWarning | null {
  const quotes = priceTiers(model, inputs, currency);
  if (!quotes[0]!.atFloor && quotes.every((quote) => quote.monthly <= quote.value)) return null;
  return { floor: normaliseValueModel(model).floor, value: wholeMajor(monthlyValue(inputs), currency), losing: quotes.filter((quote) => quote.monthly > quote.value).map((quote) => quote.name) };
}
