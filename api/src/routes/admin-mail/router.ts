// The outbox for the site's admins (DESIGN §11): every message with its state, one message's parts,
// and a resend (once SMTP is set, of a message kept while mail was off, or of one that failed).
import { findMail, listMail, type MailRecord } from '@growth-suite/db';
import { MAIL_STATES } from '@growth-suite/shared';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isOneOf, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

const MAIL_NOT_FOUND = 'Message not found';
const PAGE = 50;

const row = ({ id, kind, to, subject, state, attempts, createdAt, sentAt, error }: MailRecord) => ({ id, kind, to, subject, state, attempts, createdAt, sentAt, error });

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

    route('post', '/admin/mail/:id/resend', 'admin', async (ctx) => {
      const id = parseId(ctx.params.id, MAIL_NOT_FOUND);
      if (!(await findMail(knex, id))) throw notFound(MAIL_NOT_FOUND);
      if (!mail.enabled) throw conflict('Mail is not configured: set SMTP_URL, then send it again');
      if (!(await mail.resend(id))) throw conflict('This message cannot be sent again: it is being sent, or its one-time link or attachment is no longer kept');
      ctx.status = 202;
      ctx.body = {};
    }),
  ];
}
