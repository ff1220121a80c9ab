// The client's side of a sent proposal (issue 24, DESIGN §10): anyone holding a live link reads that
// one frozen version, prices it with their own inputs, accepts it once, or asks for a change to one
// section. Nothing here reaches another version's or another proposal's data except through the same
// proposal's sends (what changed since the last one, and whether a newer one exists). Unknown,
// withdrawn and expired links are the same 404. Reads are rate-limited as share links; writes tighter.
import { createHmac } from 'node:crypto';
import { acceptSend, addChangeRequest, addReply, findAcceptance, findBrandLogo, findLiveSend, findNewerSend, findScope, recordView, type SendRecord } from '@growth-suite/db';
import { attachmentHeader, feeTax, formatMoney } from '@growth-suite/shared';
import { createProposalNews } from './news.ts';
import { createThreadMail } from './threadMail.ts';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import {
  AcceptRequestSchema,
  ALREADY_ACCEPTED_MESSAGE,
  CHANGE_AFTER_ACCEPTANCE_MESSAGE,
  CHANGE_REQUESTS_PER_SEND,
  ChangeRequestSchema,
  ClientReplyRequestSchema,
  QuoteRequestSchema,
  REPLIES_PER_SEND,
  REPLIES_PER_THREAD,
  THREAD_FULL_MESSAGE,
  THREAD_NOT_FOUND,
  SEND_TOKEN_PATTERN,
  SENT_NOT_FOUND,
  sentPath,
  SUPERSEDED_MESSAGE,
  TERMS_MISMATCH,
  type QuoteResponse,
  type SentProposal,
} from '@growth-suite/shared/tools/proposal/send';
import type { Context } from 'koa';
import { badRequest, conflict, HttpError, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { AppState } from '../../types.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { sendImage } from '../account/router.ts';
import { frozenOf, sectionsOf, termsHash } from './freeze.ts';
import { sentPageOf } from './sentPage.ts';
import { acceptedPdfFileName, clientPdfFileName, sentProposalDocument, timeZoneOf } from './acceptancePdf.ts';
import { createAcceptanceConfirmation } from './confirmation.ts';

// Tests and other modules read the client's file name from here, where its route is.
export { clientPdfFileName };

/** A tier the client's inputs do not carry (or no tier of this proposal at all). */
const TIER_NOT_OFFERED = 'Please choose one of the tiers offered';

type Ctx = Context & { state: AppState };

export function clientPageRoutes({ knex, limiter, config, render, mail, logger }: RouteDeps): RouteDef[] {
  // The consultants hear of the client's acts by e-mail too (DESIGN §11), written after the answer.
  const news = createProposalNews({ knex, mail, logger, secret: config.sessionSecret });
  // And the client who accepts hears of it herself, with her copy of the PDF.
  const confirm = createAcceptanceConfirmation({ knex, mail, logger, render });
  // Every link in their messages is on the configured public origin: a visitor's Host header changes none.
  const origin = config.appUrl;
  // What she writes in a thread reaches them too (batched per recipient, DESIGN §11.2).
  const threadMail = createThreadMail({ knex, mail, logger, secret: config.sessionSecret, origin, batchMs: config.mail.batchMs });
  /**
   * The live send behind the URL's token. Counted against the caller's limit first (a write against
   * the tighter one too), so guessing tokens costs a request each.
   */
  async function liveSend(ctx: Ctx, { write = false } = {}): Promise<SendRecord> {
    // Never indexed, and the token never sent on as a referrer.
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Referrer-Policy', 'no-referrer');
    await limiter.consume(`sent:ip:${ctx.ip}`, config.rateLimits.shared);
    if (write) await limiter.consume(`sent-writes:ip:${ctx.ip}`, config.rateLimits.sentWrites);
    const token = ctx.params.token ?? '';
    const send = SEND_TOKEN_PATTERN.test(token) ? await findLiveSend(knex, token, new Date()) : null;
    if (!send) throw notFound(SENT_NOT_FOUND);
    return send;
  }

  /**
   * One visitor on one day: an HMAC of the day, IP and user agent under the server's secret. Raw
   * addresses are never stored for a view, and the same visitor is a different value the next day.
   */
  const visitorOf = (ctx: Ctx, now: Date) =>
    createHmac('sha256', config.sessionSecret).update(`${now.toISOString().slice(0, 10)}\n${ctx.ip}\n${ctx.get('User-Agent')}`).digest('hex');

  const urlOf = (token: string) => `${origin}${sentPath(token)}`;

  return [
    route('get', '/p/:token', 'public', async (ctx) => {
      const send = await liveSend(ctx);
      const now = new Date();
      // The consultants checking their own link (a member of the proposal's workspace) are not the client opening it.
      const user = ctx.state.user;
      const ours = user !== undefined && (user.id === send.userId || (await findScope(knex, user.id, send.workspaceId)) !== null);
      // A reader's first open of this link: its consultants hear of it once (the event key sees to that).
      if (!ours && (await recordView(knex, send.generationId, visitorOf(ctx, now), now))) {
        const frozen = frozenOf(send);
        news({ kind: 'sent-opened', generationId: send.generationId, eventKey: `opened-${send.id}`, title: frozen.title, version: send.version, who: '', detail: '', words: '' }, origin);
      }
      const newer = await findNewerSend(knex, send.generationId, send.version, now);
      const body: SentProposal = await sentPageOf(knex, {
        workspaceId: send.workspaceId,
        generationId: send.generationId,
        version: send.version,
        hash: send.hash,
        sentAt: send.sentAt,
        expiresAt: send.expiresAt,
        frozen: frozenOf(send),
        proposal: send.snapshot as ProposalResult,
        logoPath: `/api/p/${send.token}/logo`,
        newer: newer ? { version: newer.version, url: urlOf(newer.token) } : null,
        pdfUrl: `/api/p/${send.token}/pdf`,
      });
      ctx.body = body;
    }),

    route('get', '/p/:token/logo', 'public', async (ctx) => {
      const send = await liveSend(ctx);
      const logo = await findBrandLogo(knex, send);
      if (!logo) throw notFound('No logo here');
      sendImage(ctx, logo, 'private, max-age=300');
    }),

    route('post', '/p/:token/quote', 'public', async (ctx) => {
      const { inputs } = parseBody(QuoteRequestSchema, ctx.request.body);
      const send = await liveSend(ctx);
      const frozen = frozenOf(send);
      const body: QuoteResponse = { tiers: priceTiers(frozen.valueModel, inputs, frozen.currency).tiers };
      ctx.body = body;
    }),

    route('post', '/p/:token/accept', 'public', async (ctx) => {
      const body = parseBody(AcceptRequestSchema, ctx.request.body);
      const send = await liveSend(ctx, { write: true });
      const frozen = frozenOf(send);
      // Only a tier offered for these inputs (the value carries one to three: pricing.ts).
      const { tiers } = priceTiers(frozen.valueModel, body.inputs, frozen.currency);
      if (!tiers.some((tier) => tier.name === body.tier)) throw badRequest(TIER_NOT_OFFERED, { tier: TIER_NOT_OFFERED });
      // The terms she says she was shown must be the ones this send froze: then they are kept with her acceptance.
      if (body.termsHash && (!frozen.terms || termsHash(frozen.terms) !== body.termsHash)) throw badRequest(TERMS_MISMATCH, { termsHash: TERMS_MISMATCH });
      const outcome = await acceptSend(knex, send, {
        tier: body.tier,
        inputs: body.inputs,
        fullName: body.fullName,
        email: body.email,
        ip: ctx.ip,
        userAgent: ctx.get('User-Agent'),
        now: new Date(),
        // Accepted under the tax the send states (its frozen facts), kept with the record.
        tax: frozen.tax,
        termsHash: body.termsHash ?? null,
      });
      if (outcome.outcome === 'superseded') throw conflict(SUPERSEDED_MESSAGE);
      if (outcome.outcome === 'other-accepted') throw conflict(ALREADY_ACCEPTED_MESSAGE);
      if (outcome.outcome === 'accepted') {
        const fee = tiers.find((tier) => tier.name === body.tier)!.monthly;
        const stated = feeTax(fee, frozen.tax, frozen.currency, frozen.locale).text;
        const detail = `${body.tier}, ${formatMoney(fee, frozen.currency, frozen.locale)}${stated ? ` ${stated}` : ''} a month`;
        // The consultants' copy: the owner's record (e-mail, address, browser), times in UTC.
        const accepted = { acceptance: outcome.acceptance, origin: { ip: ctx.ip, userAgent: ctx.get('User-Agent') } };
        const attachment = async () => ({ filename: acceptedPdfFileName(send, outcome.acceptance, 'UTC'), content: await render.render('pdf', await sentProposalDocument(knex, send, accepted, 'UTC')) });
        confirm(send, outcome.acceptance, detail, urlOf(send.token));
        news({ kind: 'sent-accepted', generationId: send.generationId, eventKey: `accepted-${send.generationId}-v${send.version}`, title: frozen.title, version: send.version, who: body.fullName, detail, words: '', attachment }, origin);
      }
      // A second click, or the same client again: the first acceptance, unchanged.
      ctx.status = outcome.outcome === 'accepted' ? 201 : 200;
      ctx.body = { acceptedAt: outcome.acceptance.acceptedAt, hash: outcome.acceptance.hash, tier: outcome.acceptance.tier, version: outcome.acceptance.version };
    }),

    route('post', '/p/:token/change-requests', 'public', async (ctx) => {
      const body = parseBody(ChangeRequestSchema, ctx.request.body);
      const send = await liveSend(ctx, { write: true });
      const section = sectionsOf(send.snapshot as ProposalResult).find((s) => s.path === body.path);
      if (!section) throw badRequest('Please choose a section of this proposal', { path: 'Please choose a section of this proposal' });
      // An accepted version no longer changes; a question about it is still welcome.
      if (body.kind === 'change' && (await findAcceptance(knex, send.generationId, send.version))) throw conflict(CHANGE_AFTER_ACCEPTANCE_MESSAGE);
      const created = await addChangeRequest(knex, send, { path: section.path, label: section.label, comment: body.comment, kind: body.kind, now: new Date(), clientEmail: body.email }, CHANGE_REQUESTS_PER_SEND);
      if (!created) throw new HttpError(429, 'You have sent many requests on this version. Please wait for an answer before sending more.');
      threadMail.toConsultants({
        generationId: send.generationId,
        threadId: created.id,
        path: section.path,
        title: frozenOf(send).title,
        event: { key: `thread-${created.id}`, kind: created.kind, version: send.version, section: section.label, words: created.comment },
      });
      ctx.status = 201;
      ctx.body = created;
    }),

    // The client's reply in one of the threads on this proposal (any of its links).
    route('post', '/p/:token/change-requests/:id/replies', 'public', async (ctx) => {
      const body = parseBody(ClientReplyRequestSchema, ctx.request.body);
      const send = await liveSend(ctx, { write: true });
      const threadId = parseId(ctx.params.id, THREAD_NOT_FOUND);
      const added = await addReply(
        knex,
        { generationId: send.generationId, changeRequestId: threadId, sendId: send.id, author: 'client', text: body.text, now: new Date(), clientEmail: body.email },
        { perThread: REPLIES_PER_THREAD, perSend: REPLIES_PER_SEND },
      );
      if (added.outcome === 'not-found') throw notFound(THREAD_NOT_FOUND);
      if (added.outcome === 'thread-full') throw new HttpError(429, THREAD_FULL_MESSAGE);
      if (added.outcome === 'link-full') throw new HttpError(429, 'You have sent many replies through this link. Please wait for an answer before sending more.');
      threadMail.toConsultants({
        generationId: send.generationId,
        threadId,
        path: added.thread.path,
        title: frozenOf(send).title,
        event: { key: `reply-${added.reply.id}`, kind: 'reply', version: added.thread.version, section: added.thread.label, words: added.reply.text },
      });
      ctx.status = 201;
      ctx.body = added.reply;
    }),

    // The sent version as a PDF; once accepted, with its acceptance page (never the e-mail or address).
    route('get', '/p/:token/pdf', 'public', async (ctx) => {
      const send = await liveSend(ctx);
      // A document costs a render: counted against the tighter limit as well, apart from the writes.
      await limiter.consume(`sent-pdf:ip:${ctx.ip}`, config.rateLimits.sentWrites);
      const tz = timeZoneOf(ctx.query);
      const acceptance = await findAcceptance(knex, send.generationId, send.version);
      const document = await sentProposalDocument(knex, send, acceptance ? { acceptance } : null, tz);
      const body = await render.render('pdf', document);
      const name = clientPdfFileName(frozenOf(send).clientCompany, send.version, acceptance !== null);
      ctx.set('Content-Disposition', attachmentHeader(name));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'application/pdf';
      ctx.body = body;
    }),
  ];
}
