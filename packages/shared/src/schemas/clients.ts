// A user's client file (DESIGN §10): the facts every tool asks for again (company, contact, revenue,
// pains, goals…) kept once, plus the dated transcripts of the calls with that client.
// Every field but `name` may be unknown: it is then the empty string, never null, so a form binds it
// as it is and a tool's prefill never has to tell "missing" from "blank".
import { z } from 'zod';
import { LIMITS, tooLong } from '../constants.ts';
import { COMPANY_SIZES } from '../options.ts';
import { CURRENCIES } from '../money/currency.ts';
import { ClientValueSchema } from '../money/schemas.ts';
import { email, isStorableText, INVALID_CHARACTERS, text } from './fields.ts';

/** A user keeps at most this many clients, a client at most this many calls (each up to LIMITS.transcript). */
export const CLIENTS_MAX = 500;
export const CLIENT_CALLS_MAX = 50;
/** The most results one generation can name as made from (context.sourceIds). */
export const SOURCES_MAX = 10;

export const CLIENT_NOT_FOUND = 'Client not found';
export const CLIENTS_LIMIT_MESSAGE = `You can keep at most ${CLIENTS_MAX} clients. Delete one you no longer need to add another.`;
export const CLIENT_CALLS_LIMIT_MESSAGE = `A client can keep at most ${CLIENT_CALLS_MAX} calls. Remove an old call to add another.`;
export const CLIENT_NAME_MESSAGE = "Please enter the client's company name";

/** Trimmed text that may be empty: absent means empty. */
const maybeText = (max: number) =>
  z.string({ error: 'Must be text' }).trim().refine(isStorableText, { error: INVALID_CHARACTERS }).max(max, { error: tooLong(max) });
const maybeEmail = () => z.union([z.literal(''), email()], { error: 'Please enter a valid email address' });
const maybeSize = () => z.enum(['', ...COMPANY_SIZES], { error: 'Please select a company size' });
/** The client's own currency ('' = the brand's): the documents for them are priced in it (DESIGN §11.1). */
const maybeCurrency = () => z.enum(['', ...CURRENCIES], { error: `Please choose a currency (${CURRENCIES.join(', ')})` });

/** A day that exists (2026-02-30 does not); the year from 1000, as MySQL's DATE stores it. */
const isRealDay = (day: string) => {
  const time = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(time.getTime()) && time.toISOString().startsWith(day);
};

/** An ISO calendar day (YYYY-MM-DD). */
export const isoDay = () =>
  z
    .string({ error: 'Enter the call date as YYYY-MM-DD' })
    .regex(/^[1-9]\d{3}-\d\d-\d\d$/, { error: 'Enter the call date as YYYY-MM-DD' })
    // Checked only once the format is right (a malformed day is not a date at all).
    .refine((day) => !/^[1-9]\d{3}-\d\d-\d\d$/.test(day) || isRealDay(day), { error: 'Enter a real calendar date' });

/** A call to add: its day and what was said. */
export const ClientCallInputSchema = z.strictObject({
  date: isoDay(),
  transcript: text(1, 'Please paste the call transcript', LIMITS.transcript),
});

/** The file's fields, each with its own maximum; `name` is the one required field. */
const fields = {
  name: text(1, CLIENT_NAME_MESSAGE),
  industry: maybeText(LIMITS.short),
  website: maybeText(LIMITS.short),
  size: maybeSize(),
  contactName: maybeText(LIMITS.short),
  contactTitle: maybeText(LIMITS.short),
  contactEmail: maybeEmail(),
  revenue: maybeText(LIMITS.short),
  offering: maybeText(LIMITS.long),
  pains: maybeText(LIMITS.long),
  goals: maybeText(LIMITS.long),
  budgetSignals: maybeText(LIMITS.long),
  objections: maybeText(LIMITS.long),
  notes: maybeText(LIMITS.long),
  currency: maybeCurrency(),
};
export type ClientFields = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };
export const CLIENT_FIELDS = Object.keys(fields) as (keyof ClientFields)[];

/** The client file's fields as the file's form names them. */
export const CLIENT_FIELD_LABELS: Record<keyof ClientFields, string> = {
  name: 'Company name',
  industry: 'Industry',
  website: 'Website',
  size: 'Company size',
  currency: 'Currency',
  contactName: 'Contact name',
  contactTitle: 'Contact title',
  contactEmail: 'Contact e-mail',
  revenue: 'Annual revenue',
  offering: 'What they sell',
  pains: 'Pains',
  goals: 'Goals',
  budgetSignals: 'Budget signals',
  objections: 'Objections',
  notes: 'Notes',
};


const calls = (message: string) => z.array(ClientCallInputSchema, { error: message }).max(CLIENT_CALLS_MAX, { error: CLIENT_CALLS_LIMIT_MESSAGE });

/** POST /api/clients: `name`, any other field (absent = empty), and the calls so far. */
export const ClientCreateRequestSchema = z.strictObject({
  name: fields.name,
  industry: fields.industry.default(''),
  website: fields.website.default(''),
  size: fields.size.default(''),
  contactName: fields.contactName.default(''),
  contactTitle: fields.contactTitle.default(''),
  contactEmail: fields.contactEmail.default(''),
  revenue: fields.revenue.default(''),
  offering: fields.offering.default(''),
  pains: fields.pains.default(''),
  goals: fields.goals.default(''),
  budgetSignals: fields.budgetSignals.default(''),
  objections: fields.objections.default(''),
  notes: fields.notes.default(''),
  currency: fields.currency.default(''),
  calls: calls('Calls must be a list of {date, transcript}').default([]),
  /** The value read from the call and checked on the review (DESIGN §11.2); the server re-checks it. */
  value: ClientValueSchema.nullable().optional(),
});

/**
 * PATCH /api/clients/:id: any subset of the fields (a field sent replaces it; `''` clears it, except
 * `name`), plus
 * - `archived`: true archives the client (it leaves the default list, its results stay), false restores it;
 * - `addCalls`: calls to add, `[{date, transcript}]` (a call is never edited: remove it and add it again);
 * - `removeCallIds`: ids of this client's calls to remove (an id that is not one of them is a 404).
 * Removals happen before additions, so one request can replace a call even at the limit. Nothing is
 * written unless all of it is valid.
 */
export const ClientUpdateRequestSchema = z
  .strictObject(fields)
  .partial()
  .extend({
    /** The value (null clears it); the server re-checks its quotes against the file's calls. */
    value: ClientValueSchema.nullable().optional(),
    archived: z.boolean({ error: 'archived must be true or false' }).optional(),
    addCalls: calls('addCalls must be a list of {date, transcript}').optional(),
    removeCallIds: z
      .array(z.number({ error: 'removeCallIds must be a list of call ids' }).int().positive(), { error: 'removeCallIds must be a list of call ids' })
      .max(CLIENT_CALLS_MAX, { error: `Remove at most ${CLIENT_CALLS_MAX} calls at a time` })
      .transform((ids) => [...new Set(ids)])
      .optional(),
  });

/**
 * POST /api/clients/:id/move (DESIGN §11.2): the workspace the client moves into, with its calls, results,
 * versions, packs and sent documents. The caller is an admin or owner of both workspaces.
 */
export const ClientMoveRequestSchema = z.strictObject({
  workspaceId: z.number({ error: 'Choose the workspace to move the client to' }).int({ error: 'Choose the workspace to move the client to' }).positive({ error: 'Choose the workspace to move the client to' }),
});
export const CLIENT_MOVE_SAME_WORKSPACE = 'The client is already in this workspace';
export const CLIENT_MOVE_PACK_RUNNING = 'A pack is still being built for this client: move it once the pack has finished';

/**
 * What a tool request may carry beside the tool's own fields (DESIGN §10): the client it is for and
 * the saved results it was made from. Both must be the caller's; they are stored with the generation.
 */
export const GenerationContextSchema = z.strictObject({
  clientId: z.number({ error: 'clientId must be a client id' }).int().positive().optional(),
  sourceIds: z
    .array(z.number({ error: 'sourceIds must be a list of result ids' }).int().positive(), { error: 'sourceIds must be a list of result ids' })
    .max(SOURCES_MAX, { error: `Name at most ${SOURCES_MAX} results to work from` })
    .transform((ids) => [...new Set(ids)])
    .optional(),
});

export type ClientCallInput = z.infer<typeof ClientCallInputSchema>;
export type ClientCreateRequest = z.infer<typeof ClientCreateRequestSchema>;
export type ClientUpdateRequest = z.infer<typeof ClientUpdateRequestSchema>;
export type ClientMoveRequest = z.infer<typeof ClientMoveRequestSchema>;
export type GenerationContext = z.infer<typeof GenerationContextSchema>;
