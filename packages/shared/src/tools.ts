// Every tool's definition (tools/<slug>/index.ts): its catalog entry with the request and result
// schemas, its text, its export document and its CSV. The api, the worker and the forms read it.
// A new tool adds one line here.
import type { z } from 'zod';
import { TOOL_MENU_ORDER, type ToolSlug } from './catalog.ts';
import type { Prefill, ToolDefinition } from './tools/define.ts';
import { roiPrefill } from './roi/prefill.ts';
import type { StepTarget } from './steps.ts';
import { clientIntake } from './tools/client-intake/index.ts';
import { coldEmail } from './tools/cold-email/index.ts';
import { growthPlan } from './tools/growth-plan/index.ts';
import { nicheFinder } from './tools/niche-finder/index.ts';
import { offerCreator } from './tools/offer-creator/index.ts';
import { proposal } from './tools/proposal/index.ts';

export {
  CSV_PARTS,
  LEADS_PARTS,
  stepsPart,
  type LeadsPart,
  type StepsPart,
  type CsvPart,
  type CsvTable,
  type DocumentInput,
  type PartKind,
  type Prefill,
  type PrefillClient,
  type PrefillFrom,
  type PrefillSource,
  type ToolDefinition,
  type ToolDemo,
} from './tools/define.ts';
export { defineTool } from './tools/defineTool.ts';

/** Keyed by slug; `satisfies` makes the compiler ask for every tool of the catalog, and only those. */
export const TOOLS = {
  [nicheFinder.slug]: nicheFinder,
  [offerCreator.slug]: offerCreator,
  [growthPlan.slug]: growthPlan,
  [coldEmail.slug]: coldEmail,
  [clientIntake.slug]: clientIntake,
  [proposal.slug]: proposal,
} as const satisfies { [T in ToolSlug]: ToolDefinition<T> };

export type ToolRequest<T extends ToolSlug> = z.output<(typeof TOOLS)[T]['requestSchema']>;
export type ToolResult<T extends ToolSlug> = z.output<(typeof TOOLS)[T]['resultSchema']>;

/** Any tool, seen by code that serves every tool alike (the api's routes, the worker, exports). */
export type AnyTool = ToolDefinition<ToolSlug, z.ZodType, z.ZodType<unknown>>;

/**
 * A tool's definition for code that serves every tool alike: its functions accept what its own result
 * schema produced (call them with a parsed result only). TypeScript cannot follow a slug known only at
 * run time to its tool's types; method parameters are bivariant, so this widening needs no cast.
 */
export const toolDefinition = (tool: ToolSlug): AnyTool => TOOLS[tool];

/**
 * The screens a result of `tool` leads to: the tools whose prefill reads its results (their
 * `prefill.from`), in menu order, then the ROI calculator when its prefill (roi/prefill.ts) reads it.
 */
export const nextStepsOf = (tool: ToolSlug, roiFrom: readonly string[] = roiPrefill.from): StepTarget[] => [
  ...TOOL_MENU_ORDER.filter((next) => next !== tool && TOOLS[next].prefill.from.includes(tool)),
  ...(roiFrom.includes(tool) ? (['roi'] as const) : []),
];

/** The prefill of a step's form: a tool's, or the ROI calculator's. */
export const prefillOf = (target: StepTarget): Prefill<Record<string, unknown>> => (target === 'roi' ? roiPrefill : TOOLS[target].prefill);
