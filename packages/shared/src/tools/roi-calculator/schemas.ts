// The ROI Calculator's request and result (spec §5, §9). Its generator is code: the result is the
// request's figures worked out by calculateRoi (roi.ts), never written by a model. The result repeats
// the inputs it was worked out from, so a saved calculation reads whole (Copy All, the document, the
// shared page) without its request.
import { z } from 'zod';
import { CurrencySchema, LocaleSchema } from '../../money/schemas.ts';
import { calculateRoi, normaliseRoiInput, ROI_LIMITS } from '../../roi.ts';

/** A figure held to the calculator's range, each bound with its own message. */
const figure = (label: string, { min, max }: { min: number; max: number }, whole = false) => {
  const base = z.number({ error: `Please enter the ${label}` }).min(min, { error: `The ${label} must be at least ${min.toLocaleString('en-US')}` });
  return (whole ? base.int({ error: `The ${label} must be a whole number` }) : base).max(max, { error: `The ${label} must be at most ${max.toLocaleString('en-US')}` });
};

export const RoiCalculatorRequestSchema = z.object({
  annualSalary: figure('annual salary', ROI_LIMITS.annualSalary),
  weeklyHours: figure('weekly hours removed', ROI_LIMITS.weeklyHours, true),
  roiMultiple: figure('desired ROI multiple', ROI_LIMITS.roiMultiple),
  /** The money the figures are in (the client's, else the brand's) and the locale they are written in. */
  currency: CurrencySchema,
  locale: LocaleSchema,
});

const whole = () => z.number().int();
export const RoiCalculatorResultSchema = z.object({
  currency: CurrencySchema,
  locale: LocaleSchema,
  annualSalary: z.number().min(ROI_LIMITS.annualSalary.min).max(ROI_LIMITS.annualSalary.max),
  weeklyHours: whole().min(ROI_LIMITS.weeklyHours.min).max(ROI_LIMITS.weeklyHours.max),
  roiMultiple: z.number().min(ROI_LIMITS.roiMultiple.min).max(ROI_LIMITS.roiMultiple.max),
  monthlyCostSavings: whole(),
  recommendedMonthlyRetainer: whole(),
  clientNetSavings: whole(),
  roiPercentage: whole(),
});

export type RoiCalculatorRequest = z.infer<typeof RoiCalculatorRequestSchema>;
export type RoiCalculatorResult = z.infer<typeof RoiCalculatorResultSchema>;

/** The tool's generator: the calculation, by code (the same function the screen recomputes with as the user types). */
export function computeRoi(request: RoiCalculatorRequest): RoiCalculatorResult {
  const input = normaliseRoiInput(request);
  return { currency: request.currency, locale: request.locale, ...input, ...calculateRoi(input) };
}
