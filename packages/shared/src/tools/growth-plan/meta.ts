import { textOf as text, type ToolMeta } from '../define.ts';

export const growthPlanMeta = {
  slug: 'growth-plan',
  title: 'AI Growth Plan Creator',
  shortName: 'Growth Plan',
  navOrder: 4,
  historyOrder: 3,
  route: '/ai-growth-plan-creator',
  summary: 'Build a phased growth strategy with KPIs and milestones for a client.',
  historyEmpty: 'No growth plan results found',
  historyRow: ({ request }) => ({ title: text(request.clientCompany), detail: text(request.clientIndustry) }),
  downloadNameField: 'clientCompany',
  documentLabel: 'Growth plan',
  icon: 'bar-chart',
  promotedOnAuth: true,
} as const satisfies ToolMeta<'growth-plan'>;
