// One shape for every 400 (DESIGN §4): `message` is the first failing field's message in
// form order, `fieldErrors` the first message of each failing field.
import type { z } from 'zod';

export interface ValidationErrorBody {
  message: string;
  fieldErrors: Record<string, string>;
}

export const NOT_AN_OBJECT = 'The request body must be a JSON object';

export function toValidationError(error: z.ZodError, fieldOrder: readonly string[] = []): ValidationErrorBody {
  // A Map, not an object literal: a field may be named `constructor` or `__proto__`.
  const firstMessage = new Map<string, string>();
  const note = (field: string, message: string) => {
    if (!firstMessage.has(field)) firstMessage.set(field, message);
  };
  let rootMessage: string | undefined;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) note(key, `Unknown field: ${key}`);
      continue;
    }
    const field = issue.path[0];
    if (field === undefined) {
      rootMessage ??= issue.code === 'invalid_type' ? NOT_AN_OBJECT : issue.message;
      continue;
    }
    note(String(field), issue.message);
  }
  const fieldErrors: Record<string, string> = Object.fromEntries(firstMessage);
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  const first = Object.keys(fieldErrors).sort((a, b) => rank(a) - rank(b))[0];
  return { message: rootMessage ?? (first ? firstMessage.get(first)! : 'Invalid request'), fieldErrors };
}

/** Parse `input` with `schema`; on failure the contract's error body, in the schema's field order. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { success: true; data: z.output<S> } | { success: false; error: ValidationErrorBody } {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, error: toValidationError(result.error, fieldOrderOf(schema)) };
}

function fieldOrderOf(schema: z.ZodType): string[] {
  // Objects (and objects wrapped in refine/pipe) expose their shape; its key order is the form order.
  const def = (schema as unknown as { def?: { shape?: object; in?: z.ZodType; schema?: z.ZodType } }).def;
  if (def?.shape) return Object.keys(def.shape);
  if (def?.in) return fieldOrderOf(def.in);
  if (def?.schema) return fieldOrderOf(def.schema);
  const shape = (schema as unknown as { shape?: object }).shape;
  return shape ? Object.keys(shape) : [];
}
