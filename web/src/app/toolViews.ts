// Every tool's view in the web app (features/<tool>/index.ts): the router, the shared page and any
// screen that shows a saved result read it. A new tool adds one line here; the mapped type makes the
// compiler ask for every tool of the catalog.
import type { ToolSlug } from '@growth-suite/shared';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { coldEmailView } from '../features/cold-email/index.ts';
import { growthPlanView } from '../features/growth-plan/index.ts';
import { nicheFinderView } from '../features/niche-finder/index.ts';
import { offerCreatorView } from '../features/offer-creator/index.ts';
import type { ToolView } from '../lib/tools/view.ts';

const TOOL_VIEWS: { [T in ToolSlug]: ToolView<T> } = {
  'niche-finder': nicheFinderView,
  'offer-creator': offerCreatorView,
  'growth-plan': growthPlanView,
  'cold-email': coldEmailView,
};

/** The tool's screen, for the router. */
export const toolPage = (tool: ToolSlug): ComponentType => TOOL_VIEWS[tool].Page;

/**
 * A saved result drawn by its tool's view (inside a Suspense: the view loads on first use), for a
 * screen that shows any tool's result. Pass only a result its tool's schema parsed: TypeScript cannot
 * follow a slug known at run time to its tool's result type, so this is the one place that widens it.
 */
export const toolResult = (tool: ToolSlug, results: unknown): ReactNode =>
  createElement(TOOL_VIEWS[tool].Result as ComponentType<{ results: unknown }>, { results });
