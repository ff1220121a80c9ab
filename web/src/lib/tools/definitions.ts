// Each tool's schemas (its definition, packages/shared/src/tools/<slug>), loaded on first use, one
// tool at a time (generated/toolLoaders.ts in the shared package: each its own chunk). Code that serves
// any tool (a saved item's query, a generation's answer, a result view) loads the one it needs here
// instead of reading the TOOLS registry, which would evaluate every tool's zod schemas: on a phone
// that evaluation was a long task on every tool screen. A tool screen imports its own definition and
// passes it down.
import type { AnyTool, ToolSlug } from '@growth-suite/shared';
import { TOOL_LOADERS } from '@growth-suite/shared/tool-loaders';
import type { ToolSchemas } from '@growth-suite/shared/contract';

/** The loaders, checked: each tool's loads its own schemas. */
const LOADERS: { readonly [T in ToolSlug]: () => Promise<ToolSchemas<T>> } = TOOL_LOADERS;

/** The tool's schemas (loaded once; the module system keeps them). */
export const loadToolSchemas = <T extends ToolSlug>(tool: T): Promise<ToolSchemas<T>> => LOADERS[tool]();

/**
 * The tool's whole definition (its result as text, its document), from the same loader: what each
 * loader gives is the tool's definition, of which ToolSchemas names the schemas alone. For code that
 * needs one tool's definition where the registry (`toolDefinition`) would evaluate every tool's.
 */
export const loadToolDefinition = (tool: ToolSlug): Promise<AnyTool> => LOADERS[tool]() as unknown as Promise<AnyTool>;
