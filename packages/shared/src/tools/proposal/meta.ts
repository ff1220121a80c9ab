import { textOf as text, type ToolMeta } from '../define.ts';

export const proposalMeta = {
  slug: 'proposal',
  title: 'AI Proposal Builder',
  shortName: 'Proposal',
  // A generator of the menu, after the growth plan it draws on.
  navOrder: 5,
  route: '/ai-proposal',
  summary: 'Turn the offer, the plan and the client file into a proposal priced from the value it creates.',
  historyEmpty: 'No proposal results found',
  historyRow: ({ request, results }) => ({ title: text(results.headline) || text(request.clientCompany) || 'Proposal', detail: text(request.clientCompany) }),
  downloadNameField: 'clientCompany',
  icon: 'file-text',
} as const satisfies ToolMeta<'proposal'>;
