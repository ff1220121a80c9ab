// A generation and its saved item (DESIGN §4, §9). Requests: each tool's `requestSchema` in
// `TOOLS`; the job-status and cancel routes take no body. Built with zod around the tools' own
// schemas: only the tool screens, which load them anyway, use this file. Each answer's schema is made
// from one tool's definition (`…Of`), so a screen that loaded its own tool's definition checks its
// answers without evaluating every tool's; the slug forms, for code that has every tool, look it up.
import { z } from 'zod';
import { TOOL_SLUGS, type ToolSlug } from '../catalog.ts';
import { CancelAnswerSchema } from '../events.ts';
import { JobStatusSchema } from '../queue.ts';
import { TOOLS, type ToolRequest, type ToolResult } from '../tools.ts';
import { ISO_UTC } from './check.ts';

export type ToolResponse<T extends ToolSlug> = ToolResult<T> & { historyId: number };
/**
 * `version` is the current version's number: the `baseVersion` of the next change (contract/versions.ts).
 * `clientId`: the client it was made for (null: none, or the client was deleted); `sources`: the ids of
 * the caller's saved results it was made from (DESIGN §10); `context` the same links, readable.
 */
export type HistoryItemResponse<T extends ToolSlug> = {
  id: number;
  tool: T;
  createdAt: string;
  version: number;
  clientId: number | null;
  sources: number[];
  context: ItemContext;
  request: ToolRequest<T>;
  results: ToolResult<T>;
};

const id = () => z.number().int().positive();

/** A saved result named beside another: its id, tool and title as History lists it. */
export const LinkedItemSchema = z.object({ id: id(), tool: z.enum(TOOL_SLUGS), title: z.string() });
/**
 * The item's links, readable (DESIGN §10): the client it was made for (null: none, or deleted), the
 * caller's results it was made from (`sources`) and those made from it since (`usedBy`), oldest first.
 */
export const ItemContextSchema = z.object({
  client: z.object({ id: id(), name: z.string() }).nullable(),
  sources: z.array(LinkedItemSchema),
  usedBy: z.array(LinkedItemSchema),
});
export type LinkedItem = z.infer<typeof LinkedItemSchema>;
export type ItemContext = z.infer<typeof ItemContextSchema>;

/** What the answers' schemas need of a tool's definition (tools/<slug>): its slug and its two schemas. */
export interface ToolSchemas<T extends ToolSlug = ToolSlug> {
  slug: T;
  requestSchema: z.ZodType;
  resultSchema: z.ZodType;
}

/** POST /api/tools/:tool → 200 the tool's result fields at the top level, plus `historyId`. */
export const toolResponseSchemaOf = <T extends ToolSlug>(tool: ToolSchemas<T>) =>
  // TypeScript cannot tie a definition's schemas to T by itself (it sees the union of the tools).
  z.intersection(tool.resultSchema, z.object({ historyId: id() })) as unknown as z.ZodType<ToolResponse<T>>;

/** GET /api/history/:tool/:id: one saved item of the caller's, its request and results as the tool defines them. */
export const historyItemResponseSchemaOf = <T extends ToolSlug>(tool: ToolSchemas<T>) =>
  z.object({
    id: id(),
    tool: z.literal(tool.slug),
    createdAt: z.string().regex(ISO_UTC),
    version: id(),
    clientId: id().nullable(),
    sources: z.array(id()),
    context: ItemContextSchema,
    request: tool.requestSchema,
    results: tool.resultSchema,
  }) as unknown as z.ZodType<HistoryItemResponse<T>>;

/** toolResponseSchemaOf, by slug. */
export const toolResponseSchema = <T extends ToolSlug>(tool: T) => toolResponseSchemaOf<ToolSlug>(TOOLS[tool]) as unknown as z.ZodType<ToolResponse<T>>;
/** historyItemResponseSchemaOf, by slug. */
export const historyItemResponseSchema = <T extends ToolSlug>(tool: T) => historyItemResponseSchemaOf<ToolSlug>(TOOLS[tool]) as unknown as z.ZodType<HistoryItemResponse<T>>;

/** GET /api/tools/jobs/:requestId: where the caller's generation is. */
export const JobStatusResponseSchema = JobStatusSchema;
/** POST /api/tools/jobs/:requestId/cancel → 202 `{state:'cancelling'}`, or 200 the state it ended in. */
export const CancelResponseSchema = CancelAnswerSchema;

export type JobStatusResponse = z.infer<typeof JobStatusResponseSchema>;
export type CancelResponse = z.infer<typeof CancelResponseSchema>;
