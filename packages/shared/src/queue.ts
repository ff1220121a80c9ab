// The contract between the API (producer) and the worker (consumer) on the `generation` queue.
import { z } from 'zod';
import { TOOL_SLUGS, type ToolSlug } from './tools.ts';

export const GENERATION_QUEUE = 'generation';

/** Client-chosen request ids (`Idempotency-Key`), DESIGN §4. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** One job per user and request id: the same key joins the same job instead of starting another. */
export const generationJobId = (userId: number, requestId: string) => `gen-${userId}-${requestId}`;

/** Job name = tool slug; the request is validated again by the worker with the tool's schema. */
export const GenerationJobDataSchema = z.object({
  tool: z.enum(TOOL_SLUGS),
  userId: z.number().int().positive(),
  requestId: z.string().regex(REQUEST_ID_PATTERN),
  request: z.unknown(),
});

export const GenerationJobResultSchema = z.object({
  historyId: z.number().int().positive(),
  results: z.unknown(),
});

export type GenerationJobData = z.infer<typeof GenerationJobDataSchema> & { tool: ToolSlug };
export type GenerationJobResult = z.infer<typeof GenerationJobResultSchema>;
