// The ROI Calculator's request and result (spec §5, §9). Its generator is code: the result is the
// request's figures worked out by calculateRoi (roi.ts), never written by a model. The result repeats
// the inputs it was worked out from, so a saved calculation reads whole (Copy All, the document, the
// shared page) without its request.
//
// One price per pack (issue 52): the pack's ROI step carries `pricedFrom`, the value the call states and
// the value model the pack's proposal prices with (proposal/stepValue.ts). Its figures are then the
// proposal's recommended tier for those inputs (priceTiers): the retainer is that tier's fee, the savings
// the value it delivers, the ROI its ROI. The calculator a person types into has no `pricedFrom` and
// keeps the spec's formula (salary, hours, multiple) exactly.
import { z } from 'zod';
import { toMajor } from '../../money/currency.ts';
import { CurrencySchema, LocaleSchema, ValueInputsSchema } from '../../money/schemas.ts';
import { calculateRoi, normaliseRoiInput, ROI_LIMITS } from '../../roi.ts';
import { priceTiers, recommendedFee } from '../proposal/pricing.ts';
import { FloorSchema, TierModelsSchema } from '../proposal/schemas.ts';

/** A figure held to the calculator's range, each bound with its own message. */
const figure = (label: string, { min, max }: { min: number; max: number }, whole = false) => {
  const base = z.number({ error: `Please enter the ${label}` }).min(min, { error: `The ${label} must be at least ${min.toLocaleString('en-US')}` });
  return (whole ? base.int({ error: `The ${label} must be a whole number` }) : base).max(max, { error: `The ${label} must be at most ${max.toLocaleString('en-US')}` });
};

/** The value and value model a pack's ROI step prices from: the proposal's, for the same call. */
export const RoiPricedFromSchema = z.object({ valueInputs: ValueInputsSchema, floor: FloorSchema, tiers: TierModelsSchema });

export const RoiCalculatorRequestSchema = z.object({
  annualSalary: figure('annual salary', ROI_LIMITS.annualSalary),
  weeklyHours: figure('weekly hours removed', ROI_LIMITS.weeklyHours, true),
  roiMultiple: figure('desired ROI multiple', ROI_LIMITS.roiMultiple),
  /** The money the figures are in (the client's, else the brand's) and the locale they are written in. */
  currency: CurrencySchema,
  locale: LocaleSchema,
  /** The pack's step only: price as the proposal does (the salary, hours and multiple then set nothing). */
  pricedFrom: RoiPricedFromSchema.optional(),
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
  /** Priced as the proposal: the inputs, and the tier whose fee is the retainer. */
  pricedFrom: RoiPricedFromSchema.optional(),
  tier: z.string().optional(),
});

export type RoiCalculatorRequest = z.infer<typeof RoiCalculatorRequestSchema>;
export type RoiCalculatorResult = z.infer<typeof RoiCalculatorResultSchema>;

/** The tool's generator: the calculation, by code (the same function the screen recomputes with as the user types). */
export function computeRoi(request: RoiCalculatorRequest): RoiCalculatorResult {
  const input = normaliseRoiInput(request);
  const money = { currency: request.currency, locale: request.locale };
  if (!request.pricedFrom) return { ...money, ...input, ...calculateRoi(input) };
  const { valueInputs, floor, tiers } = request.pricedFrom;
  const quote = recommendedFee(priceTiers({ floor, tiers }, valueInputs, request.currency));
  // Fees are price points and values whole major units: these are whole numbers already.
  const savings = Math.round(toMajor(quote.value, request.currency));
  const retainer = Math.round(toMajor(quote.monthly, request.currency));
  return {
    ...money,
    ...input,
    monthlyCostSavings: savings,
    recommendedMonthlyRetainer: retainer,
    clientNetSavings: savings - retainer,
    roiPercentage: quote.roi,
    pricedFrom: request.pricedFrom,
    tier: quote.name,
  };
}
