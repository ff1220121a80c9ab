// Every model tool's prompt (worker/src/generators/<slug>.ts, collected in generated/generators.ts);
// the mapped type makes the compiler ask for every tool whose results a model writes, and only those
// (a tool whose meta says `generator: 'code'` is worked out by its definition's `compute`).
import type { ModelToolSlug, ToolSlug } from '@growth-suite/shared';
import { TOOL_GENERATORS } from '../generated/generators.ts';
import type { AnyGenerator, Generator } from './types.ts';

const GENERATORS: { [T in ModelToolSlug]: Generator<T> } = TOOL_GENERATORS;

export function generatorFor(tool: ToolSlug): AnyGenerator {
  if (!Object.hasOwn(GENERATORS, tool)) throw new Error(`${tool} has no prompt: its results are worked out by code`);
  return GENERATORS[tool as ModelToolSlug];
}
