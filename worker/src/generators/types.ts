import type { ToolRequest, ToolSlug } from '@growth-suite/shared';

/** One tool's prompt: written for the spec's audience, versioned so history rows can be traced. */
export interface Generator<T extends ToolSlug> {
  tool: T;
  /** Bump when the prompt changes meaningfully. */
  promptVersion: string;
  system: string;
  /** The user message, from the request its tool's schema validated. */
  user(request: ToolRequest<T>): string;
}

/** Any tool's prompt, for code that serves every tool alike (it passes a validated request). */
export type AnyGenerator = Generator<ToolSlug> & { user(request: unknown): string };
