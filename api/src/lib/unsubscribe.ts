// One-click unsubscribe links (DESIGN §11, RFC 8058): the token names an account and one kind of
// message, signed with the server's secret (HMAC-SHA256), so it needs no table and cannot be forged
// for another account or kind. It only ever turns one kind off.
import { isNotificationKind, type NotificationKind } from '@growth-suite/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: NotificationKind } | null {
  const match = /^([1-9]\d{0,9})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !isNotificationKind(match[2]!)) return null;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(match[1]), kind: match[2] as NotificationKind };
}

/** The one-click address (RFC 8058's List-Unsubscribe header: a mail provider POSTs it). */
export const unsubscribePath = (token: string) => `/api/unsubscribe/${token}`;
/** The page a reader opens from the message's own link: it says what stops, and asks. */
export const unsubscribePagePath = (token: string) => `/unsubscribe/${token}`;
