// A value-priced investment (issue 24): three tiers priced from the value the
// work creates for the client, never by the model. The same function runs on the server (the
// figures saved with a result, the public quote route) and on the screen (the client moving the inputs), so
// what the client sees is what is stored. Zod-free: the client's page is phone-first and light.
//
// The value is the ROI calculator's: the hours the work gives back, at the salary of who does them
// (calculateRoi's monthly cost savings). Each tier delivers a share of that value (`coverage`: what it
// includes) and charges a share of what it delivers (`share`), and never less than the consultant's
// floor. Fees are rounded to a whole step (RATE_STEP) once, at the end; value and ROI follow from the
// rounded fee, so the three figures always agree with each other.
import { normaliseRoiInput, WEEKS_PER_MONTH, WORK_HOURS_PER_YEAR, type RoiInput } from '../../roi.ts';

/** Fees are quoted in whole steps of this many currency units (a quote says $2,450, not $2,447.13). */
export const RATE_STEP = 10;

export const PRICING_LIMITS = {
  floor: { min: 0, max: 1_000_000 },
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
  /** The lowest monthly fee the consultant accepts. */
  floor: number;
  /** Three tiers, the smallest first. */
  tiers: readonly [TierModel, TierModel, TierModel];
}

/** What the client can move on the page: the value calculator's inputs (its multiple is not used). */
export type ValueInputs = Pick<RoiInput, 'annualSalary' | 'weeklyHours'>;

export interface TierQuote {
  name: string;
  /** The monthly fee: a whole RATE_STEP, never below the floor. */
  monthly: number;
  /** The monthly value this tier stands for (whole currency units). */
  value: number;
  /** (value − fee) / fee, in whole percent; 0 when the fee is 0. */
  roi: number;
  /** True when the floor, not the value, set the fee. */
  atFloor: boolean;
}

export const DEFAULT_VALUE_MODEL: ValueModel = {
  floor: 1500,
  tiers: [
    { name: 'Essentials', coverage: 0.5, share: 0.25 },
    { name: 'Growth', coverage: 0.8, share: 0.3 },
    { name: 'Partner', coverage: 1, share: 0.33 },
  ],
};

const clamp = (value: number, { min, max }: { min: number; max: number }) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);

/** The model held to its limits (a stored or posted model is checked by its schema first; this is the last guard). */
export function normaliseValueModel(model: ValueModel): ValueModel {
  const tier = (t: TierModel): TierModel => ({ name: t.name, coverage: clamp(t.coverage, PRICING_LIMITS.coverage), share: clamp(t.share, PRICING_LIMITS.share) });
  return { floor: clamp(model.floor, PRICING_LIMITS.floor), tiers: [tier(model.tiers[0]), tier(model.tiers[1]), tier(model.tiers[2])] };
}

/**
 * The monthly value the work creates: the ROI calculator's monthly savings (the same formula and
 * input limits), unrounded: the tiers round once, at the end.
 */
export function monthlyValue(inputs: ValueInputs): number {
  const { annualSalary, weeklyHours } = normaliseRoiInput({ ...inputs, roiMultiple: 1 });
  return (annualSalary / WORK_HOURS_PER_YEAR) * weeklyHours * WEEKS_PER_MONTH;
}

/** A fee rounded to the nearest RATE_STEP, and at least the floor (rounded up to a step). */
const feeOf = (raw: number, floor: number) => Math.max(Math.ceil(floor / RATE_STEP) * RATE_STEP, Math.round(raw / RATE_STEP) * RATE_STEP);

/** The three tiers for these inputs: fee, value and ROI each. */
export function priceTiers(model: ValueModel, inputs: ValueInputs): TierQuote[] {
  const { floor, tiers } = normaliseValueModel(model);
  const total = monthlyValue(inputs);
  return tiers.map((tier) => {
    const value = Math.round(total * tier.coverage);
    const raw = total * tier.coverage * tier.share;
    const monthly = feeOf(raw, floor);
    return {
      name: tier.name,
      monthly,
      value,
      roi: monthly > 0 ? Math.round(((value - monthly) / monthly) * 100) : 0,
      atFloor: monthly > Math.round(raw / RATE_STEP) * RATE_STEP,
    };
  });
}
