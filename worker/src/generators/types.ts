import type { ToolRequest, ToolResult, ToolSlug } from '@growth-suite/shared';

/** One tool's prompt: written for the spec's audience, versioned so history rows can be traced. */
export interface Generator<T extends ToolSlug> {
  tool: T;
  /** Bump when the prompt changes meaningfully. */
  promptVersion: string;
  system: string;
  /** The user message, from the request its tool's schema validated. */
  user(request: ToolRequest<T>): string;
  /**
   * The tool's last word on a validated result before it is saved and answered (the demo's too): a
   * tool whose results must hold to its request (the client intake's quotes of the call) checks it here.
   */
  settle?(request: ToolRequest<T>, results: ToolResult<T>): ToolResult<T>;
}

/** Any tool's prompt, for code that serves every tool alike (it passes a validated request). */
export type AnyGenerator = Generator<ToolSlug> & { user(request: unknown): string; settle?(request: unknown, results: unknown): unknown };
