// Each tool's result as clean, readable text (Copy All); each tool writes its own (tools/<slug>/index.ts).
import type { ToolSlug } from './catalog.ts';
import { toolDefinition, type ToolResult } from './tools.ts';


/** Any tool's result as text (Copy All). */
export function resultAsText<T extends ToolSlug>(tool: T, results: ToolResult<T>): string {
  return toolDefinition(tool).asText(results);
}
