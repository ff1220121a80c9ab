// How a tool appears in the web app: its screen (the form and its result, at the tool's route) and its
// result view alone (the shared page, and every other place that shows a saved result). Each tool's
// folder under features/ defines its view in index.ts; app/toolViews.ts lists them.
import type { ToolResult, ToolSlug } from '@growth-suite/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ToolView<T extends ToolSlug> {
  tool: T;
  /** The tool's screen, at `<route>/:id?`. */
  Page: LazyExoticComponent<ComponentType>;
  /** A saved result of the tool, read-only. */
  Result: LazyExoticComponent<ComponentType<{ results: ToolResult<T> }>>;
}

/** Both load on first use, so a tool's code never weighs on the first page load. */
export function defineToolView<T extends ToolSlug>(
  tool: T,
  load: { page: () => Promise<{ default: ComponentType }>; result: () => Promise<{ default: ComponentType<{ results: ToolResult<T> }> }> },
): ToolView<T> {
  return { tool, Page: lazy(load.page), Result: lazy(load.result) };
}
