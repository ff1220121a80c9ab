// A result while the LLM is still writing it (issue: live generation). The worker parses the growing
// JSON text into a value, keeps only what has the right shape for the tool's result schema (a valid
// prefix: `sanitizePartial`), and publishes it; the web fills what is still missing with empty values
// (`completePartial`) so the result components draw a partial result exactly as they draw a final one.
// Both walk the zod schema itself, so a field added to a result schema is covered without more code.
import type { z } from 'zod';
import type { PartialToolResult } from './events.ts';
import { TOOLS } from './tools.ts';
import type { ToolSlug } from './catalog.ts';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/**
 * The schema a wrapper (optional, nullable, default, a pipe's input side) stands for. A preprocess (a
 * pipe from a transform, which reads an older stored shape) stands for its output side.
 */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && defOf(def.in).type === 'transform' && def.out) current = def.out;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What of `value` fits `schema`'s shape: objects keep their known keys that fit, arrays their items
 * that fit, strings and finite numbers stay; anything of the wrong type is dropped (undefined).
 * Length and range rules are not applied: the final result is validated in full before it is saved.
 */
export function sanitizePartial(schema: z.ZodType, value: unknown): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return undefined;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const kept = sanitizePartial(field, value[key]);
        if (kept !== undefined) out[key] = kept;
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => sanitizePartial(def.element!, item)).filter((item) => item !== undefined) : undefined;
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    default:
      return value === null ? undefined : value;
  }
}

/** `partial` with every missing field filled with an empty value of its type ('' · 0 · [] · {}). */
export function completePartial(schema: z.ZodType, partial: unknown): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const source = isPlainObject(partial) ? partial : {};
      // An optional field not given stays absent (a ROI calculation typed by hand has no `pricedFrom`).
      const given = Object.entries(def.shape ?? {}).filter(([key, field]) => source[key] !== undefined || defOf(field).type !== 'optional');
      return Object.fromEntries(given.map(([key, field]) => [key, completePartial(field, source[key])]));
    }
    case 'array':
      return Array.isArray(partial) ? partial.map((item) => completePartial(def.element!, item)) : [];
    case 'string':
      return typeof partial === 'string' ? partial : '';
    case 'number':
      return typeof partial === 'number' ? partial : 0;
    case 'boolean':
      return typeof partial === 'boolean' ? partial : false;
    default:
      return partial;
  }
}

/** The tool's partial result, or undefined when nothing of it has the right shape yet. */
export const sanitizePartialResult = <T extends ToolSlug>(tool: T, value: unknown) =>
  sanitizePartial(TOOLS[tool].resultSchema, value) as PartialToolResult<T> | undefined;

