// One-click unsubscribe links (DESIGN §11, RFC 8058): a token is signed with the server's secret
// (HMAC-SHA256), so it needs no table and cannot be forged for another account, kind or address. It
// only ever turns something off. Two kinds of link:
// - an account's news: `<userId>.<kind>.<sig>` turns that kind off for that account;
// - a client's reminders: `<sendId>.sent-reminder.<addressTag>.<sig>` stops the reminders of that
//   document to that address. The address is not in the link (a forwarded message shows no more than
//   it already does), only a tag of it, matched against the addresses the document was e-mailed to.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '@growth-suite/shared';

export type UnsubscribeLink = { for: 'account'; userId: number; kind: NotificationKind } | { for: 'reminders'; sendId: number; addressTag: string };

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
const signed = (secret: string, payload: string) => `${payload}.${sign(secret, payload)}`;

/** 96 bits of the lower-cased address: enough to tell a document's few recipients apart. */
export const addressTag = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('base64url').slice(0, 16);

export const unsubscribeToken = (secret: string, userId: number, kind: NotificationKind) => signed(secret, `${userId}.${kind}`);

export const reminderUnsubscribeToken = (secret: string, sendId: number, address: string) => signed(secret, `${sendId}.sent-reminder.${addressTag(address)}`);

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeLink | null {
  const match = /^([1-9]\d{0,9})\.([a-z-]{1,40})(?:\.([A-Za-z0-9_-]{16}))?\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, tag, signature] = match;
  // The pattern matched, so its id, kind and signature groups hold text (only the tag is optional).
  if (id === undefined || kind === undefined || signature === undefined) return null;
  const payload = tag === undefined ? `${id}.${kind}` : `${id}.${kind}.${tag}`;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (tag !== undefined) return kind === 'sent-reminder' ? { for: 'reminders', sendId: Number(id), addressTag: tag } : null;
  return isNotificationKind(kind) ? { for: 'account', userId: Number(id), kind } : null;
}

/** The one-click address (RFC 8058's List-Unsubscribe header: a mail provider POSTs it). */
export const unsubscribePath = (token: string) => `/api/unsubscribe/${token}`;
/** The page a reader opens from the message's own link: it says what stops, and asks. */
export const unsubscribePagePath = (token: string) => `/unsubscribe/${token}`;
