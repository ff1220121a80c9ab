// The client page's "next suggested step": what to make next for a client, read from what was made
// for them (the timeline) and from which tool follows which (`nextStepsOf`: the tools whose prefill
// reads a result). Pure, so it is tested without a screen.
import { TOOL_MENU_ORDER, nextStepsOf, type ToolSlug } from '@growth-suite/shared';

export interface MadeResult {
  id: number;
  tool: ToolSlug;
}

export interface SuggestedStep {
  target: ToolSlug;
  /** The result it follows on from (its latest of that tool); none when it starts the client's work. */
  from?: MadeResult;
}

/**
 * `made` is newest first. Follows on from the newest result that has a tool still to make (a saved
 * ROI calculation counts as made, like any result). With nothing to follow on from, the first tool not made yet that another tool leads to — for a client already spoken to,
 * the offer comes before the niche — else the first tool not made yet. Null when every tool is made.
 */
export function nextSuggestedStep(made: readonly MadeResult[], stepsOf: (tool: ToolSlug) => readonly ToolSlug[] = nextStepsOf): SuggestedStep | null {
  const done = new Set(made.map((result) => result.tool));
  const latest = new Map<ToolSlug, MadeResult>();
  for (const result of made) if (!latest.has(result.tool)) latest.set(result.tool, result);
  const newestFirst = [...latest.values()];

  for (const result of newestFirst) {
    const next = stepsOf(result.tool).find((target) => !done.has(target));
    if (next) return { target: next, from: result };
  }

  const open = TOOL_MENU_ORDER.filter((tool) => !done.has(tool));
  const ledTo = new Set(TOOL_MENU_ORDER.flatMap((tool) => stepsOf(tool)));
  const start = open.find((tool) => ledTo.has(tool)) ?? open[0];
  return start ? { target: start } : null;
}
