import { INDUSTRY_OPTIONS, optionLabel } from '../../options.ts';
import { textOf as text, type ToolMeta } from '../define.ts';

export const nicheFinderMeta = {
  slug: 'niche-finder',
  title: 'AI Niche Finder',
  shortName: 'Niche Finder',
  navOrder: 1,
  historyOrder: 1,
  route: '/ai-niche-finder',
  summary: 'Find profitable niches from your skills, experience and resources, with a market analysis.',
  historyEmpty: 'No niche finder results found',
  historyRow: ({ request, results }) => ({
    title: optionLabel(INDUSTRY_OPTIONS, text(request.industry)),
    detail: (Array.isArray(results.recommendedNiches) ? results.recommendedNiches : []).map((n) => text((n as Record<string, unknown> | undefined)?.nicheName)).join(', '),
  }),
  downloadNameField: 'industry',
  documentLabel: 'Niche analysis',
  icon: 'aim',
  promotedOnAuth: true,
  firstRun: { lead: 'Start with the', tail: ' to choose who you serve, then' },
} as const satisfies ToolMeta<'niche-finder'>;
