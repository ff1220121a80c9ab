// The client's side of a sent proposal (issue 24, DESIGN §10): anyone holding a live link reads that
// one frozen version, prices it with their own inputs, accepts it once, or asks for a change to one
// section. Nothing here reaches another version's or another proposal's data except through the same
// proposal's sends (what changed since the last one, and whether a newer one exists). Unknown,
// withdrawn and expired links are the same 404. Reads are rate-limited as share links; writes tighter.
import { createHmac } from 'node:crypto';
import { acceptSend, addChangeRequest, findAcceptance, findBrand, findBrandLogo, findLiveSend, findNewerSend, findPreviousSend, recordView, type SendRecord } from '@growth-suite/db';
import { priceTiers, type ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import {
  AcceptRequestSchema,
  ALREADY_ACCEPTED_MESSAGE,
  CHANGE_REQUESTS_PER_SEND,
  ChangeRequestSchema,
  QuoteRequestSchema,
  SEND_TOKEN_PATTERN,
  SENT_NOT_FOUND,
  sentPath,
  SUPERSEDED_MESSAGE,
  type QuoteResponse,
  type SentProposal,
} from '@growth-suite/shared/tools/proposal/send';
import type { Context } from 'koa';
import { badRequest, conflict, HttpError, notFound } from '../../errors.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppState } from '../../types.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { logoUrl, madeWithShown } from '../account/brand.ts';
import { sendImage } from '../account/router.ts';
import { changesBetween, frozenOf, sectionsOf } from './freeze.ts';

type Ctx = Context & { state: AppState };

export function clientPageRoutes({ knex, limiter, config }: RouteDeps): RouteDef[] {
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

  const urlOf = (ctx: Ctx, token: string) => `${ctx.protocol}://${ctx.host}${sentPath(token)}`;

  return [
    route('get', '/p/:token', 'public', async (ctx) => {
      const send = await liveSend(ctx);
      const now = new Date();
      // The owner checking their own link is not the client opening it.
      if (ctx.state.user?.id !== send.userId) await recordView(knex, send.generationId, visitorOf(ctx, now), now);
      const proposal = send.snapshot as ProposalResult;
      const frozen = frozenOf(send);
      const [brand, madeWith, acceptance, newer, previous] = await Promise.all([
        findBrand(knex, send.userId),
        madeWithShown(knex),
        findAcceptance(knex, send.generationId, send.version),
        findNewerSend(knex, send.generationId, send.version, now),
        findPreviousSend(knex, send.generationId, send.version),
      ]);
      const body: SentProposal = {
        title: frozen.title,
        proposal,
        version: send.version,
        hash: send.hash,
        sentAt: send.sentAt,
        expiresAt: send.expiresAt,
        valueModel: { floor: frozen.valueModel.floor, tiers: [...frozen.valueModel.tiers] },
        floor: frozen.valueModel.floor,
        inputs: frozen.inputs,
        clientCompany: frozen.clientCompany,
        preparedBy: {
          firmName: brand.firmName || frozen.firm || '',
          senderName: brand.senderName,
          accentColor: brand.accentColor,
          logoUrl: logoUrl(`/api/p/${send.token}/logo`, brand.logo),
          madeWith,
        },
        changes: changesBetween(previous, proposal),
        newer: newer ? { version: newer.version, url: urlOf(ctx, newer.token) } : null,
        // The client's own choice (tier and inputs) is shown back to them; their e-mail stays with the owner.
        acceptance: acceptance ? { version: acceptance.version, tier: acceptance.tier, inputs: acceptance.inputs as ValueInputs, fullName: acceptance.fullName, acceptedAt: acceptance.acceptedAt, hash: acceptance.hash } : null,
        sections: sectionsOf(proposal),
      };
      ctx.body = body;
    }),

    route('get', '/p/:token/logo', 'public', async (ctx) => {
      const send = await liveSend(ctx);
      const logo = await findBrandLogo(knex, send.userId);
      if (!logo) throw notFound('No logo here');
      sendImage(ctx, logo, 'private, max-age=300');
    }),

    route('post', '/p/:token/quote', 'public', async (ctx) => {
      const { inputs } = parseBody(QuoteRequestSchema, ctx.request.body);
      const send = await liveSend(ctx);
      const body: QuoteResponse = { tiers: priceTiers(frozenOf(send).valueModel, inputs) };
      ctx.body = body;
    }),

    route('post', '/p/:token/accept', 'public', async (ctx) => {
      const body = parseBody(AcceptRequestSchema, ctx.request.body);
      const send = await liveSend(ctx, { write: true });
      const tiers = priceTiers(frozenOf(send).valueModel, body.inputs);
      if (!tiers.some((tier) => tier.name === body.tier)) throw badRequest('Please choose one of the three tiers', { tier: 'Please choose one of the three tiers' });
      const outcome = await acceptSend(knex, send, {
        tier: body.tier,
        inputs: body.inputs,
        fullName: body.fullName,
        email: body.email,
        ip: ctx.ip,
        userAgent: ctx.get('User-Agent'),
        now: new Date(),
      });
      if (outcome.outcome === 'superseded') throw conflict(SUPERSEDED_MESSAGE);
      if (outcome.outcome === 'other-accepted') throw conflict(ALREADY_ACCEPTED_MESSAGE);
      // A second click, or the same client again: the first acceptance, unchanged.
      ctx.status = outcome.outcome === 'accepted' ? 201 : 200;
      ctx.body = { acceptedAt: outcome.acceptance.acceptedAt, hash: outcome.acceptance.hash, tier: outcome.acceptance.tier, version: outcome.acceptance.version };
    }),

    route('post', '/p/:token/change-requests', 'public', async (ctx) => {
      const body = parseBody(ChangeRequestSchema, ctx.request.body);
      const send = await liveSend(ctx, { write: true });
      const section = sectionsOf(send.snapshot as ProposalResult).find((s) => s.path === body.path);
      if (!section) throw badRequest('Please choose a section of this proposal', { path: 'Please choose a section of this proposal' });
      const created = await addChangeRequest(knex, send, { path: section.path, label: section.label, comment: body.comment, now: new Date() }, CHANGE_REQUESTS_PER_SEND);
      if (!created) throw new HttpError(429, 'You have sent many requests on this version. Please wait for an answer before sending more.');
      ctx.status = 201;
      ctx.body = created;
    }),
  ];
}
