// A proposal e-mailed to its client (DESIGN §11): the live link of one version, with the consultant's
// own note (plain text), from the workspace's sender name, in its brand. Each press is one message (a
// resend is another); the activity lists them ("e-mailed to …"). Capped per user per day, so the
// product is never a relay; the address is checked by the schema, the note is never read as HTML.
import { findBrand, findLiveSendOf } from '@growth-suite/db';
import { DAY_MS, formatValidUntil, SentEmailRequestSchema } from '@growth-suite/shared';
import { sentPath } from '@growth-suite/shared/tools/proposal/send';
import { proposalMail } from '@growth-suite/shared/tools/proposal/mail';
import { HttpError, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route } from '../route.ts';
import { frozenOf } from './freeze.ts';

export function proposalEmailRoute({ knex, mail, config }: RouteDeps) {
  const perDay = config.mail.recipientsPerUserPerDay;
  return route('post', '/proposals/:id/sends/:version/email', 'member', async (ctx) => {
    const { to, message } = parseBody(SentEmailRequestSchema, ctx.request.body);
    const id = parseId(ctx.params.id, 'Proposal not found');
    const version = parseId(ctx.params.version, 'Link not found');
    const { scope, user } = ctx.state;
    const send = await findLiveSendOf(knex, scope, id, version, new Date());
    if (!send) throw notFound('Link not found');
    const frozen = frozenOf(send);
    const brand = await findBrand(knex, scope);
    const senderName = brand.senderName.trim() || user.fullName?.trim() || user.username;
    const url = `${config.appUrl}${sentPath(send.token)}`;
    // The client's time zone is unknown: the last day is the link's UTC day, as its page shows it, in the proposal's locale.
    const content = proposalMail(
      { title: frozen.title, note: message ?? '', url, expiresOn: send.expiresAt ? formatValidUntil(send.expiresAt, frozen.locale) : null, senderName },
      { firmName: brand.firmName, accentColor: brand.accentColor },
    );
    // The day's count and the write are one step: parallel presses cannot all pass the cap.
    const sent = await mail.sendWithinCap(
      // The client's reply reaches the consultant who sent it (the sender is a no-reply address).
      { kind: 'sent', to, fromName: senderName, ...content, userId: user.id, workspaceId: scope.workspaceId, generationId: id, sendId: send.id, linkUrl: url, replyTo: user.email || null },
      { userId: user.id, perDay, since: new Date(Date.now() - DAY_MS) },
    );
    if ('refused' in sent) throw new HttpError(429, `You can send at most ${perDay} e-mails a day: try again tomorrow, or copy the link`);
    ctx.status = 202;
    ctx.body = { mailId: sent.mailId, mailed: sent.mailed };
  });
}
