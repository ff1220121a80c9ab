// The pack's shared half: each step's request from the client file, the account and the steps
// before it, checked by the tool's schema (the ROI calculator's too: its result is code's); the state the steps add up to.
import { totalMonthlyValue, type ValueDriver } from './money/drivers.ts';
import { formatMoney, wholeMajor } from './money/currency.ts';
import { requestPricing, type ProposalRequest, type ProposalResult } from './tools/proposal/schemas.ts';
import { computeRoi, type RoiCalculatorResult } from './tools/roi-calculator/schemas.ts';
import { roiLines } from './tools/roi-calculator/index.ts';
import { describe, expect, it } from 'vitest';
import { PACK_STEPS } from './catalog.ts';
import { demoResult } from './demo.ts';
import { newPackSteps, PACK_LAST_TOOL, packSourcesOf, packStateOf, packStepRequest, requestValue, type PackInputs } from './pack.ts';
import { defaultValueModel } from './tools/proposal/pricing.ts';
import { calculateRoi, ROI_DEFAULTS } from './roi.ts';
import { acme, bare } from './test/prefillFrom.ts';
import { TOOLS, type PrefillSource } from './tools.ts';

const account = { email: 'ann@example.com', fullName: 'Ann Lee', companyName: 'Lee & Partners', currency: 'USD' as const, locale: 'en-US' };

/** Runs the pack's generation steps with the demo provider's results, as the worker would. */
function runAll(client = acme) {
  const done: PrefillSource[] = [];
  const requests: Record<string, Record<string, unknown>> = {};
  for (const [i, step] of PACK_STEPS.entries()) {
    const inputs: PackInputs = { client, account, done };
    const request = packStepRequest(step, inputs);
    if (!request.success) throw new Error(`${step}: ${request.message}`);
    expect(request.sourceIds).toEqual(packSourcesOf(step, done).map((source) => source.id));
    requests[step] = request.data as Record<string, unknown>;
    done.push({ id: 100 + i, tool: step, request: requests[step], results: demoResult(step, request.data as never) as unknown as Record<string, unknown> });
  }
  return { requests, done };
}

describe('the pack', () => {
  it('makes every step from the client file, the account and the steps before it, each valid for its tool', () => {
    const { requests, done } = runAll();
    for (const [tool, request] of Object.entries(requests)) expect(TOOLS[tool as keyof typeof TOOLS].requestSchema.safeParse(request).success).toBe(true);
    // The first step is the latest call; what its prefill fills wins over the account's defaults.
    const [first] = PACK_STEPS;
    expect(requests[first!]).toMatchObject({ ...TOOLS[first!].prefill.values({ client: acme, sources: [] }), transcript: acme.calls[0]!.transcript });
    // The ROI calculator's step: the salary and hours the file states, the default multiple, in the pack's
    // money, and (one price per pack) the value the proposal prices from with the proposal's model.
    const roi = requests['roi-calculator']!;
    expect(roi).toEqual({
      annualSalary: 42_000,
      weeklyHours: 12,
      roiMultiple: ROI_DEFAULTS.roiMultiple,
      currency: 'USD',
      locale: 'en-US',
      pricedFrom: { valueInputs: requests[PACK_LAST_TOOL]!.valueInputs, floor: requests[PACK_LAST_TOOL]!.floor, tiers: requests[PACK_LAST_TOOL]!.tiers },
    });
    // The last step prices from the value the file states (the same salary and hours the ROI step
    // read), in the pack's currency, with the form's own value model.
    expect(requests[PACK_LAST_TOOL]).toMatchObject({
      companyName: account.companyName,
      currency: account.currency,
      locale: account.locale,
      valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: roi.weeklyHours, annualCostPerPerson: (roi.annualSalary as number) * 100 }] },
      floor: defaultValueModel(account.currency).floor,
      tiers: defaultValueModel(account.currency).tiers,
    });
    // The value the proposal prices from, in the pack's money (the pack's screen states it).
    const value = requestValue(requests[PACK_LAST_TOOL], 'USD');
    expect(value).toEqual({ currency: 'USD', monthly: wholeMajor(totalMonthlyValue((requests[PACK_LAST_TOOL]!.valueInputs as { drivers: ValueDriver[] }).drivers), 'USD') });
    expect(value!.monthly).toBe(105_000); // $42,000 / 2080 h × 12 h × 52/12
    // The ROI step prices from the same value (one price per pack), and says so.
    expect(requestValue(requests['roi-calculator'], 'USD')).toEqual(value);

    // Each step is made only from the earlier steps its prefill reads.
    expect(packSourcesOf(PACK_LAST_TOOL, done).map((source) => source.tool).sort()).toEqual([...TOOLS[PACK_LAST_TOOL].prefill.from].sort());
  });

  // Issue 52: the ROI step recommended £1,319 a month (from "twenty hours") while the proposal asked £4,500.
  it('one price per pack: the ROI step’s retainer is the proposal’s recommended fee for the same value', () => {
    const richer = { ...acme, budgetSignals: 'Their operations manager is paid $200,000 a year; they would spend $3,000 to $4,000 a month.' };
    for (const client of [acme, richer]) {
      const { requests, done } = runAll(client);
      const proposalRequest = TOOLS[PACK_LAST_TOOL].requestSchema.parse(requests[PACK_LAST_TOOL]) as ProposalRequest;
      const pricing = requestPricing(proposalRequest);
      const fee = pricing.tiers[pricing.recommended]!;
      const roi = done.find((source) => source.tool === 'roi-calculator')!.results as RoiCalculatorResult;
      expect(roi.recommendedMonthlyRetainer * 100).toBe(fee.monthly);
      expect(roi.monthlyCostSavings * 100).toBe(fee.value);
      expect(roi.roiPercentage).toBe(fee.roi);
      expect(roi.tier).toBe(fee.name);
      // …and it is the fee the saved proposal shows for that tier.
      const investment = (done.find((source) => source.tool === PACK_LAST_TOOL)!.results as ProposalResult).investment;
      expect(investment.tiers.find((tier) => tier.name === fee.name)!.monthly).toBe(fee.monthly);
      expect(roiLines(roi).figures[1]).toEqual({ label: `Recommended monthly retainer (${fee.name} tier)`, value: formatMoney(fee.monthly, 'USD', 'en-US') });
    }
    // The richer file's value carries all three tiers: the recommended one is the middle.
    const { requests } = runAll(richer);
    const pricing = requestPricing(TOOLS[PACK_LAST_TOOL].requestSchema.parse(requests[PACK_LAST_TOOL]) as ProposalRequest);
    expect(pricing.tiers).toHaveLength(3);
    expect(pricing.recommended).toBe(1);
    // The calculator a person types into keeps the spec's formula.
    expect(computeRoi({ annualSalary: 42_000, weeklyHours: 12, roiMultiple: 3, currency: 'USD', locale: 'en-US' })).toMatchObject(calculateRoi({ annualSalary: 42_000, weeklyHours: 12, roiMultiple: 3 }));
  });

  it('fills what the forms leave to the user with the prefills’ pack defaults, under what the file states', () => {
    const { requests } = runAll({ ...acme, size: '' });
    const withSelects = Object.entries(TOOLS).filter(([, tool]) => tool.prefill.packDefaults && 'campaignGoal' in tool.prefill.packDefaults);
    expect(withSelects).toHaveLength(1);
    const [tool, definition] = withSelects[0]!;
    expect(requests[tool]).toMatchObject(definition.prefill.packDefaults!);
    expect(runAll().requests[tool]).toMatchObject({ companySize: acme.size });
  });

  // Outside testers: the pack's cold email was written to people like the client (its contact's title
  // and industry). It is the client's outreach to its own buyers, named so.
  it('the cold email is the client’s outreach to its own buyers, selling what it sells, named so', () => {
    const client = { ...acme, name: 'Acme Analytics', offering: 'We sell dashboards to retail chains' };
    const request = runAll(client).requests['cold-email'] as Record<string, string>;
    expect(request).toMatchObject({ outreachFor: 'Acme Analytics', prospectIndustry: 'Retail chains', productName: 'Acme Analytics', prospectRole: 'Decision maker' });
    expect(request.prospectRole).not.toBe(client.contactTitle);
    expect(request.prospectIndustry).not.toBe(client.industry);
    expect(TOOLS['cold-email'].documentName({ request, results: {} })).toBe('Outreach for Acme Analytics to retail chains');
  });

  it('a step the file cannot fill fails with its field’s message, not with a made-up value', () => {
    const [first] = PACK_STEPS;
    const refused = packStepRequest(first!, { client: bare, account, done: [] });
    expect(refused).toMatchObject({ success: false, message: expect.stringMatching(/at least 100 characters/) });
    // Nothing fills a name: the file has no contact, the account none either.
    const noName = packStepRequest(first!, { client: { ...acme, contactName: '' }, account: { ...account, fullName: ' ' }, done: [] });
    expect(noName).toMatchObject({ success: false, fieldErrors: { fullName: expect.any(String) } });
  });

  it('adds its steps up to one state', () => {
    const steps = newPackSteps();
    expect(steps.map((step) => step.tool)).toEqual([...PACK_STEPS]);
    expect(packStateOf(steps)).toBe('queued');
    expect(packStateOf(steps.map((step, i) => (i === 0 ? { ...step, state: 'completed' as const } : step)))).toBe('active');
    expect(packStateOf(steps.map((step, i) => (i === 1 ? { ...step, state: 'failed' as const } : step)))).toBe('failed');
    expect(packStateOf(steps.map((step) => ({ ...step, state: 'completed' as const })))).toBe('completed');
  });
});
