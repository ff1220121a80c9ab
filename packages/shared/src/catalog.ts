// The tool catalog: everything the product says about each generator, in one place. Zod-free
// (and so cheap on the first page load): the router, the nav, the footer, the dashboard, History,
// page titles, the api, the worker and the fake LLM all read it. A new tool starts here.
import { INDUSTRY_OPTIONS, optionLabel } from './options.ts';

export const TOOL_SLUGS = ['niche-finder', 'offer-creator', 'growth-plan', 'cold-email'] as const;
export type ToolSlug = (typeof TOOL_SLUGS)[number];

export const isToolSlug = (value: string): value is ToolSlug => (TOOL_SLUGS as readonly string[]).includes(value);

type Row = { request: Record<string, unknown>; results: Record<string, unknown> };

export interface ToolEntry {
  slug: ToolSlug;
  /** Page title and the name in the footer, the dashboard and History's empty state. */
  title: string;
  /** Short name in the header nav and on History's tab. */
  shortName: string;
  /** The screen's path; `/:id` after it opens a saved item. */
  route: string;
  /** One line on the dashboard card. */
  summary: string;
  /** History's empty-state text (spec §8). */
  historyEmpty: string;
  /** How a saved generation reads as a History row (spec §2). */
  historyRow(record: Row): { title: string; detail: string };
  /** The request field that names a download (spec §7). */
  downloadNameField: string;
  /** Its icon in the web app, picked from the app's icon set (a name, so this file stays React-free). */
  icon: ToolIconKey;
}

/** The icons the web app can show for a tool; a new tool picks one (or adds one here and in the web's map). */
export const TOOL_ICON_KEYS = ['aim', 'gift', 'bar-chart', 'mail', 'edit', 'rocket', 'team', 'file-text'] as const;
export type ToolIconKey = (typeof TOOL_ICON_KEYS)[number];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (record: Record<string, unknown> | undefined, name: string) => text(record?.[name]);

export const TOOL_CATALOG: Record<ToolSlug, ToolEntry> = {
  'niche-finder': {
    slug: 'niche-finder',
    title: 'AI Niche Finder',
    shortName: 'Niche Finder',
    route: '/ai-niche-finder',
    summary: 'Find profitable niches from your skills, experience and resources, with a market analysis.',
    historyEmpty: 'No niche finder results found',
    historyRow: ({ request, results }) => ({
      title: optionLabel(INDUSTRY_OPTIONS, text(request.industry)),
      detail: (Array.isArray(results.recommendedNiches) ? results.recommendedNiches : []).map((n) => field(n as Record<string, unknown>, 'nicheName')).join(', '),
    }),
    downloadNameField: 'industry',
    icon: 'aim',
  },
  'offer-creator': {
    slug: 'offer-creator',
    title: 'AI Offer Creator',
    shortName: 'Offer Creator',
    route: '/ai-offer-creator',
    summary: 'Turn a sales call or podcast transcript into a customised, irresistible offer.',
    historyEmpty: 'No offer creator results found',
    historyRow: ({ request, results }) => ({
      title: field(results.offerStructure as Record<string, unknown> | undefined, 'mainOffer') || 'Offer',
      detail: text(request.fullName),
    }),
    downloadNameField: 'fullName',
    icon: 'gift',
  },
  'growth-plan': {
    slug: 'growth-plan',
    title: 'AI Growth Plan Creator',
    shortName: 'Growth Plan',
    route: '/ai-growth-plan-creator',
    summary: 'Build a phased growth strategy with KPIs and milestones for a client.',
    historyEmpty: 'No growth plan results found',
    historyRow: ({ request }) => ({ title: text(request.clientCompany), detail: text(request.clientIndustry) }),
    downloadNameField: 'clientCompany',
    icon: 'bar-chart',
  },
  'cold-email': {
    slug: 'cold-email',
    title: 'AI Cold Email Writer',
    shortName: 'Cold Email',
    route: '/ai-cold-email-writer',
    summary: 'Write a personalised cold email sequence with A/B test variants.',
    historyEmpty: 'No cold email sequences found',
    historyRow: ({ request }) => ({ title: text(request.prospectRole), detail: text(request.prospectIndustry) }),
    downloadNameField: 'prospectRole',
    icon: 'mail',
  },
};

/** The order of the header nav, the footer and the dashboard (spec §2); History's tabs follow TOOL_SLUGS. */
export const TOOL_MENU_ORDER: readonly ToolSlug[] = ['niche-finder', 'offer-creator', 'cold-email', 'growth-plan'];

/** The tool a path belongs to (`/ai-offer-creator/12` → offer-creator). */
export const toolOfPath = (pathname: string): ToolSlug | undefined =>
  TOOL_SLUGS.find((slug) => pathname === TOOL_CATALOG[slug].route || pathname.startsWith(`${TOOL_CATALOG[slug].route}/`));
