// Two versions compared as the result reads (the tool's own view of the newer one): which parts
// changed, and each changed part's words before and after as plain text — no Markdown or JSON
// syntax — so the word diff marks what a reader sees change. Parts are the tool's own (parts.ts):
// the same sections a user regenerates or edits, so a marked section is the one its actions change.
import { parsePath, partLabel, partsOf, valueAt, type ToolSlug } from '@growth-suite/shared';
import { humanize } from './fieldShape.ts';

export { CompareContext, useCompare, type Comparison, type PartChange } from './compareContext.ts';
import type { Comparison, PartChange } from './compareContext.ts';

/** A text value as it reads: Markdown's emphasis and heading marks left out, its list marks as bullets. */
export function plain(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_, a: string | undefined, b: string | undefined) => a ?? b ?? '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '• ');
}

const isScalar = (value: unknown): value is string | number | boolean => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A part's words as the screen lays them out: texts as they read, list entries as bullets, an
 * object's short fields as "Label: value" lines and its long ones under their label.
 */
export function partText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (isScalar(value)) return plain(String(value));
  if (Array.isArray(value)) {
    return value.every(isScalar) ? value.map((item) => `• ${plain(String(item))}`).join('\n') : value.map(partText).filter(Boolean).join('\n\n');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, field]) => {
        const text = partText(field);
        if (!text) return '';
        // A nested object (an email inside a step) reads as its own fields.
        if (field !== null && typeof field === 'object' && !Array.isArray(field)) return text;
        const short = isScalar(field) && !text.includes('\n') && text.length <= 100;
        return short ? `${humanize(key)}: ${text}` : `${humanize(key)}\n${text}`;
      })
      .filter(Boolean)
      .join('\n');
  }
  return '';
}

/** Keys sorted, so two equal values read equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** `results` with every part left out: what remains differs only outside the parts. */
function withoutParts(results: unknown, paths: readonly string[]): string {
  const copy: unknown = JSON.parse(canonical(results));
  // Deepest first, and list entries from the end, so removing one does not move another.
  for (const path of [...paths].sort((a, b) => b.split('/').length - a.split('/').length || b.localeCompare(a, undefined, { numeric: true }))) {
    const segments = parsePath(path);
    if (!segments) continue;
    const parent = valueAt(copy, segments.slice(0, -1));
    const last = segments[segments.length - 1]!;
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else if (parent !== null && typeof parent === 'object' && typeof last === 'string') delete (parent as Record<string, unknown>)[last];
  }
  return canonical(copy);
}

/** What changed from `before` (version `from`) to `after` (version `to`), part by part. */
export function compareResults(tool: ToolSlug, from: number, to: number, before: unknown, after: unknown): Comparison {
  const paths = new Map<string, string>();
  for (const part of partsOf(tool, after)) paths.set(part.path, part.label);
  for (const part of partsOf(tool, before)) if (!paths.has(part.path)) paths.set(part.path, partLabel(tool, part.path, before));
  const changes = new Map<string, PartChange>();
  for (const [path, label] of paths) {
    const segments = parsePath(path) ?? [];
    const was = valueAt(before, segments);
    const now = valueAt(after, segments);
    if (canonical(was) === canonical(now)) continue;
    const kind = was === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
    changes.set(path, { path, label, kind, before: partText(was), after: partText(now) });
  }
  const all = [...paths.keys()];
  return { from, to, changes, otherChanges: withoutParts(before, all) !== withoutParts(after, all) };
}

export { changeAnchor } from './compareContext.ts';
