import { AUTHOR_FILTERS, toolDefinition, toValidationError, validate, type AuthorFilter, type ToolSlug } from '@growth-suite/shared';
import { z } from 'zod';
import { badRequest, notFound } from '../errors.ts';

/** The body checked against a shared schema, or a 400 with the spec's messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = validate(schema, body ?? {});
  if (!result.success) throw badRequest(result.error.message, result.error.fieldErrors);
  return result.data;
}

/** A positive integer path id; anything else cannot exist, so it is a 404. */
export function parseId(value: string | undefined, what = 'Not found'): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw notFound(what);
  return id;
}

/**
 * A whole result checked against its tool's result schema, or a 400 whose fieldErrors are keyed by
 * the path inside the result, in the notation of part paths (`sequence/1/email/body`): a result is
 * nested, so its top-level key alone would not say which field of a part is wrong.
 */
export function parseResults(tool: ToolSlug, results: unknown): Record<string, unknown> {
  const parsed = toolDefinition(tool).resultSchema.safeParse(results);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issues = parsed.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? { ...issue, path: [], keys: issue.keys.map((key) => [...issue.path, key].join('/')) }
      : { ...issue, path: issue.path.length > 0 ? [issue.path.join('/')] : [] },
  );
  const error = toValidationError(new z.ZodError(issues as z.core.$ZodIssue[]));
  throw badRequest(error.message, error.fieldErrors);
}

/** True when `value` is one of `values` (a query parameter checked against a list of names): narrows it to their type. */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.some((name) => name === value);

/** A list's `?author=` (DESIGN §11): `mine` (the caller's own), `everyone` or absent (everyone's). */
export function parseAuthorFilter(value: unknown): AuthorFilter {
  if (value === undefined) return 'everyone';
  if (isOneOf(AUTHOR_FILTERS, value)) return value;
  throw badRequest(`author must be one of ${AUTHOR_FILTERS.join(', ')}`);
}
