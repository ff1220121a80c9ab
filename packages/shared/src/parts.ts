// Parts of a result (DESIGN §10): the pieces a user regenerates with AI or edits by hand, one at a
// time. A part's address is a path into the result (`sequence/1`, `strategy/phases/0`,
// `offerStructure/pricingStrategy`; list positions count from 0), matched against the kinds its
// tool declares (`parts` in tools/<slug>/index.ts). Its schema is the result schema's at that path,
// walked here, so a new tool declares only patterns and labels.
//
// Splicing copies only the objects and lists on the path: everything else is the same value, so a
// result serialised after a change is byte-identical outside the part.
import { z } from 'zod';
import type { ToolSlug } from './catalog.ts';
import { PART_PATH_MAX } from './constants.ts';
import type { PartKind } from './tools/define.ts';
import { toolDefinition } from './tools.ts';


export type PathSegment = string | number;

/** One part of a concrete result, as the screen and the version panel show it. */
export interface Part {
  path: string;
  /** The kind it is (its tool's pattern, e.g. `sequence/*`). */
  kind: string;
  label: string;
}

/** `sequence/1` → ['sequence', 1]; null when it is not a well-formed path. */
export function parsePath(path: string): PathSegment[] | null {
  if (path.length === 0 || path.length > PART_PATH_MAX || !/^[A-Za-z0-9]+(\/[A-Za-z0-9]+)*$/.test(path)) return null;
  return path.split('/').map((segment) => (/^(0|[1-9]\d{0,3})$/.test(segment) ? Number(segment) : segment));
}

const matches = (pattern: string, segments: readonly PathSegment[]) => {
  const want = pattern.split('/');
  return want.length === segments.length && want.every((w, i) => (w === '*' ? typeof segments[i] === 'number' : w === segments[i]));
};

const positions = (segments: readonly PathSegment[]) => segments.filter((s): s is number => typeof s === 'number');

/** The value at `segments` of `value`, or undefined. */
export function valueAt(value: unknown, segments: readonly PathSegment[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = current !== null && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>)[segment] : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** `value` with `part` at `segments`: only the objects and lists on the path are copied. */
export function withValueAt(value: unknown, segments: readonly PathSegment[], part: unknown): unknown {
  if (segments.length === 0) return part;
  const [head, ...rest] = segments as [PathSegment, ...PathSegment[]];
  if (typeof head === 'number') {
    if (!Array.isArray(value) || head >= value.length) throw new RangeError('No such part');
    const copy = [...value];
    copy[head] = withValueAt(value[head], rest, part);
    return copy;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, head)) throw new RangeError('No such part');
  return { ...(value as Record<string, unknown>), [head]: withValueAt((value as Record<string, unknown>)[head], rest, part) };
}

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The schema of the value at `segments` of a value of `schema` (objects and lists only). */
export function schemaAt(schema: z.ZodType, segments: readonly PathSegment[]): z.ZodType {
  let current = schema;
  for (const segment of segments) {
    let def = defOf(current);
    // Wrappers: optional/nullable/default hold their schema as innerType, a pipe (a preprocess that
    // reads an older stored shape) as `out`.
    for (;;) {
      if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) def = defOf(def.innerType);
      else if (def.type === 'pipe' && def.out) def = defOf(def.out);
      else break;
    }
    const next = typeof segment === 'number' ? (def.type === 'array' ? def.element : undefined) : def.type === 'object' ? def.shape?.[segment] : undefined;
    if (!next) throw new RangeError(`No schema at ${segments.join('/')}`);
    current = next;
  }
  return current;
}

/** A part of a tool's result, resolved: its kind, where it is, and its schema. */
export interface ResolvedPart {
  kind: PartKind;
  segments: PathSegment[];
  schema: z.ZodType;
}

/**
 * The part `path` names in `results` of `tool`, or null when the path is not one of the tool's part
 * kinds or the result has no such entry (`sequence/7` of a 4-email sequence).
 */
export function resolvePart(tool: ToolSlug, path: string, results: unknown): ResolvedPart | null {
  const segments = parsePath(path);
  if (!segments) return null;
  const definition = toolDefinition(tool);
  const kind = definition.parts.find((k) => matches(k.pattern, segments));
  if (!kind || valueAt(results, segments) === undefined) return null;
  return { kind, segments, schema: schemaAt(definition.resultSchema, segments) };
}

/** The part's label in `results` ('Email 2'), or the path itself when it names no part there. */
export function partLabel(tool: ToolSlug, path: string, results: unknown): string {
  const segments = parsePath(path);
  const kind = segments && toolDefinition(tool).parts.find((k) => matches(k.pattern, segments));
  return kind && segments ? kind.label(positions(segments), results) : path;
}

/** Every part of `results`, in the order the tool declares its kinds, list entries in order. */
export function partsOf(tool: ToolSlug, results: unknown): Part[] {
  const out: Part[] = [];
  for (const kind of toolDefinition(tool).parts) {
    const expand = (prefix: PathSegment[], rest: string[]) => {
      if (rest.length === 0) {
        if (valueAt(results, prefix) !== undefined) out.push({ path: prefix.join('/'), kind: kind.pattern, label: kind.label(positions(prefix), results) });
        return;
      }
      const [head, ...tail] = rest as [string, ...string[]];
      if (head !== '*') return expand([...prefix, head], tail);
      const list = valueAt(results, prefix);
      if (Array.isArray(list)) list.forEach((_, i) => expand([...prefix, i], tail));
    };
    expand([], kind.pattern.split('/'));
  }
  return out;
}

/**
 * `results` with `value` as the part at `path`, validated with the tool's own result schema: the
 * whole result must still be valid (a list's length rules, say). Throws a ZodError when not.
 */
export function spliceResult(tool: ToolSlug, results: unknown, path: string, value: unknown): Record<string, unknown> {
  const part = resolvePart(tool, path, results);
  if (!part) throw new RangeError(`No part ${path}`);
  const spliced = withValueAt(results, part.segments, part.schema.parse(value));
  return toolDefinition(tool).resultSchema.parse(spliced) as Record<string, unknown>;
}

/**
 * What a model answers when asked for one part: `{ "part": … }`. Strict structured output wants an
 * object at the top, and a part may be a list or a text.
 */
export const partAnswerSchema = (part: ResolvedPart) => z.object({ part: part.schema });

/**
 * `results` as they may be written: the tool's computed figures recomputed from its request (its
 * `settle`; the rest unchanged). Every write of results goes through this, whoever made them.
 */
export function settleResults(tool: ToolSlug, request: unknown, results: unknown): unknown {
  const definition = toolDefinition(tool);
  return definition.settle ? definition.settle(request, results) : results;
}
