// A document sent to a client (DESIGN §10: the sending tool's /api/<tool>s/… and the /api/p/… routes): the answers'
// wire shapes, for the owner's screens, the client's page and the api alike. Built with ./check.ts, not
// zod: the client's page is phone-first and light, and the app shell polls the updates. The request
// bodies (zod, with their limits and messages) live beside the tool's schemas.
import { upgradeValueInputs } from '../money/legacy.ts';
import { MAIL_STATES } from '../mail/index.ts';
import { array, boolean, count, id, nullable, number, object, oneOf, optional, string, tagged, timestamp, upgraded, type Infer } from './check.ts';

const evidence = () => optional(array(object({ quote: string(), speaker: optional(string()) })));
// What code and the consultant said of the figures (money/drivers.ts `Checked`).
const checks = () => ({ evidence: evidence(), verified: optional(boolean()), flagged: optional(array(string())), confirmed: optional(boolean()) });
const period = () => oneOf(['month', 'year'] as const);

/** One value driver (money/drivers.ts), amounts in minor units. */
export const valueDriver = () =>
  tagged('kind', {
    time: object({ kind: oneOf(['time'] as const), people: number(), hoursPerWeek: number(), annualCostPerPerson: count(), ...checks() }),
    revenue: object({ kind: oneOf(['revenue'] as const), unitsPerMonth: number(), valuePerUnit: count(), margin: number(), ...checks() }),
    cost: object({ kind: oneOf(['cost'] as const), amount: count(), period: period(), ...checks() }),
  });

/** The value inputs a client moves: the drivers, and the budget they stated (a quote or acceptance from before currencies reads as a time driver in dollars). */
export const valueInputs = () =>
  upgraded(upgradeValueInputs, object({ drivers: array(valueDriver()), budget: optional(nullable(object({ min: count(), max: count(), period: period(), ...checks() }))) }));

/** POST /api/<tool>s/:id/send → 201 (200 when that version already has a live link). */
export const SentLinkResponseSchema = object({
  token: string(),
  url: string(),
  version: id(),
  hash: string(),
  sentAt: timestamp(),
  expiresAt: nullable(timestamp()),
  revokedAt: nullable(timestamp()),
});

const acceptance = () =>
  object({ version: id(), tier: string(), inputs: valueInputs(), fullName: string(), email: string(), acceptedAt: timestamp(), hash: string() });

/** One reply in a thread: who wrote it (the client or the consultant), what, when. */
export const threadReply = () => object({ id: id(), author: oneOf(['client', 'consultant'] as const), text: string(), createdAt: timestamp() });

/**
 * A client's change request or question on one section: a thread. Its state is the owner's to set
 * (answered names the version that answers it). Nothing private: the client's page shows it too.
 */
export const changeRequest = () =>
  object({
    id: id(),
    version: id(),
    path: string(),
    label: string(),
    comment: string(),
    createdAt: timestamp(),
    answeredInVersion: nullable(id()),
    kind: oneOf(['change', 'question'] as const),
    state: oneOf(['open', 'answered', 'declined'] as const),
    replies: array(threadReply()),
  });

/** POST /api/p/:token/change-requests → 201; PATCH /api/<tool>s/:id/change-requests/:crId → 200. */
export const ChangeRequestResponseSchema = changeRequest();

/** POST …/change-requests/:id/replies (the client's, or the owner's) → 201. */
export const ThreadReplyResponseSchema = threadReply();

/** GET /api/<tool>s/:id/activity (owner). */
export const ActivityResponseSchema = object({
  /** Unique visitors per day: one per visitor (IP and browser) per UTC day, summed over the days; the owner's own opens never count. */
  opens: count(),
  firstOpenedAt: nullable(timestamp()),
  lastOpenedAt: nullable(timestamp()),
  sends: array(SentLinkResponseSchema),
  acceptances: array(acceptance()),
  changeRequests: array(changeRequest()),
  /** The sent document e-mailed to its client (DESIGN §11), newest first: "e-mailed to …". */
  mails: array(object({ id: id(), to: string(), state: oneOf(MAIL_STATES), createdAt: timestamp(), sentAt: nullable(timestamp()) })),
  /** The reminders to the client (DESIGN §11): the author's switch, and the addresses that stopped them from a reminder's link. */
  reminders: object({ enabled: boolean(), stoppedBy: array(string()) }),
});

/** POST /api/<tool>s/:id/sends/:version/email → 202: the message, and whether it will be sent (mail is on). */
export const SentEmailResponseSchema = object({ mailId: id(), mailed: boolean() });

const tierQuote = () => object({ name: string(), monthly: count(), value: count(), roi: number(), atFloor: boolean() });

/** POST /api/p/:token/quote: the tiers offered for the client's inputs (one to three: those the value carries). */
export const QuoteResponseSchema = object({ tiers: array(tierQuote()) });

/** POST /api/p/:token/accept → 201, and 200 with the same acceptance when asked again. */
export const AcceptResponseSchema = object({ acceptedAt: timestamp(), hash: string(), tier: string(), version: id() });

/** GET /api/<tool>s/updates?since=: what clients did on the caller's sent documents since a time. */
export const SentUpdatesResponseSchema = object({
  /** The server's time of this answer: the next poll's `since` (the browser's clock never counts). */
  now: timestamp(),
  items: array(
    object({
      kind: oneOf(['accepted', 'change-request', 'question', 'reply'] as const),
      title: string(),
      version: count(),
      /** Who accepted; empty for a change request. */
      who: string(),
      /** The tier accepted, or the section a change, a question or the client's reply is on. */
      detail: string(),
      /** The saved result's screen in the app. */
      link: string(),
      at: timestamp(),
    }),
  ),
});

export type SentLinkResponse = Infer<typeof SentLinkResponseSchema>;
export type ActivityResponse = Infer<typeof ActivityResponseSchema>;
export type QuoteResponseBody = Infer<typeof QuoteResponseSchema>;
export type AcceptResponse = Infer<typeof AcceptResponseSchema>;
export type ChangeRequestResponse = Infer<typeof ChangeRequestResponseSchema>;
export type ThreadReply = Infer<typeof ThreadReplyResponseSchema>;
export type SentUpdatesResponse = Infer<typeof SentUpdatesResponseSchema>;
export type SentUpdate = SentUpdatesResponse['items'][number];
