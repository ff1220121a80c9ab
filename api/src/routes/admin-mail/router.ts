// The outbox for the site's admins (DESIGN §11): every message with its state, one message's parts,
// and a resend of any message in any state, once SMTP is set. A message with a one-time link (a password
// reset, an invitation) is resent with a fresh link and the old one stops working: a link cut from the
// kept copy (sent, or a failed reset) is never needed again.
import { createHash, randomBytes } from 'node:crypto';
import { findMail, findResendableMail, listMail, renewInvitationToken, renewPasswordReset, type MailRecord, type ResendableMail } from '@growth-suite/db';
import { DAY_MS, INVITATION_DAYS, LINK_REMOVED, MAIL_STATES, PASSWORD_RESET_MINUTES } from '@growth-suite/shared';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isOneOf, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

const MAIL_NOT_FOUND = 'Message not found';
const PAGE = 50;

const row = ({ id, kind, to, subject, state, attempts, createdAt, sentAt, error }: MailRecord) => ({ id, kind, to, subject, state, attempts, createdAt, sentAt, error });
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The fresh one-time link a resend carries, with what it replaces in the message (the old link while it
 * is kept, else the words left where it was cut); null for a message without one.
 */
async function freshLink(knex: RouteDeps['knex'], message: ResendableMail): Promise<{ from: string; to: string } | null> {
  if (message.kind !== 'password-reset' && message.kind !== 'invitation') return null;
  if (!message.linkOrigin) throw conflict('This message’s link cannot be made again: ask its recipient to start over');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  if (message.kind === 'password-reset') {
    if (message.userId === null) throw conflict('The account this reset was for no longer exists');
    await renewPasswordReset(knex, { userId: message.userId, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000) }, now);
    return { from: message.secret ?? LINK_REMOVED, to: `${message.linkOrigin}/reset-password/${token}` };
  }
  const invitationId = Number(/^invitation-(\d+)$/.exec(message.eventKey ?? '')?.[1] ?? Number.NaN);
  const renewed = Number.isInteger(invitationId) && (await renewInvitationToken(knex, invitationId, { tokenHash: sha256(token), expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) }, now));
  if (!renewed) throw conflict('This invitation is no longer open (accepted, withdrawn or expired): invite them again');
  return { from: message.secret ?? LINK_REMOVED, to: `${message.linkOrigin}/invitations/${token}` };
}

export function adminMailRoutes({ knex, mail }: RouteDeps): RouteDef[] {
  return [
    route('get', '/admin/mail', 'admin', async (ctx) => {
      const stateText = ctx.query.state === undefined || ctx.query.state === '' ? undefined : String(ctx.query.state);
      if (stateText !== undefined && !isOneOf(MAIL_STATES, stateText)) throw badRequest(`state must be one of ${MAIL_STATES.join(', ')}`);
      const cursor = ctx.query.cursor === undefined ? undefined : String(ctx.query.cursor);
      if (cursor !== undefined && !/^[1-9]\d{0,9}$/.test(cursor)) throw badRequest('cursor must be the nextCursor of a previous page');
      const page = await listMail(knex, { state: stateText, before: cursor === undefined ? undefined : Number(cursor), limit: PAGE });
      ctx.body = { items: page.items.map(row), nextCursor: page.nextCursor === null ? null : String(page.nextCursor), enabled: mail.enabled ? 'on' : 'off' };
    }),

    route('get', '/admin/mail/:id', 'admin', async (ctx) => {
      const found = await findMail(knex, parseId(ctx.params.id, MAIL_NOT_FOUND));
      if (!found) throw notFound(MAIL_NOT_FOUND);
      ctx.body = { message: row(found), text: found.text, html: found.html, attachment: found.attachmentName };
    }),

    // Any state: a sent message goes again, a failed or kept one is queued with a new retry window, a
    // queued or sending one gets a new job (the outbox's claim still lets one send happen at a time).
    route('post', '/admin/mail/:id/resend', 'admin', async (ctx) => {
      const found = await findResendableMail(knex, parseId(ctx.params.id, MAIL_NOT_FOUND));
      if (!found) throw notFound(MAIL_NOT_FOUND);
      if (!mail.enabled) throw conflict('Mail is not configured: set SMTP_URL, then send it again');
      if (!(await mail.resend(found.id, found.dispatch, (await freshLink(knex, found)) ?? undefined))) {
        throw conflict('This message changed while it was being resent: reload the outbox and try again');
      }
      ctx.status = 202;
      ctx.body = {};
    }),
  ];
}
