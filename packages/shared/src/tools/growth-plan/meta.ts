import { defineToolMeta } from '../define.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const growthPlanMeta = defineToolMeta({
  slug: 'growth-plan',
  title: 'AI Growth Plan Creator',
  shortName: 'Growth Plan',
  navOrder: 4,
  route: '/ai-growth-plan-creator',
  summary: 'Build a phased growth strategy with KPIs and milestones for a client.',
  historyEmpty: 'No growth plan results found',
  historyRow: ({ request }) => ({ title: text(request.clientCompany), detail: text(request.clientIndustry) }),
  downloadNameField: 'clientCompany',
  icon: 'bar-chart',
  promotedOnAuth: true,
});
