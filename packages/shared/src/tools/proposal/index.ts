// The proposal (issue 24, first slice): the client file and the earlier results (offer, growth plan,
// cold email) made into one proposal, its investment priced from the value it creates.
import { fields, h2, h3, list, note, para, table, type DocBlock } from '../../document/model.ts';
import { blocks, bullets, named, section } from '../text.ts';
import { textOf } from '../define.ts';
import { defineTool } from '../defineTool.ts';
import { proposalPrefill } from './prefill.ts';
import { proposalMeta } from './meta.ts';
import { pricedInvestment, ProposalRequestSchema, ProposalResultSchema, type ProposalResult } from './schemas.ts';

export * from './schemas.ts';
export * from './money.ts';
export * from './value.ts';
import { feeText, investmentOf, moneyIn, tierFigures } from './money.ts';
import { taxNote } from '../../money/tax.ts';
import type { LayoutContext } from '../../document/money.ts';


function asText(results: ProposalResult, context: LayoutContext = {}): string {
  const { goals, scope, nextSteps } = results;
  const investment = investmentOf(results);
  const { tax } = context;
  return blocks(
    `# ${results.headline}`,
    section('## Executive summary', results.executiveSummary),
    section('## Where you are today', results.clientSnapshot),
    section('## Goals', bullets(goals.map((g) => `${g.goal} (KPI: ${g.kpi})`))),
    section('## Scope', scope.phases.map((phase, i) => `### ${named(`Phase ${i + 1}`, phase.name)} (${phase.timeline})\n${bullets(phase.deliverables)}`).join('\n\n')),
    section('## Investment', investment.tiers.map((tier) => `### ${tier.name}: ${tierFigures(tier, investment, tax)}\n${bullets(tier.includes)}`).join('\n\n')),
    investment.assumptions.length > 0 && section('Assumptions:', bullets(investment.assumptions)),
    `Amounts in ${investment.currency} (${investment.locale}).${tax ? ` ${taxNote(tax, investment.locale)}` : ''}`,
    section('## Next steps', bullets(nextSteps)),
  );
}

function layout(results: ProposalResult, context: LayoutContext = {}): DocBlock[] {
  const { goals, scope, nextSteps } = results;
  const investment = investmentOf(results);
  const money = moneyIn(investment);
  const { tax } = context;
  return [
    h2(results.headline),
    h3('Executive summary'),
    para(results.executiveSummary),
    h3('Where you are today'),
    para(results.clientSnapshot),
    h2('Goals'),
    ...table(['Goal', 'KPI'], goals.map((g) => [g.goal, g.kpi])),
    h2('Scope'),
    ...scope.phases.flatMap((phase, i) => [h3(`${named(`Phase ${i + 1}`, phase.name)} (${phase.timeline})`), ...list(phase.deliverables)]),
    h2('Investment'),
    ...table(['Tier', 'Monthly fee', 'Monthly value', 'ROI'], investment.tiers.map((t) => [t.name, feeText(t.monthly, investment, tax), money(t.value), `${t.roi}%`])),
    ...investment.tiers.flatMap((tier) => [h3(`${tier.name} includes`), ...list(tier.includes)]),
    ...(investment.assumptions.length > 0 ? [fields([{ label: 'Assumptions', value: investment.assumptions.join(' ') }])] : []),
    note(`Fees are computed from the value the work creates for the client, in ${investment.currency}.${tax ? ` ${taxNote(tax, investment.locale)}` : ''}`),
    h2('Next steps'),
    ...list(nextSteps),
  ];
}

export const proposal = defineTool(proposalMeta, {
  requestSchema: ProposalRequestSchema,
  resultSchema: ProposalResultSchema,
  asText,
  document: {
    inputs: [
      { field: 'fullName', label: 'Prepared by' },
      { field: 'companyName', label: 'Firm' },
      { field: 'clientCompany', label: 'Client' },
      { field: 'prospectName', label: 'Prepared for' },
      { field: 'prospectTitle', label: 'Title' },
    ],
    layout,
    // The client signs: the prospect the form names, their title and company.
    agreement: { signer: (request) => ({ name: textOf(request.prospectName), title: textOf(request.prospectTitle), company: textOf(request.clientCompany) }) },
  },
  documentName: ({ request }) => named('Proposal', textOf(request.clientCompany), ' for '),
  prefill: proposalPrefill,
  // The investment's names, fees, values and ROI are the pricing function's, whoever wrote the rest.
  settle: (request, results) => {
    const parsed = ProposalRequestSchema.safeParse(request);
    return parsed.success ? { ...results, investment: pricedInvestment(parsed.data, results.investment) } : results;
  },
  parts: [
    { pattern: 'headline', label: () => 'Headline' },
    { pattern: 'executiveSummary', label: () => 'Executive summary' },
    { pattern: 'clientSnapshot', label: () => 'Client snapshot' },
    { pattern: 'goals', label: () => 'Goals' },
    { pattern: 'scope/phases/*', label: ([i = 0], results) => named(`Phase ${i + 1}`, results.scope.phases[i]?.name) },
    { pattern: 'investment/assumptions', label: () => 'Assumptions' },
    { pattern: 'nextSteps', label: () => 'Next steps' },
  ],
});
