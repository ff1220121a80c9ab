// defineTool(): kept apart from define.ts, which the first page load reads through the metas.
import type { z } from 'zod';
import type { ToolDefinition, ToolMeta } from './define.ts';

/** A tool's definition: its meta plus what needs its schemas. */
export function defineTool<const S extends string, Req extends z.ZodType, Res extends z.ZodType>(
  meta: ToolMeta<S>,
  parts: Omit<ToolDefinition<S, Req, Res>, keyof ToolMeta>,
): ToolDefinition<S, Req, Res> {
  return { ...meta, ...parts };
}
