// The proposal's form from a client file (company, contact, pains and goals, and the salary and hours
// its value model starts from) and from the results it draws on: an offer, a growth plan and a cold
// email sequence, each as a short text summary.
import { LIMITS } from '../../constants.ts';
import { DEFAULT_VALUE_MODEL } from './pricing.ts';
import { ROI_DEFAULTS } from '../../roi.ts';
import { salaryIn, weeklyHoursIn } from '../../roi/prefill.ts';
import { at, fit, filled, paragraph, sourceOf, textOf, textsOf } from '../prefillRead.ts';
import type { Prefill, PrefillSource } from '../define.ts';
import type { ProposalRequest } from './schemas.ts';

function offerSummary(source: PrefillSource | undefined): string {
  const o = at(source?.results, ['offerStructure']);
  return paragraph('', [
    textOf(at(o, ['mainOffer'])) && `Offer: ${textOf(at(o, ['mainOffer']))}`,
    textOf(at(o, ['valueProposition'])) && `Value: ${textOf(at(o, ['valueProposition']))}`,
    textOf(at(o, ['pricingStrategy'])) && `Pricing: ${textOf(at(o, ['pricingStrategy']))}`,
    ...textsOf(at(o, ['guarantees'])).map((item) => `Guarantee: ${item}`),
  ]).trim();
}

function planSummary(source: PrefillSource | undefined): string {
  const phases = at(source?.results, ['strategy', 'phases']);
  const lines = Array.isArray(phases)
    ? phases.map((phase) => [textOf(at(phase, ['phase'])), textOf(at(phase, ['timeline'])) && `(${textOf(at(phase, ['timeline']))})`, textsOf(at(phase, ['objectives'])).join('; ')].filter(Boolean).join(' '))
    : [];
  const kpis = textsOf(at(source?.results, ['strategy', 'kpis']));
  return paragraph('', [...lines.map((line) => `- ${line}`), kpis.length > 0 ? `KPIs: ${kpis.join('; ')}` : '']).trim();
}

function emailSummary(source: PrefillSource | undefined): string {
  const sequence = at(source?.results, ['sequence']);
  const subjects = Array.isArray(sequence) ? sequence.map((step) => textOf(at(step, ['email', 'subject']))).filter(Boolean) : [];
  const cta = Array.isArray(sequence) ? textOf(at(sequence[0], ['email', 'callToAction'])) : '';
  return paragraph('', [subjects.length > 0 ? `${subjects.length} emails: ${subjects.map((s) => `"${s}"`).join(', ')}` : '', cta && `Call to action: ${cta}`]).trim();
}

export const proposalPrefill: Prefill<ProposalRequest> = {
  from: ['offer-creator', 'growth-plan', 'cold-email'],
  // The pack's value model: the form's own starting one (the default floor and three tiers) and the
  // calculator's default inputs, which the pack's ROI step replaces with what it read.
  packDefaults: {
    valueInputs: { annualSalary: ROI_DEFAULTS.annualSalary, weeklyHours: ROI_DEFAULTS.weeklyHours },
    floor: DEFAULT_VALUE_MODEL.floor,
    tiers: [{ ...DEFAULT_VALUE_MODEL.tiers[0] }, { ...DEFAULT_VALUE_MODEL.tiers[1] }, { ...DEFAULT_VALUE_MODEL.tiers[2] }],
  },
  values: (from) => {
    const { client } = from;
    const texts = client ? [client.budgetSignals, client.pains, client.notes, client.goals].filter((t) => t.trim() !== '') : [];
    const annualSalary = salaryIn(texts);
    const weeklyHours = weeklyHoursIn(texts);
    const needs = paragraph('', [client?.pains ? `Pains: ${client.pains}` : '', client?.goals ? `Goals: ${client.goals}` : '']).trim();
    return {
      ...filled({
        clientCompany: fit(client?.name ?? ''),
        prospectName: fit(client?.contactName ?? ''),
        prospectTitle: fit(client?.contactTitle ?? ''),
        clientNeeds: fit(needs, LIMITS.long),
        offerSummary: fit(offerSummary(sourceOf(from, 'offer-creator')), LIMITS.long),
        planSummary: fit(planSummary(sourceOf(from, 'growth-plan')), LIMITS.long),
        emailSummary: fit(emailSummary(sourceOf(from, 'cold-email')), LIMITS.long),
      }),
      // The value model starts from what the file states; what it does not state keeps the defaults.
      ...(annualSalary !== undefined || weeklyHours !== undefined
        ? { valueInputs: { annualSalary: annualSalary ?? ROI_DEFAULTS.annualSalary, weeklyHours: weeklyHours ?? ROI_DEFAULTS.weeklyHours } }
        : {}),
    };
  },
};
