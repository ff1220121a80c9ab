import type { ToolRequest, ToolResult, ToolSlug } from '@growth-suite/shared';
import type { z } from 'zod';

/** One tool's prompt: written for the spec's audience, versioned so history rows can be traced. */
export interface Generator<T extends ToolSlug> {
  tool: T;
  /** Bump when the prompt changes meaningfully. */
  promptVersion: string;
  system: string;
  /** The user message, from the request its tool's schema validated. */
  user(request: ToolRequest<T>): string;
  /**
   * The tool's last word on the model's validated answer before it is saved and answered (the demo's
   * too): a tool whose results must hold to its request (the client intake's quotes of the call) checks
   * it here. Only what a model wrote: a hand edit is the user's own words. (Computed figures are the
   * shared definition's `settle`, applied to every write.)
   */
  ground?(request: ToolRequest<T>, results: ToolResult<T>): ToolResult<T>;
  /**
   * When the model writes only part of the result (words, while code writes the figures): the schema
   * it is asked for and checked against, and how its answer becomes the result (checked again with
   * the tool's result schema). Without it the model answers the result schema and `ground` applies.
   */
  model?: { schema: z.ZodType; complete(request: ToolRequest<T>, answer: unknown): ToolResult<T> };
}

/** Any tool's prompt, for code that serves every tool alike (it passes a validated request). */
export type AnyGenerator = Generator<ToolSlug> & {
  user(request: unknown): string;
  ground?(request: unknown, results: unknown): unknown;
  model?: { schema: z.ZodType; complete(request: unknown, answer: unknown): unknown };
};
