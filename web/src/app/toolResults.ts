// Every tool's result view, read-only, for the screens that show any tool's saved result (the shared
// page). Imported only by lazy screens: the views travel with the screen that shows them, so the page
// draws the result as soon as its data arrives, and the first page load carries none of them
// (measured: lazy views here instead cost the first load 1.9 kB gzip in extra chunks). A new tool adds
// one line here (and one in toolPages.ts).
import type { ToolResult, ToolSlug } from '@growth-suite/shared';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { IntakeResults } from '../features/client-intake/IntakeResults.tsx';
import { EmailPreview } from '../features/cold-email/EmailPreview.tsx';
import { GrowthPlanResults } from '../features/growth-plan/GrowthPlanResults.tsx';
import { NicheResults } from '../features/niche-finder/NicheResults.tsx';
import { OfferResults } from '../features/offer-creator/OfferResults.tsx';
import { ProposalResults } from '../features/proposal/ProposalResults.tsx';

const TOOL_RESULTS: { [T in ToolSlug]: ComponentType<{ results: ToolResult<T> }> } = {
  'niche-finder': NicheResults,
  'offer-creator': OfferResults,
  'growth-plan': GrowthPlanResults,
  'cold-email': EmailPreview,
  'client-intake': IntakeResults,
  proposal: ProposalResults,
};

/**
 * A saved result drawn by its tool's view. Pass only a result its tool's schema parsed: TypeScript
 * cannot follow a slug known at run time to its tool's result type, so this is the one place that
 * widens it.
 */
export const toolResult = (tool: ToolSlug, results: unknown): ReactNode => createElement(TOOL_RESULTS[tool] as ComponentType<{ results: unknown }>, { results });
