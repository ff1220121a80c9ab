import { describe, expect, it } from 'vitest';
import { acme, bare, saved } from '../../test/prefillFrom.ts';
import type { ColdEmailResult } from '../cold-email/schemas.ts';
import type { GrowthPlanResult } from '../growth-plan/schemas.ts';
import type { OfferCreatorResult } from '../offer-creator/schemas.ts';
import { proposalPrefill } from './prefill.ts';
import { ProposalRequestFields } from './schemas.ts';

const misfits = (values: Record<string, unknown>) =>
  Object.entries(values).filter(([field, value]) => !ProposalRequestFields.shape[field as 'clientCompany'].safeParse(value).success);

describe('proposal prefill', () => {
  it('from a client: company, contact, pains and goals, and the salary and hours the file states', () => {
    const values = proposalPrefill.values({ client: acme, sources: [] });
    expect(values).toEqual({
      clientCompany: 'Whitfield Physio',
      prospectName: 'Dana Whitfield',
      prospectTitle: 'Clinic Director',
      clientNeeds: `Pains: ${acme.pains}\nGoals: ${acme.goals}`,
      valueInputs: {
        drivers: [{ kind: 'time', people: 1, hoursPerWeek: 12, annualCostPerPerson: 4_200_000, evidence: [{ quote: acme.budgetSignals }, { quote: acme.pains }] }],
        budget: null,
      },
    });
    expect(misfits(values)).toEqual([]);
  });

  it('never makes up a figure: no driver when the file states the hours but no salary, and none when it states nothing', () => {
    expect(proposalPrefill.values({ client: { ...acme, budgetSignals: '' }, sources: [] }).valueInputs).toBeUndefined();
    expect(proposalPrefill.values({ client: bare, sources: [] })).toEqual({ clientCompany: 'Whitfield Physio' });
  });

  it('in the client’s currency: a UK call gives pounds, its drivers and its budget, with the lines they came from; dollars there give nothing', () => {
    const call = [
      'Sarah: Our MD is on £95k and spends 15–20 hours a week on proposals.',
      'Sarah: Each new client is worth roughly £4k a month to us at about 40% margin, and we would want two more clients a month.',
      'Sarah: Budget-wise we are thinking three and a half to five thousand pounds a month.',
    ].join('\n');
    const uk = { ...bare, currency: 'GBP' as const, calls: [{ date: '2026-11-20', transcript: call }] };
    const values = proposalPrefill.values({ client: uk, sources: [], currency: 'GBP' });
    expect(values).toMatchObject({ currency: 'GBP', valueInputs: { budget: { min: 350_000, max: 500_000, period: 'month' } } });
    const [time, revenue] = values.valueInputs!.drivers;
    expect(time).toMatchObject({ kind: 'time', people: 1, hoursPerWeek: 17.5, annualCostPerPerson: 9_500_000 });
    expect(revenue).toMatchObject({ kind: 'revenue', margin: 0.4, valuePerUnit: 400_000 });
    for (const driver of values.valueInputs!.drivers) for (const line of driver.evidence ?? []) expect(call).toContain(line.quote.replace(/^Sarah: /, ''));
    expect(misfits(values)).toEqual([]);
    // The file repeating the call (as the intake copies its lines) counts each driver once.
    const repeated = proposalPrefill.values({ client: { ...uk, pains: call.split('\n')[0]!.replace(/^Sarah: /, '') }, sources: [], currency: 'GBP' });
    expect(repeated.valueInputs!.drivers.map((driver) => driver.kind)).toEqual(['time', 'revenue']);
    // The same call read in dollars: no pound is converted into a dollar.
    expect(proposalPrefill.values({ client: uk, sources: [], currency: 'USD' }).valueInputs).toBeUndefined();
  });

  it('from an offer, a growth plan and a sequence: each as a summary', () => {
    const offer = saved('offer-creator', 1);
    const plan = saved('growth-plan', 2);
    const emails = saved('cold-email', 3);
    const values = proposalPrefill.values({ client: bare, sources: [offer, plan, emails] });
    const o = (offer.results as unknown as OfferCreatorResult).offerStructure;
    const p = (plan.results as unknown as GrowthPlanResult).strategy;
    const e = (emails.results as unknown as ColdEmailResult).sequence;
    expect(values.offerSummary).toContain(`Offer: ${o.mainOffer}`);
    expect(values.offerSummary).toContain(`Value: ${o.valueProposition}`);
    expect(values.planSummary).toContain(`- ${p.phases[0]!.phase} (${p.phases[0]!.timeline})`);
    expect(values.planSummary).toContain(`KPIs: ${p.kpis[0]}`);
    expect(values.emailSummary).toContain(`${e.length} emails: "${e[0]!.email.subject}"`);
    expect(misfits(values)).toEqual([]);
  });

  it('reads offers, growth plans and cold emails', () => expect(proposalPrefill.from).toEqual(['offer-creator', 'growth-plan', 'cold-email']));
});
