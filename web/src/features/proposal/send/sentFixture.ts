// A sent proposal as the client's page receives it, for the page's tests and the server's render test.
import { formatMoney, type ValueDriver } from '@growth-suite/shared';
import { priceTiers, type ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { ProposalRequest } from '@growth-suite/shared/tools/proposal';
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';

export const TOKEN = 'a'.repeat(43);
// A UK proposal: pounds, the MD's hours and two new clients a month, and the budget the client named.
export const time: ValueDriver = { kind: 'time', people: 1, hoursPerWeek: 17.5, annualCostPerPerson: 9_500_000, evidence: [{ quote: 'Our MD is on £95k and spends 15–20 hours a week on proposals.' }] };
export const revenue: ValueDriver = { kind: 'revenue', unitsPerMonth: 2, valuePerUnit: 400_000, margin: 0.4 };
export const request: ProposalRequest = {
  ...(SAMPLE_REQUESTS.proposal as ProposalRequest),
  currency: 'GBP',
  locale: 'en-GB',
  valueInputs: { drivers: [time, revenue], budget: { min: 350_000, max: 500_000, period: 'month' } },
};
export const proposal = demoResult('proposal', request);
export const model = { floor: request.floor, tiers: request.tiers };
export const pounds = (minor: number) => formatMoney(minor, 'GBP', 'en-GB');
/** The inputs with the time driver's figures changed. */
export const withTime = (change: Partial<Extract<ValueDriver, { kind: 'time' }>>): ValueInputs => ({ ...request.valueInputs, drivers: [{ ...time, ...change } as ValueDriver, revenue] });
export const expected = (inputs: ValueInputs) => priceTiers(model, inputs, 'GBP').tiers.map((q) => pounds(q.monthly));

export const sentProposal = (over: Partial<SentProposal> = {}): SentProposal => ({
  title: 'Proposal for Whitfield Physio',
  proposal,
  version: 2,
  hash: '3fa2c1d0'.padEnd(64, '0'),
  sentAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-12-12T23:59:59.999Z',
  valueModel: model,
  floor: request.floor,
  currency: 'GBP',
  locale: 'en-GB',
  inputs: request.valueInputs,
  clientCompany: 'Whitfield Physio',
  preparedBy: { firmName: 'Lee Consulting', senderName: 'Ann Lee', accentColor: '#1f4e79', logoUrl: null, madeWith: false },
  changes: [],
  newer: null,
  acceptance: null,
  sections: [
    { path: 'executiveSummary', label: 'Executive summary' },
    { path: 'scope/phases/0', label: 'Phase 1: Discovery and baseline' },
  ],
  threads: [],
  pdfUrl: `/api/p/${TOKEN}/pdf`,
  ...over,
});
