// The `demo` provider (DESIGN §3): a complete, schema-valid sample derived from the request,
// deterministic for the same input, so the product works offline and tests have real shapes.
// Also used by the fake OpenAI server that tests and benchmarks run against. It is every
// evaluator's first impression, so it reads as plausible sample work: free text from the form only
// steers word choice (keywords), numbers are formatted, and each tool keeps its own rules
// (tools/<slug>/demo.ts).
import { mapTools, type ToolSlug } from './catalog.ts';
import type { ToolDemo } from './tools/define.ts';
import { TOOL_DEMOS } from './generated/toolDemos.ts';
import { resolvePart, valueAt } from './parts.ts';
import type { RefineInput } from './prompt.ts';
import { demoRedraft, fakeModelRedraft } from './demo/refine.ts';
import type { ToolRequest, ToolResult } from './tools.ts';

/** Each tool's demo.ts (generated/toolDemos.ts); the mapped type asks for every tool of the catalog. */
const DEMOS: { [T in ToolSlug]: ToolDemo<ToolRequest<T>, ToolResult<T>> } = TOOL_DEMOS;

/** A valid request per tool, for tests, benchmarks and the fake LLM's fallback. */
export const SAMPLE_REQUESTS = mapTools((tool) => DEMOS[tool].sample);

/** The demo result of a request already validated with the tool's request schema. */
export function demoResult<T extends ToolSlug>(tool: T, request: unknown): ToolResult<T> {
  const demo: ToolDemo<unknown, ToolResult<T>> = DEMOS[tool];
  return demo.generate(request);
}

/**
 * The demo provider's answer for one part (a refinement, DESIGN §10): the part with what the
 * instruction asks applied where code can, the rest as it was (demo/refine.ts). Nothing of its own in
 * the text (the regenerate dialog says what the demo cannot do), never a version mark, never a
 * reordering. Deterministic, like every demo answer.
 */
export function demoRefine(tool: ToolSlug, refine: RefineInput): unknown {
  const part = resolvePart(tool, refine.path, refine.results);
  if (!part) throw new RangeError(`No part ${refine.path}`);
  return demoRedraft(valueAt(refine.results, part.segments), refine.instruction, (value) => part.schema.safeParse(value).success);
}

/** The fake model server's answer for one part (tests, benchmarks): the demo's, always changed (demo/refine.ts). */
export function fakeModelRefine(tool: ToolSlug, refine: RefineInput): unknown {
  const part = resolvePart(tool, refine.path, refine.results);
  if (!part) throw new RangeError(`No part ${refine.path}`);
  return fakeModelRedraft(valueAt(refine.results, part.segments), refine.instruction, (value) => part.schema.safeParse(value).success);
}
