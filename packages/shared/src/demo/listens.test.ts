// Issue 52: the demo's texts listen to the call's facts. The UK agency call (a £2.4m agency in Leeds,
// a budget of £3,500–£5,000 a month, a ninety-day pilot asked for) run through the whole pack with the
// demo provider, in the pounds the client file and the brand use: no dollar anywhere, no target below
// the business's own scale, and the pilot's length in the offer, the plan and the proposal.
import { describe, expect, it } from 'vitest';
import { PACK_STEPS } from '../catalog.ts';
import { demoResult, SAMPLE_REQUESTS } from '../demo.ts';
import { UK_AGENCY_CALL } from '../test/calls/ukAgencyCall.ts';
import { packStepRequest, type PackInputs } from '../pack.ts';
import type { PrefillClient } from '../tools/define.ts';
import { demoIntake } from '../tools/client-intake/demo.ts';
import { INTAKE_FIELDS } from '../tools/client-intake/schemas.ts';
import { TOOLS, type PrefillSource } from '../tools.ts';
import type { GrowthPlanResult } from '../tools/growth-plan/schemas.ts';
import type { OfferCreatorResult } from '../tools/offer-creator/schemas.ts';
import type { ProposalResult } from '../tools/proposal/schemas.ts';

const account = { email: 'priya@example.com', fullName: 'Priya Shah', companyName: 'Shah Growth', currency: 'GBP' as const, locale: 'en-GB' };

/** The client file the demo intake makes of the call, with the names the consultant completes (as the pack asks), in pounds. */
function fileOf(transcript: string): PrefillClient {
  const read = demoIntake({ transcript });
  const fields = Object.fromEntries(INTAKE_FIELDS.map((field) => [field, read[field].value])) as unknown as Omit<PrefillClient, 'calls' | 'currency'>;
  return { ...fields, name: 'Marsh & Lowe', contactName: 'Helen Marsh', contactTitle: 'Managing Director', offering: 'Branding, websites and content for manufacturers', currency: 'GBP', calls: [{ date: '2026-12-03', transcript }] };
}

/** Every step of the pack with the demo provider's results, as the worker runs it. */
function runPack(client: PrefillClient) {
  const done: PrefillSource[] = [];
  const results: Record<string, unknown> = {};
  for (const [i, step] of PACK_STEPS.entries()) {
    const inputs: PackInputs = { client, account, done };
    const request = packStepRequest(step, inputs);
    if (!request.success) throw new Error(`${step}: ${request.message}`);
    results[step] = demoResult(step, request.data as never);
    done.push({ id: 100 + i, tool: step, request: request.data as Record<string, unknown>, results: results[step] as Record<string, unknown> });
  }
  return results;
}

const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []);

describe('the demo listens to the UK agency call', () => {
  const results = runPack(fileOf(UK_AGENCY_CALL));
  const offer = results['offer-creator'] as OfferCreatorResult;
  const plan = results['growth-plan'] as GrowthPlanResult;
  const proposal = results.proposal as ProposalResult;

  it('writes pounds in every step, never a dollar', () => {
    for (const [tool, result] of Object.entries(results)) for (const text of texts(result)) expect(text, tool).not.toMatch(/\$\s?\d|\bUSD\b|dollars?/);
    expect(offer.offerStructure.pricingStrategy).toMatch(/£/);
    expect(proposal.investment.currency).toBe('GBP');
  });

  it('prices the offer’s core tier inside the budget the call states (£3,500–£5,000 a month), not at what the agency charges', () => {
    expect(offer.offerStructure.pricingStrategy).toContain('Core at £4,500');
    expect(proposal.investment.assumptions).toContain('The budget you mentioned (£3,500–£5,000 a month) is set beside the tiers.');
    expect(proposal.executiveSummary).toContain('about £3,464 a month');
  });

  it('follows the ninety-day pilot she asked for: the offer, the plan and the proposal end at its review, with no longer commitment', () => {
    expect(offer.offerStructure.mainOffer).toContain('a 90-day pilot');
    expect(offer.offerStructure.guarantees).toContain('No commitment beyond the 90-day pilot: at its review you continue, change tier or stop');
    const weekOf = (timeline: string) => Number(/^Weeks? (?:\d+-)?(\d+)$/.exec(timeline)?.[1]);
    for (const phase of plan.strategy.phases) expect(weekOf(phase.timeline), phase.timeline).toBeLessThanOrEqual(12);
    for (const phase of proposal.scope.phases) expect(weekOf(phase.timeline), phase.timeline).toBeLessThanOrEqual(12);
    expect(proposal.scope.phases.at(-1)).toMatchObject({ name: 'Pilot review', timeline: 'Week 12' });
    expect(proposal.investment.assumptions.at(-1)).toBe('The 90-day pilot: fees are monthly, billed in advance; at its review you decide whether to continue, change tier or stop, with no commitment beyond it.');
    for (const text of [...texts(offer), ...texts(plan), ...texts(proposal)]) expect(text).not.toMatch(/\b(?:12|twelve)[- ]month|\bMonths? \d|\ba year\b|annual contract/i);
  });
});

describe('the demo at the call’s scale and in its money', () => {
  const plan = (change: Record<string, unknown>) => demoResult('growth-plan', TOOLS['growth-plan'].requestSchema.parse({ ...SAMPLE_REQUESTS['growth-plan'], ...change })) as GrowthPlanResult;
  const goalOf = (result: GrowthPlanResult) => result.strategy.milestones.at(-1)!.target;

  it('a growth plan in the request’s currency: bare figures are written in it', () => {
    const result = plan({ currency: 'GBP', currentRevenue: '2400000', growthGoals: 'Reach 3 million in revenue within a year.', resources: 'A marketing budget of 20k a month.' });
    expect(goalOf(result)).toBe('£3,000,000 in revenue (up from £2,400,000)');
    expect(texts(result).join(' ')).toContain('Marketing spend: £20,000 a month');
    expect(texts(result).join(' ')).not.toMatch(/\$/);
    // Without one, the money the texts name; else dollars, as before.
    expect(goalOf(plan({ currentRevenue: '€2,400,000', growthGoals: 'Reach €3m in revenue within a year.' }))).toBe('€3,000,000 in revenue (up from €2,400,000)');
    expect(goalOf(plan({}))).toContain('$2,000,000');
  });

  it('no revenue target below the business’s scale, nor from an amount a month: "Reach £5,000 in revenue" for a £2.4m agency is gone', () => {
    for (const growthGoals of ['Win two new clients on £5,000 retainers within a year.', 'Add £5k a month of new retainers within a year.']) {
      const result = plan({ currency: 'GBP', currentRevenue: '2400000', growthGoals });
      const all = texts(result).join(' ');
      expect(all, growthGoals).not.toMatch(/[£$]5,000 in revenue|Reach [£$]5,000/);
    }
  });

  it('a pilot asked for sets the plan’s span; a product’s free trial does not', () => {
    const piloted = plan({ growthGoals: 'Start with a pilot of eight weeks before committing to the year.' });
    expect(piloted.strategy.phases.at(-1)!.timeline).toMatch(/^Weeks? (?:\d+-)?8$/);
    expect(plan({ growthGoals: 'Offer every lead a free trial, and double revenue within a year.' }).strategy.phases.at(-1)!.timeline).toBe('Months 10-12');
  });

  it('an offer in the request’s currency when the call names none, anchored on the stated budget, never on what the client charges', () => {
    const offerOf = (transcript: string, currency?: string) =>
      (demoResult('offer-creator', TOOLS['offer-creator'].requestSchema.parse({ ...SAMPLE_REQUESTS['offer-creator'], transcript, ...(currency ? { currency } : {}) })) as OfferCreatorResult).offerStructure.pricingStrategy;
    const call = [
      'Helen: Our leads never book a call and follow-ups eat my evenings.',
      'Helen: Average retainer for us is around four and a half thousand a month.',
      "Helen: We'd put the budget at between two and three thousand a month.",
    ].join('\n');
    const priced = offerOf(call, 'GBP');
    expect(priced).toContain('Core at £2,500');
    expect(priced).not.toMatch(/\$/);
  });
});
