// Each tool's result as clean, readable text (Copy All); each tool writes its own (tools/<slug>/index.ts).
import type { ToolSlug } from './catalog.ts';
import { toolDefinition, type ToolResult } from './tools.ts';
import type { LayoutContext } from './document/money.ts';


/** Any tool's result as text (Copy All); `context`: what the brand states (the tax on fees). */
export function resultAsText<T extends ToolSlug>(tool: T, results: ToolResult<T>, context?: LayoutContext): string {
  return toolDefinition(tool).asText(results, context);
}
