// The tool catalog: the zod-free half of every tool (tools/<slug>/meta.ts), so the first page load
// stays small. The router, the nav, the footer, the dashboard, History, page titles, the api, the
// worker and the fake LLM all read it. A new tool adds one line here (and one in tools.ts and demo.ts).
import { clientIntakeMeta } from './tools/client-intake/meta.ts';
import { coldEmailMeta } from './tools/cold-email/meta.ts';
import { growthPlanMeta } from './tools/growth-plan/meta.ts';
import { nicheFinderMeta } from './tools/niche-finder/meta.ts';
import { offerCreatorMeta } from './tools/offer-creator/meta.ts';
import { proposalMeta } from './tools/proposal/meta.ts';

import type { ToolMeta } from './tools/define.ts';

export { TOOL_ICON_KEYS, type ToolIconKey, type ToolMeta, type ToolRow } from './tools/define.ts';

/**
 * Every tool, keyed by its slug. The order is the order of History's tabs; the header nav, the footer
 * and the dashboard follow TOOL_MENU_ORDER.
 */
const CATALOG = {
  [nicheFinderMeta.slug]: nicheFinderMeta,
  [offerCreatorMeta.slug]: offerCreatorMeta,
  [growthPlanMeta.slug]: growthPlanMeta,
  [coldEmailMeta.slug]: coldEmailMeta,
  [clientIntakeMeta.slug]: clientIntakeMeta,
  [proposalMeta.slug]: proposalMeta,
} as const;

export type ToolSlug = keyof typeof CATALOG;
export const TOOL_CATALOG: { readonly [T in ToolSlug]: ToolMeta<T> } = CATALOG;

/**
 * The slugs in catalog order, never empty. Object.keys loses the key type and the literal above's
 * length: the catalog's casts are here and in mapTools.
 */
export const TOOL_SLUGS = Object.keys(TOOL_CATALOG) as unknown as readonly [ToolSlug, ...ToolSlug[]];

/** One value per tool, keyed by slug (Object.fromEntries loses the key type: the cast is here). */
export const mapTools = <V>(value: (tool: ToolSlug) => V): Record<ToolSlug, V> => Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, value(tool)])) as Record<ToolSlug, V>;

export const isToolSlug = (value: string): value is ToolSlug => Object.hasOwn(TOOL_CATALOG, value);

/**
 * The order of the header nav, the footer and the dashboard (spec §2), by each tool's `navOrder`;
 * a tool whose meta says `menu: false` is not in them.
 */
export const TOOL_MENU_ORDER: readonly ToolSlug[] = TOOL_SLUGS.filter((slug) => TOOL_CATALOG[slug].menu !== false).sort((a, b) => TOOL_CATALOG[a].navOrder - TOOL_CATALOG[b].navOrder);

/**
 * The pack (DESIGN §10): what it makes from one call, in this order, each step from the results of the
 * ones before it that its prefill reads (`prefill.from`). `roi` is the ROI calculator, computed by
 * code from the growth plan (roi/prefill.ts), never by the model; its inputs become the value inputs
 * of the steps after it that have them. The last step is the one the pack is for (it is shared).
 */
export const PACK_STEPS = [offerCreatorMeta.slug, coldEmailMeta.slug, growthPlanMeta.slug, 'roi', proposalMeta.slug] as const;
export type PackStepTarget = (typeof PACK_STEPS)[number];

/** The AI intake from a call (issue 23): the clients screens link to it without naming it. */
export const INTAKE_TOOL = clientIntakeMeta.slug;

/** The tool a path belongs to (`/ai-offer-creator/12` → offer-creator). */
export const toolOfPath = (pathname: string): ToolSlug | undefined =>
  TOOL_SLUGS.find((slug) => pathname === TOOL_CATALOG[slug].route || pathname.startsWith(`${TOOL_CATALOG[slug].route}/`));
