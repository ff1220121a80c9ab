// Every tool's definition (tools/<slug>/index.ts): its catalog entry with the request and result
// schemas, its text, its export document and its CSV (collected in generated/toolDefinitions.ts).
// The api, the worker and the forms read it.
import type { z } from 'zod';
import { TOOL_MENU_ORDER, type ToolSlug } from './catalog.ts';
import type { Prefill, ToolDefinition } from './tools/define.ts';
import { TOOL_DEFINITIONS } from './generated/toolDefinitions.ts';

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

/** Keyed by slug; `satisfies` checks each tool's definition against the catalog's slugs. */
export const TOOLS = TOOL_DEFINITIONS satisfies { [T in ToolSlug]: ToolDefinition<T> };

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
 * `prefill.from`), in menu order.
 */
export const nextStepsOf = (tool: ToolSlug): ToolSlug[] => TOOL_MENU_ORDER.filter((next) => next !== tool && TOOLS[next].prefill.from.includes(tool));

/** The prefill of a tool's form. */
export const prefillOf = (target: ToolSlug): Prefill<Record<string, unknown>> => TOOLS[target].prefill;
