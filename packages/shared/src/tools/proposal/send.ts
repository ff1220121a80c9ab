// Sending a proposal to the client (issue 24, DESIGN §10): the owner freezes one version as a
// snapshot with a SHA-256 of its canonical JSON and gets a link (/p/:token). The client reads it there,
// moves the value inputs (the quote is the shared pricing function), accepts one tier or asks for a
// change to one section. The wire shapes of those routes live here, for the API and both screens.
import { z } from 'zod';
import { DAY_MS, INSTRUCTION_MAX, tooLong } from '../../constants.ts';
import { email, FULL_NAME, INVALID_CHARACTERS, isStorableText, text } from '../../schemas/fields.ts';
import { ValueInputsSchema } from '../../money/schemas.ts';

export { ACCEPTED_VERSION_MESSAGE, redraftInstruction } from '../../contract/versions.ts';

/** The client's page. */
export const sentPath = (token: string) => `/p/${token}`;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const SEND_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SENT_NOT_FOUND = 'This proposal link is not valid. It may have expired or been withdrawn.';
export const SUPERSEDED_MESSAGE = 'A newer version of this proposal was sent. Please open the latest link to accept it.';
export const ALREADY_ACCEPTED_MESSAGE = 'This proposal was already accepted.';
export const CONSENT_MESSAGE = 'Please confirm that you accept the proposal';

/** How long a sent link lives unless the owner chooses: the life of a typical quote. */
export const SEND_DEFAULT_DAYS = 30;
export const SEND_MAX_DAYS = 365;
/** A change request becomes the AI redraft's instruction, so it has the instruction's limit. */
export const CHANGE_REQUEST_MAX = INSTRUCTION_MAX;
/** Open change requests a link takes before it asks the client to wait for an answer. */
export const CHANGE_REQUESTS_PER_SEND = 20;
/** Replies one thread holds (client's and owner's together), and a client's replies through one link. */
export const REPLIES_PER_THREAD = 50;
export const REPLIES_PER_SEND = 200;
export const REPLY_MAX = CHANGE_REQUEST_MAX;
export const THREAD_NOT_FOUND = 'This conversation was not found.';
export const CHANGE_AFTER_ACCEPTANCE_MESSAGE = 'This proposal was already accepted, so it can no longer be changed. You can still ask a question.';
export const THREAD_FULL_MESSAGE = 'This conversation is full. Please start a new question on the section.';
export const NO_SUCH_VERSION_MESSAGE = 'That version does not exist. Please choose one of the proposal’s versions.';

/** A change request is a change or a question (a question may be asked after acceptance). */
export const THREAD_KINDS = ['change', 'question'] as const;
/** A thread's state is set by the owner only: answered names the version that answers it. */
export const THREAD_STATES = ['open', 'answered', 'declined'] as const;

/** The lengths the send forms offer (days); any whole number of days up to SEND_MAX_DAYS is accepted. */
export const SEND_DAY_CHOICES = [7, 14, 30, 60] as const;
export const EXPIRES_ON_FORMAT = 'Choose the last day as YYYY-MM-DD';
export const EXPIRES_ON_PAST = 'The last day must be after today';
export const EXPIRES_ON_FAR = `The last day can be at most ${SEND_MAX_DAYS} days from today`;
export const EXPIRY_ONE_OF = 'Choose either a number of days or a last day, not both';

/** A chosen last day's end (23:59:59.999 UTC): the link lives through that whole day. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);
/** The UTC day `days` from today, YYYY-MM-DD. */
export const dayFromToday = (days: number, now = Date.now()) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
const realDay = (day: string) => /^\d{4}-\d\d-\d\d$/.test(day) && !Number.isNaN(endOfDay(day).getTime()) && endOfDay(day).toISOString().startsWith(day);

/**
 * POST /api/proposals/:id/send: for how long the link lives — `expiresInDays` (from now) or
 * `expiresOn` (a last day, YYYY-MM-DD, after today and at most SEND_MAX_DAYS ahead, in UTC), one of
 * the two; neither: SEND_DEFAULT_DAYS.
 */
export const SendRequestSchema = z
  .object({
    expiresInDays: z.number({ error: 'The number of days must be a number' }).int({ error: 'The number of days must be whole' }).min(1, { error: 'At least 1 day' }).max(SEND_MAX_DAYS, { error: `At most ${SEND_MAX_DAYS} days` }).optional(),
    expiresOn: z
      .string({ error: EXPIRES_ON_FORMAT })
      .refine(realDay, { error: EXPIRES_ON_FORMAT })
      .refine((day) => !realDay(day) || day > dayFromToday(0), { error: EXPIRES_ON_PAST })
      .refine((day) => !realDay(day) || day <= dayFromToday(SEND_MAX_DAYS), { error: EXPIRES_ON_FAR })
      .optional(),
  })
  .strict()
  .refine((body) => body.expiresInDays === undefined || body.expiresOn === undefined, { error: EXPIRY_ONE_OF, path: ['expiresOn'] });

/** When a send's link stops working. */
export const sendExpiry = (body: { expiresInDays?: number | undefined; expiresOn?: string | undefined }, now: Date): Date =>
  body.expiresOn !== undefined ? endOfDay(body.expiresOn) : new Date(now.getTime() + (body.expiresInDays ?? SEND_DEFAULT_DAYS) * DAY_MS);

/** The value inputs the client moves: the request's own schema (money/schemas.ts), so the limits and messages are the same. */
export { ValueInputsSchema };

/** POST /api/p/:token/quote. */
export const QuoteRequestSchema = z.object({ inputs: ValueInputsSchema });

/** The accept request named terms other than the ones this send froze (a page from elsewhere, or altered). */
export const TERMS_MISMATCH = 'These are not the terms this proposal was sent with: please reload the page and read them again';

/** POST /api/p/:token/accept. */
export const AcceptRequestSchema = z.object({
  tier: z.string({ error: 'Please choose a tier' }).min(1, { error: 'Please choose a tier' }).max(60),
  inputs: ValueInputsSchema,
  fullName: text(2, FULL_NAME),
  email: email(),
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
  /**
   * The SHA-256 of the terms the page showed (the page's `terms.hash`): the server keeps it with the
   * acceptance once it matches the send's frozen terms. Left out: nothing is recorded of the terms.
   */
  termsHash: z.string({ error: TERMS_MISMATCH }).regex(/^[0-9a-f]{64}$/, { error: TERMS_MISMATCH }).nullish(),
});

/**
 * The address a client may give when she writes in a thread (DESIGN §11.2): optional, so a blank one is
 * the same as none; the consultant's replies are e-mailed there.
 */
const clientEmail = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), email().optional());

/** POST /api/p/:token/change-requests: one section (a part path), what the client asks, and whether it is a change or a question. */
export const ChangeRequestSchema = z.object({
  path: z.string({ error: 'Please choose a section' }).min(1, { error: 'Please choose a section' }).max(200),
  comment: z
    .string({ error: 'Please say what you would like changed' })
    .trim()
    .min(3, { error: 'Please say what you would like changed' })
    .max(CHANGE_REQUEST_MAX, { error: tooLong(CHANGE_REQUEST_MAX) })
    .refine(isStorableText, { error: INVALID_CHARACTERS }),
  kind: z.enum(THREAD_KINDS, { error: 'Please say whether this is a change or a question' }).default('change'),
  email: clientEmail,
});

/** POST /api/proposals/:id/change-requests/:crId/replies (the owner's reply); the client's adds her address (below). */
export const ReplyRequestSchema = z.object({
  text: z
    .string({ error: 'Please write a reply' })
    .trim()
    .min(1, { error: 'Please write a reply' })
    .max(REPLY_MAX, { error: tooLong(REPLY_MAX) })
    .refine(isStorableText, { error: INVALID_CHARACTERS }),
});

/** POST /api/p/:token/change-requests/:id/replies: the client's reply, with her (optional) address. */
export const ClientReplyRequestSchema = ReplyRequestSchema.extend({ email: clientEmail });

/** PATCH /api/proposals/:id/change-requests/:crId: the owner sets the state (answered names a version; the current one when left out). */
export const ThreadStateRequestSchema = z
  .object({
    state: z.enum(THREAD_STATES, { error: 'The state must be open, answered or declined' }),
    answeredInVersion: z.number({ error: 'Please choose a version' }).int({ error: 'Please choose a version' }).positive({ error: 'Please choose a version' }).optional(),
  })
  .strict();

export type SendRequest = z.infer<typeof SendRequestSchema>;
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;
export type AcceptRequest = z.infer<typeof AcceptRequestSchema>;
export type ChangeRequestBody = z.input<typeof ChangeRequestSchema>;
export type ReplyRequest = z.infer<typeof ReplyRequestSchema>;
export type ClientReplyRequest = z.input<typeof ClientReplyRequestSchema>;
export type ThreadStateRequest = z.infer<typeof ThreadStateRequestSchema>;

// The answers' wire shapes are the contract's (contract/sending.ts, zod-free for the light client
// page); these are their names here.
export type {
  SentLinkResponse as SentLink,
  QuoteResponseBody as QuoteResponse,
  ActivityResponse as ProposalActivity,
  ChangeRequestResponse as ChangeRequestRecord,
  ThreadReply,
  AcceptResponse,
} from '../../contract/sending.ts';
export type Acceptance = import('../../contract/sending.ts').ActivityResponse['acceptances'][number];
export type { SentResponse as SentProposal } from './wire.ts';
export type SectionChange = import('./wire.ts').SentResponse['changes'][number];

export type { SentUpdatesResponse as SentUpdates } from '../../contract/sending.ts';

/** JSON with every object's keys sorted: the same value always gives the same text (and hash). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
