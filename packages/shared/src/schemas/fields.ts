// Field builders: every field carries its spec message for "missing", "wrong type" and
// "too short" alike, and the contract's maximum (DESIGN §4).
import { z } from 'zod';
import { LIMITS, tooLong, tooMany } from '../constants.ts';

/** Trimmed text of at least `min` characters; `message` for everything below that. */
export const text = (min: number, message: string, max: number = LIMITS.short) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: tooLong(max) });

export const longText = (message: string, max: number = LIMITS.long) => text(20, message, max);

export const email = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(LIMITS.email, { error: tooLong(LIMITS.email) })
    .pipe(z.email({ error: message }));

export const choice = <V extends string>(values: readonly [V, ...V[]], message: string) =>
  z.enum(values, { error: message });

export const choices = <V extends string>(values: readonly [V, ...V[]], message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .min(1, { error: message })
    .max(LIMITS.listItems, { error: tooMany(LIMITS.listItems) })
    // A list never holds one value twice (the UI toggles); dedupe what a client sends.
    .transform((list) => [...new Set(list)]);

/** Optional text: absent, null or blank all become null. */
export const optionalText = (max: number = LIMITS.short) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((value) => (value ? value : null));

/** Bounded text produced by the model (results): never empty, never huge. */
export const outText = (max = 2000) => z.string().trim().min(1).max(max);
export const outList = (max = 10, itemMax = 500) => z.array(outText(itemMax)).max(max);
