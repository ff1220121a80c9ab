import type { ToolSlug } from '@growth-suite/shared';

/** One tool's prompt: written for the spec's audience, versioned so history rows can be traced. */
export interface Generator<Req> {
  tool: ToolSlug;
  /** Bump when the prompt changes meaningfully. */
  promptVersion: string;
  system: string;
  user(request: Req): string;
}
