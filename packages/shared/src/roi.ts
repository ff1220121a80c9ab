// ROI retainer calculator (spec §9).
//
// The spec gives "annual salary / 2080 * weekly hours * 4.33" and also says the defaults
// (240000, 20 h, 3×) start at 10000 / 3333 / 6667 / 200. 4.33 gives 9992, so the two
// cannot both hold; we keep the defaults by using the exact weeks per month, 52 / 12
// (= 4.333…, which 4.33 abbreviates). Rounding happens once, at the end, on each figure.

export const ROI_DEFAULTS = { annualSalary: 240_000, weeklyHours: 20, roiMultiple: 3 } as const;
export const ROI_LIMITS = {
  annualSalary: { min: 0, max: 100_000_000, step: 1000 },
  weeklyHours: { min: 1, max: 40, step: 1 },
  roiMultiple: { min: 1, max: 5, step: 0.1 },
} as const;
export const WORK_HOURS_PER_YEAR = 2080;
export const WEEKS_PER_MONTH = 52 / 12;
/** The bar stops growing here so a huge ROI does not overflow the layout. */
export const ROI_BAR_CAP_PERCENT = 300;

export interface RoiInput {
  annualSalary: number;
  weeklyHours: number;
  roiMultiple: number;
}

export interface RoiResult {
  monthlyCostSavings: number;
  recommendedMonthlyRetainer: number;
  clientNetSavings: number;
  roiPercentage: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Spec §5: a non-numeric salary becomes 0; the other inputs are held to their ranges. */
export function normaliseRoiInput(input: { annualSalary: unknown; weeklyHours: unknown; roiMultiple: unknown }): RoiInput {
  const num = (value: unknown, fallback: number) => {
    const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
    return Number.isFinite(parsed) ? parsed : fallback;
  };
  return {
    annualSalary: clamp(num(input.annualSalary, 0), ROI_LIMITS.annualSalary.min, ROI_LIMITS.annualSalary.max),
    weeklyHours: clamp(num(input.weeklyHours, ROI_LIMITS.weeklyHours.min), ROI_LIMITS.weeklyHours.min, ROI_LIMITS.weeklyHours.max),
    roiMultiple: clamp(num(input.roiMultiple, ROI_LIMITS.roiMultiple.min), ROI_LIMITS.roiMultiple.min, ROI_LIMITS.roiMultiple.max),
  };
}

export function calculateRoi(input: RoiInput): RoiResult {
  const { annualSalary, weeklyHours, roiMultiple } = normaliseRoiInput(input);
  const savings = (annualSalary / WORK_HOURS_PER_YEAR) * weeklyHours * WEEKS_PER_MONTH;
  const retainer = savings / roiMultiple;
  const net = savings - retainer;
  const percentage = retainer > 0 ? (net / retainer) * 100 : 0;
  return {
    monthlyCostSavings: Math.round(savings),
    recommendedMonthlyRetainer: Math.round(retainer),
    clientNetSavings: Math.round(net),
    roiPercentage: Math.round(percentage),
  };
}

/** Width of the ROI bar in percent of its track (0–100), with the track standing for 0–300%. */
export function roiBarWidth(roiPercentage: number): number {
  return (clamp(roiPercentage, 0, ROI_BAR_CAP_PERCENT) / ROI_BAR_CAP_PERCENT) * 100;
}
