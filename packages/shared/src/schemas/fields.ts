// Field builders: every field carries its spec message for "missing", "wrong type" and
// "too short" alike, and the contract's maximum (DESIGN §4).
import { z } from 'zod';
import { LIMITS, tooLong, tooMany } from '../constants.ts';

// A lone UTF-16 surrogate cannot be stored as utf8mb4 (the insert fails after the LLM was paid
// for) and NUL truncates text in many tools downstream: refuse both at the door, with a message.
// eslint-disable-next-line no-control-regex -- NUL (\u0000) is matched on purpose: it is what gets refused
const MALFORMED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;
const MALFORMED_ALL = new RegExp(MALFORMED.source, 'g');
export const INVALID_CHARACTERS = 'Contains invalid characters. Please remove them and try again.';
export const isStorableText = (value: string) => !MALFORMED.test(value);
const storable = { error: INVALID_CHARACTERS };

/** Trimmed text of at least `min` characters; `message` for everything below that. */
export const text = (min: number, message: string, max: number = LIMITS.short) =>
  z.string({ error: message }).trim().refine(isStorableText, storable).min(min, { error: message }).max(max, { error: tooLong(max) });

export const longText = (message: string, max: number = LIMITS.long) => text(20, message, max);

/**
 * Compatibility forms (fullwidth letters, ligatures) fold to their plain letters, and only
 * letters, digits, `.`, `_` and `-` remain allowed: no invisible or format characters and no
 * look-alikes from other scripts, so no two accounts can render the same in the admin table,
 * and no username can look like (or be) an e-mail address, which login also accepts.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const USERNAME_CHARACTERS = 'Username may only contain letters (a-z), digits, dots, dashes and underscores';
export const username = (message = 'Username must be at least 3 characters') =>
  z
    .string({ error: message })
    .overwrite((value) => value.normalize('NFKC').trim())
    .min(3, { error: message })
    .max(LIMITS.short, { error: tooLong(LIMITS.short) })
    .regex(USERNAME_PATTERN, { error: USERNAME_CHARACTERS });

/** What a user types to sign in (a username or an e-mail), folded the way usernames are stored. */
export const loginName = (message: string) =>
  z
    .string({ error: message })
    .overwrite((value) => value.normalize('NFKC').trim())
    .refine(isStorableText, storable)
    .min(3, { error: message })
    .max(LIMITS.email, { error: tooLong(LIMITS.email) });

export const email = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .refine(isStorableText, storable)
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
    .refine(isStorableText, storable)
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Bounded text produced by the model (results): never empty, never huge. Malformed characters are
 * replaced rather than refused: refusing would pay for another LLM call to fix one character.
 */
export const outText = (max = 2000) =>
  z
    .string()
    .overwrite((value) => value.replace(MALFORMED_ALL, '\uFFFD'))
    .trim()
    .min(1)
    .max(max);
export const outList = (max = 10, itemMax = 500) => z.array(outText(itemMax)).max(max);

/** The spec's message for a missing or too-short full name, the same in every tool's form. */
export const FULL_NAME = 'Please enter your full name';
