// The ROI Calculator (spec §9): a fair monthly retainer from the value the work creates. A tool whose
// generator is code (its meta's `generator: 'code'`): `compute` works the result out from the request,
// the worker saves it like any generation, and `settle` works it out again before any write, so no
// hand, model or API body sets a figure.
import { fields, h2, para, type DocBlock } from '../../document/model.ts';
import { formatMoney, toMinor, type Currency } from '../../money/currency.ts';
import { describeBudget, describeDriver } from '../../money/describe.ts';
import { ROI_BAR_CAP_PERCENT } from '../../roi.ts';
import { blocks } from '../text.ts';
import { defineTool } from '../defineTool.ts';
import { roiCalculatorMeta } from './meta.ts';
import { roiPrefill } from './prefill.ts';
import { computeRoi, RoiCalculatorRequestSchema, RoiCalculatorResultSchema, type RoiCalculatorResult } from './schemas.ts';

export * from './schemas.ts';
export { roiPrefill, salaryIn, weeklyHoursIn } from './prefill.ts';

/** A figure in whole units of the currency ("£3,333"): the calculator's figures are estimates. */
export const formatRoiMoney = (major: number, money: { currency: Currency; locale: string }) => formatMoney(toMinor(Math.round(major), money.currency), money.currency, money.locale);

export interface RoiLine {
  label: string;
  value: string;
}

/**
 * The calculation's inputs and its four figures, label and value, in the order every view shows them.
 * A pack's step priced as the proposal (`pricedFrom`) shows the value it was priced from and names the
 * proposal's tier its figures are.
 */
export function roiLines(result: RoiCalculatorResult): { inputs: RoiLine[]; figures: RoiLine[] } {
  const money = (major: number) => formatRoiMoney(major, result);
  if (result.pricedFrom) {
    const { valueInputs, floor } = result.pricedFrom;
    const tier = result.tier ?? 'recommended';
    return {
      inputs: [
        ...valueInputs.drivers.map((driver, i) => ({ label: `Source of value ${i + 1}`, value: describeDriver(driver, result.currency, result.locale) })),
        ...(valueInputs.budget ? [{ label: 'Budget stated', value: describeBudget(valueInputs.budget, result.currency, result.locale) }] : []),
        { label: 'Lowest monthly fee', value: formatMoney(floor, result.currency, result.locale) },
      ],
      figures: [
        { label: `Monthly value (${tier} tier)`, value: money(result.monthlyCostSavings) },
        { label: `Recommended monthly retainer (${tier} tier)`, value: money(result.recommendedMonthlyRetainer) },
        { label: "Client's net gain", value: money(result.clientNetSavings) },
        { label: 'ROI', value: `${result.roiPercentage}%` },
      ],
    };
  }
  const inputs = [
    { label: 'Annual salary', value: money(result.annualSalary) },
    { label: 'Weekly hours removed', value: String(result.weeklyHours) },
    { label: 'Desired ROI multiple', value: `${result.roiMultiple}x` },
  ];
  const figures = [
    { label: 'Monthly cost savings', value: money(result.monthlyCostSavings) },
    { label: 'Recommended monthly retainer', value: money(result.recommendedMonthlyRetainer) },
    { label: "Client's net savings", value: money(result.clientNetSavings) },
    { label: 'ROI', value: `${result.roiPercentage}%` },
  ];
  return { inputs, figures };
}

/** Copy All and Share: the calculation as text, every figure on its own line, the currency named. */
export function roiSummary(result: RoiCalculatorResult): string {
  const { inputs, figures } = roiLines(result);
  return blocks('# ROI Retainer Calculation', [...[...inputs, ...figures].map(({ label, value }) => `${label}: ${value}`), `Figures in ${result.currency} (locale ${result.locale})`].join('\n'));
}

function layout(result: RoiCalculatorResult): DocBlock[] {
  const { inputs, figures } = roiLines(result);
  return [
    h2('Inputs'),
    fields(inputs),
    h2('Figures'),
    fields(figures),
    para(
      result.roiPercentage >= 100
        ? `The client keeps ${formatRoiMoney(result.clientNetSavings, result)} a month after the retainer: a return of ${result.roiPercentage}%.`
        : `Below 100% (the bar's scale runs to ${ROI_BAR_CAP_PERCENT}%): consider raising the ROI multiple or reducing the fee.`,
    ),
    h2('How it is worked out'),
    result.pricedFrom
      ? para(`Priced as the proposal made from the same call: the retainer is the fee of its ${result.tier ?? 'recommended'} tier for the value above, by the same pricing (each tier a share of the value it delivers, never below its floor, within the budget the value carries, rounded to a price point). Net gain = the value that tier delivers − the retainer. ROI = net gain ÷ retainer.`)
      : para('Monthly cost savings = annual salary ÷ 2,080 working hours × weekly hours removed × 52 ÷ 12 weeks a month. Retainer = savings ÷ the ROI multiple. Net savings = savings − retainer. ROI = net savings ÷ retainer.'),
  ];
}

export const roiCalculator = defineTool(roiCalculatorMeta, {
  requestSchema: RoiCalculatorRequestSchema,
  resultSchema: RoiCalculatorResultSchema,
  asText: roiSummary,
  document: { inputs: [], layout },
  documentName: () => 'ROI calculation',
  prefill: roiPrefill,
  // One calculation: nothing in it is written by a model, nothing to redraft or edit one part at a time.
  parts: [],
  compute: computeRoi,
  settle: (request, results) => {
    const parsed = RoiCalculatorRequestSchema.safeParse(request);
    return parsed.success ? computeRoi(parsed.data) : results;
  },
});
