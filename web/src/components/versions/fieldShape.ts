// What a part's hand-edit form draws, read from the part's zod schema (the tool's own result
// schema at the part's path): texts, numbers, lists with their length rules, nested objects. So a
// new tool's parts are editable with no form to write. Only the shapes results are made of are
// known here; anything else is edited as text and the schema still has the last word on save.
import type { z } from 'zod';

export type FieldShape =
  | { kind: 'text'; max?: number }
  | { kind: 'number'; min?: number; max?: number; integer: boolean }
  | { kind: 'choice'; options: string[] }
  | { kind: 'list'; item: FieldShape; min: number; max?: number }
  | { kind: 'object'; fields: { key: string; label: string; shape: FieldShape }[] };

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  format?: string;
}
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: Check } }[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);
const bound = (def: Def, check: string, field: 'minimum' | 'maximum' | 'value') => checksOf(def).find((c) => c.check === check)?.[field];

/** 'callToAction' → 'Call to action'. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldShape(schema: z.ZodType): FieldShape {
  let def = defOf(schema);
  // Wrappers a result schema may use around the value itself.
  while ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') && def.innerType) def = defOf(def.innerType);
  if (def.type === 'pipe' && def.in) return fieldShape(def.in);
  switch (def.type) {
    case 'number': {
      const min = bound(def, 'greater_than', 'value');
      const max = bound(def, 'less_than', 'value');
      return { kind: 'number', integer: checksOf(def).some((c) => c.format === 'safeint' || c.format === 'int32'), ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries ?? {}) };
    case 'array': {
      const max = bound(def, 'max_length', 'maximum');
      return { kind: 'list', item: def.element ? fieldShape(def.element) : { kind: 'text' }, min: bound(def, 'min_length', 'minimum') ?? 0, ...(max !== undefined ? { max } : {}) };
    }
    case 'object':
      return { kind: 'object', fields: Object.entries(def.shape ?? {}).map(([key, field]) => ({ key, label: humanize(key), shape: fieldShape(field) })) };
    default: {
      const max = bound(def, 'max_length', 'maximum');
      return { kind: 'text', ...(max !== undefined ? { max } : {}) };
    }
  }
}

/** A text long enough to want several lines (an email's body, a description). */
export const isLongText = (shape: Extract<FieldShape, { kind: 'text' }>, value: unknown) =>
  (shape.max ?? 0) >= 1000 || (typeof value === 'string' && (value.length > 120 || value.includes('\n')));

/** A new, empty entry of a list (what "Add" appends). */
export function emptyValue(shape: FieldShape): unknown {
  switch (shape.kind) {
    case 'text':
      return '';
    case 'number':
      return shape.min ?? 0;
    case 'choice':
      return shape.options[0] ?? '';
    case 'list':
      return Array.from({ length: shape.min }, () => emptyValue(shape.item));
    case 'object':
      return Object.fromEntries(shape.fields.map((field) => [field.key, emptyValue(field.shape)]));
  }
}

/**
 * Zod's messages in the app's words (the forms' style): a field emptied is "required", limits are
 * said in characters and entries.
 */
export function editMessage(issue: { code?: string; origin?: string; minimum?: unknown; maximum?: unknown; input?: unknown }): string | undefined {
  const many = (n: unknown, one: string) => `${String(n)} ${one}${n === 1 ? '' : 's'}`;
  if (issue.code === 'too_small' && issue.origin === 'string') return issue.minimum === 1 ? 'This field is required' : `Use at least ${many(issue.minimum, 'character')}`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `Use at most ${many(issue.maximum, 'character')}`;
  if (issue.code === 'too_small' && issue.origin === 'array') return `Keep at least ${many(issue.minimum, 'entry')}`.replace('entrys', 'entries');
  if (issue.code === 'too_big' && issue.origin === 'array') return `Keep at most ${many(issue.maximum, 'entry')}`.replace('entrys', 'entries');
  if (issue.code === 'too_small' && issue.origin === 'number') return `Use ${String(issue.minimum)} or more`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `Use ${String(issue.maximum)} or less`;
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return 'This field is required';
  return undefined;
}
