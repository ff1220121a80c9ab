// Every tool's prompt (worker/src/generators/<slug>.ts, collected in generated/generators.ts); the
// mapped type makes the compiler ask for every tool of the catalog, and only those.
import type { ToolSlug } from '@growth-suite/shared';
import { TOOL_GENERATORS } from '../generated/generators.ts';
import type { AnyGenerator, Generator } from './types.ts';

const GENERATORS: { [T in ToolSlug]: Generator<T> } = TOOL_GENERATORS;

export const generatorFor = (tool: ToolSlug): AnyGenerator => GENERATORS[tool];
