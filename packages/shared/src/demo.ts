// The `demo` provider (DESIGN §3): a complete, schema-valid sample derived from the request,
// deterministic for the same input, so the product works offline and tests have real shapes.
// Also used by the fake OpenAI server that tests and benchmarks run against. It is every
// evaluator's first impression, so it reads as plausible sample work: free text from the form only
// steers word choice (keywords), numbers are formatted, and each tool keeps its own rules
// (tools/<slug>/demo.ts). A new tool adds one line here.
import { mapTools, type ToolSlug } from './catalog.ts';
import type { ToolDemo } from './tools/define.ts';
import { demo as coldEmail } from './tools/cold-email/demo.ts';
import { demo as growthPlan } from './tools/growth-plan/demo.ts';
import { demo as nicheFinder } from './tools/niche-finder/demo.ts';
import { demo as offerCreator } from './tools/offer-creator/demo.ts';
import type { ToolRequest, ToolResult } from './tools.ts';

const DEMOS: { [T in ToolSlug]: ToolDemo<ToolRequest<T>, ToolResult<T>> } = {
  'niche-finder': nicheFinder,
  'offer-creator': offerCreator,
  'growth-plan': growthPlan,
  'cold-email': coldEmail,
};

/** A valid request per tool, for tests, benchmarks and the fake LLM's fallback. */
export const SAMPLE_REQUESTS = mapTools((tool) => DEMOS[tool].sample);

/** The demo result of a request already validated with the tool's request schema. */
export function demoResult<T extends ToolSlug>(tool: T, request: unknown): ToolResult<T> {
  const demo: ToolDemo<unknown, ToolResult<T>> = DEMOS[tool];
  return demo.generate(request);
}
