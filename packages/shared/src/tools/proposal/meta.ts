import { textOf as text, type ToolMeta } from '../define.ts';

export const proposalMeta = {
  slug: 'proposal',
  title: 'AI Proposal Builder',
  shortName: 'Proposal',
  // A generator of the menu, after the growth plan it draws on.
  navOrder: 5,
  historyOrder: 6,
  route: '/ai-proposal',
  summary: 'Turn the offer, the plan and the client file into a proposal priced from the value it creates.',
  historyEmpty: 'No proposal results found',
  historyRow: ({ request, results }) => ({ title: text(results.headline) || text(request.clientCompany) || 'Proposal', detail: text(request.clientCompany) }),
  downloadNameField: 'clientCompany',
  documentLabel: 'Proposal',
  icon: 'file-text',
  // The pack makes a proposal from one call: the offer, the sequence and the plan it draws on (its
  // prefill reads them), the ROI computed from the plan, then the proposal.
  // Its sent proposals, by what the client did with them (DESIGN §11.2).
  pipeline: { route: '/proposals', label: 'Pipeline' },
  pack: { steps: ['offer-creator', 'cold-email', 'growth-plan', 'roi-calculator', 'proposal'] },
} as const satisfies ToolMeta<'proposal'>;
