import { validate } from '@growth-suite/shared';
import type { z } from 'zod';
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
