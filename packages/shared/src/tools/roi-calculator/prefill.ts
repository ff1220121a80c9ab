// The ROI Calculator's inputs from a client file and from a growth-plan result. Its inputs are
// figures (the salary of the role the work relieves, the hours a week it saves) that people state in
// prose ("our ops manager costs us £85k", "about 15 hours a week on reports"): the first such figure
// found is taken, in the form's currency (the client's, else the brand's), held to the calculator's ranges. What is not stated is left at the defaults.
import { DEFAULT_CURRENCY, toMajor, type Currency } from '../../money/currency.ts';
import { yearlyAmount } from '../../money/extract.ts';
import { parseAmounts } from '../../money/parse.ts';
import { ROI_DEFAULTS, ROI_LIMITS, type RoiInput } from '../../roi.ts';
import type { Prefill, PrefillFrom } from '../define.ts';
import { callValue, packValueModel } from '../proposal/stepValue.ts';
import type { RoiCalculatorRequest } from './schemas.ts';
import { at, sourceOf, textOf, textsOf } from '../prefillRead.ts';

/** "$85k a year salary", "paid $1.2m", "our MD is on £95k": money in a sentence about pay. */
const PAY = /salar|wage|paid|payroll|costs? (us|them)|per year|a year|annual|\b(is|are) on\b/i;
/**
 * "$4,000,000 annual revenue": a business's takings, not anybody's pay — unless the sentence names
 * pay outright ("a sales rep on a $65k salary").
 */
const TAKINGS = /revenue|turnover|(annual|yearly) sales|\bsales (of|were|are|is)\b|\barr\b|\bmrr\b|valuation|funding/i;
const NAMED_PAY = /salar|wage|payroll|\bpaid\b/i;
/** "15 hours a week", "15 hrs/week", "15h per week". */
const HOURS = /(\d{1,2}(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|\/|each|every)\s*week/i;

const within = (value: number, { min, max }: { min: number; max: number }) => (value >= min && value <= max ? value : undefined);

/**
 * The first salary-like amount in the texts, whole units of `currency` a year. Only amounts in that
 * currency count: "$85k" is no salary in pounds (another currency is never converted).
 */
export function salaryIn(texts: readonly string[], currency: Currency = DEFAULT_CURRENCY): number | undefined {
  for (const sentence of texts.flatMap((text) => text.split(/(?<=[.!?;])\s+|\n+/))) {
    if (!PAY.test(sentence) || (TAKINGS.test(sentence) && !NAMED_PAY.test(sentence))) continue;
    for (const amount of parseAmounts(sentence, { currency })) {
      if (amount.currency !== currency) continue;
      const perYear = Math.round(toMajor(yearlyAmount(amount), currency));
      // A figure below a thousand is a rate or a count, not a year's pay.
      const value = perYear >= 1000 ? within(perYear, ROI_LIMITS.annualSalary) : undefined;
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** The first "N hours a week" in the texts, whole hours within the calculator's range. */
export function weeklyHoursIn(texts: readonly string[]): number | undefined {
  for (const text of texts) {
    const match = HOURS.exec(text);
    if (match) return within(Math.round(Number.parseFloat(match[1] ?? '')), ROI_LIMITS.weeklyHours);
  }
  return undefined;
}

/** Where the figures may be stated: the client's file, then the growth plan's inputs and actions. */
function textsFrom(from: PrefillFrom): string[] {
  const { client } = from;
  const plan = sourceOf(from, 'growth-plan');
  const phases = Array.isArray(at(plan?.results, ['strategy', 'phases'])) ? (at(plan?.results, ['strategy', 'phases']) as unknown[]) : [];
  return [
    ...(client ? [client.budgetSignals, client.pains, client.notes, client.goals, client.offering] : []),
    ...(plan ? ['resources', 'challenges', 'growthGoals'].map((field) => textOf(plan.request[field])) : []),
    ...phases.flatMap((phase) => [...textsOf(at(phase, ['actions'])), ...textsOf(at(phase, ['objectives']))]),
  ].filter((text) => text.trim() !== '');
}

/** What the form fills from a file and results: the salary and the hours a week they state. */
function statedFigures(from: PrefillFrom): Partial<RoiInput> {
  const texts = textsFrom(from);
  const annualSalary = salaryIn(texts, from.currency);
  const weeklyHours = weeklyHoursIn(texts);
  return {
    ...(annualSalary !== undefined ? { annualSalary } : {}),
    ...(weeklyHours !== undefined ? { weeklyHours } : {}),
  };
}

export const roiPrefill: Prefill<RoiInput & Pick<RoiCalculatorRequest, 'pricedFrom'> & { currency?: Currency }> = {
  from: ['growth-plan'],
  // The pack works the figures out from what the plan and the file state, the defaults for the rest,
  // in the pack's money (a `currency` here is what makes the pack fill its own).
  packDefaults: { ...ROI_DEFAULTS, currency: DEFAULT_CURRENCY },
  values: statedFigures,
  // One price per pack (issue 52): when the call states its value, the pack's ROI step prices from it
  // with the proposal's model and function, so its retainer is the proposal's recommended fee.
  packValues: (from) => {
    const value = callValue(from);
    const model = packValueModel(from.currency ?? DEFAULT_CURRENCY);
    return { ...statedFigures(from), ...(value.drivers.length > 0 ? { pricedFrom: { valueInputs: value, floor: model.floor, tiers: model.tiers } } : {}) };
  },
};
