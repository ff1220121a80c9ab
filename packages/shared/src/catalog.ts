// The tool catalog: the zod-free half of every tool (tools/<slug>/meta.ts, collected in
// generated/toolMetas.ts), so the first page load stays small. The router, the nav, the footer, the
// dashboard, History, page titles, the api, the worker and the fake LLM all read it.
import { TOOL_METAS } from './generated/toolMetas.ts';
import type { ToolMeta } from './tools/define.ts';

export { TOOL_ICON_KEYS, type ToolIconKey, type ToolMeta, type ToolRow } from './tools/define.ts';

export type ToolSlug = keyof typeof TOOL_METAS;
/** Every tool, keyed by its slug; the mapped type checks each meta's slug against its key. */
export const TOOL_CATALOG: { readonly [T in ToolSlug]: ToolMeta<T> } = TOOL_METAS;

/**
 * The slugs in catalog order (each meta's `historyOrder`: History's tabs), never empty. Object.keys
 * loses the key type and the literal's length: the catalog's casts are here and in mapTools.
 */
export const TOOL_SLUGS = (Object.keys(TOOL_CATALOG) as ToolSlug[]).sort((a, b) => TOOL_CATALOG[a].historyOrder - TOOL_CATALOG[b].historyOrder) as unknown as readonly [ToolSlug, ...ToolSlug[]];

/** One value per tool, keyed by slug (Object.fromEntries loses the key type: the cast is here). */
export const mapTools = <V>(value: (tool: ToolSlug) => V): Record<ToolSlug, V> => Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, value(tool)])) as Record<ToolSlug, V>;

export const isToolSlug = (value: string): value is ToolSlug => Object.hasOwn(TOOL_CATALOG, value);

/** The tools whose results a model writes: the worker holds a prompt for each (the others' meta says `generator: 'code'`). */
export type ModelToolSlug = { [T in ToolSlug]: (typeof TOOL_METAS)[T] extends { generator: 'code' } ? never : T }[ToolSlug];
export const isModelTool = (tool: ToolSlug): tool is ModelToolSlug => TOOL_CATALOG[tool].generator !== 'code';

/**
 * The order of the header nav, the footer and the dashboard (spec §2), by each tool's `navOrder`;
 * a tool whose meta says `menu: false` is not in them.
 */
export const TOOL_MENU_ORDER: readonly ToolSlug[] = TOOL_SLUGS.filter((slug) => TOOL_CATALOG[slug].menu !== false).sort((a, b) => TOOL_CATALOG[a].navOrder - TOOL_CATALOG[b].navOrder);

/** The one tool whose meta says `key`, if any (two are a mistake in the tools, caught at load). */
function theToolWith(key: 'intake' | 'pack' | 'pipeline'): ToolSlug | undefined {
  const found = TOOL_SLUGS.filter((slug) => TOOL_CATALOG[slug][key] !== undefined);
  if (found.length > 1) throw new Error(`Tools ${found.join(', ')} all say ${key}; one may`);
  return found[0];
}

/**
 * The pack (DESIGN §10): what it makes from one call, in this order (its tool's meta `pack.steps`),
 * each step from the results of the ones before it that its prefill reads (`prefill.from`). The last
 * step is the tool the pack is for (its result is shared). Empty when no tool has a pack.
 */
export const PACK_STEPS: readonly ToolSlug[] = packSteps(theToolWith('pack'));

function packSteps(tool: ToolSlug | undefined): ToolSlug[] {
  if (!tool) return [];
  const steps = TOOL_CATALOG[tool].pack?.steps ?? [];
  const known = steps.filter(isToolSlug);
  if (known.length !== steps.length || steps.at(-1) !== tool) throw new Error(`${tool}'s pack steps must be tools and end with ${tool}`);
  return known;
}

/** The AI intake from a call (the tool whose meta says `intake`): the clients screens link to it. */
export const INTAKE_TOOL: ToolSlug | undefined = theToolWith('intake');

/** The tool whose results the pipeline lists (its meta says `pipeline`), if any. */
export const PIPELINE_TOOL: ToolSlug | undefined = theToolWith('pipeline');
/** The pipeline's screen (the app's path) and its API (`GET /api/<slug>s`), when a tool has one. */
export const PIPELINE = PIPELINE_TOOL ? { tool: PIPELINE_TOOL, ...TOOL_CATALOG[PIPELINE_TOOL].pipeline!, api: `/api/${PIPELINE_TOOL}s` } : undefined;

/** The tool a path belongs to (its route, or a saved item under it: `<route>/12`). */
export const toolOfPath = (pathname: string): ToolSlug | undefined =>
  TOOL_SLUGS.find((slug) => pathname === TOOL_CATALOG[slug].route || pathname.startsWith(`${TOOL_CATALOG[slug].route}/`));
