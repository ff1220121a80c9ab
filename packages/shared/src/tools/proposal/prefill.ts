// The proposal's form from a client file (company, contact, pains and goals, and the value drivers its
// price starts from) and from the results it draws on: an offer, a growth plan and a cold email
// sequence, each as a short text summary. Its money is in the proposal's currency (`from.currency`:
// the client's, else the brand's); amounts stated in another currency are never converted.
import { LIMITS } from '../../constants.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, minorPerMajor, type Currency } from '../../money/currency.ts';
import type { ValueDriver } from '../../money/drivers.ts';
import { ROI_DEFAULTS } from '../../roi.ts';
import { at, fit, filled, paragraph, sourceOf, textOf, textsOf } from '../prefillRead.ts';
import type { Prefill, PrefillSource } from '../define.ts';
import { callValue, packValueModel } from './stepValue.ts';
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

/** A starting driver for a form nobody has filled: one person's hours, for the consultant to change. */
export const startingDrivers = (currency: Currency): ValueDriver[] => [
  { kind: 'time', people: 1, hoursPerWeek: ROI_DEFAULTS.weeklyHours, annualCostPerPerson: ROI_DEFAULTS.annualSalary * minorPerMajor(currency) },
];

export const proposalPrefill: Prefill<ProposalRequest> = {
  from: ['offer-creator', 'growth-plan', 'cold-email'],
  // The pack's value model: the form's own starting one (the default floor and three tiers) in the
  // pack's currency; its drivers come from the call (values), never from a default. The ROI step
  // prices from the same value and model (stepValue.ts).
  packDefaults: { currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE, ...packValueModel(DEFAULT_CURRENCY) },
  values: (from) => {
    const { client } = from;
    // The value kept on the file (confirmed on the review or by a pack) wins; else what the file and call state.
    const { drivers, budget } = callValue(from);
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
      ...(from.currency ? { currency: from.currency, floor: packValueModel(from.currency).floor } : {}),
      // What the file states; nothing stated leaves the drivers to the consultant (the pack asks).
      ...(drivers.length > 0 ? { valueInputs: { drivers, budget } } : {}),
    };
  },
};
