// The owner's side of a sent proposal (issue 24, DESIGN §10): send (freeze the current version behind
// a link), withdraw a version's link, and the activity (opens, links, acceptances, change requests).
// Another user's proposal, or any item that is not a proposal, is 404.
import { randomBytes } from 'node:crypto';
import { findAcceptance, findActivity, findBrand, findCurrentProposal, findPreviousSend, findUpdatesSince, revokeSends, sendCurrentVersion, type SendRecord } from '@growth-suite/db';
import { sendExpiry, SendRequestSchema, sentPath, type ProposalActivity, type SentLink, type SentProposal, type SentUpdates } from '@growth-suite/shared/tools/proposal/send';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import { resultLink } from '@growth-suite/shared';
import { type ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import type { Context } from 'koa';
import { badRequest, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { changesBetween, freeze, sectionsOf, type Frozen } from './freeze.ts';
import { logoUrl, madeWithShown } from '../account/brand.ts';
import { acceptancePdfRoute } from './acceptancePdf.ts';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';

/** 32 random bytes (256 bits), as share links. */
const newToken = () => randomBytes(32).toString('base64url');

/** The link's absolute address on the host the owner reached the app through. */
export const linkOf = (ctx: Context, send: SendRecord): SentLink => ({
  token: send.token,
  url: `${ctx.protocol}://${ctx.host}${sentPath(send.token)}`,
  version: send.version,
  hash: send.hash,
  sentAt: send.sentAt,
  expiresAt: send.expiresAt,
  revokedAt: send.revokedAt,
});

export function sendRoutes(deps: RouteDeps): RouteDef[] {
  const { knex } = deps;
  return [
    route('post', '/proposals/:id/send', 'user', async (ctx) => {
      const body = parseBody(SendRequestSchema, ctx.request.body ?? {});
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const now = new Date();
      const sent = await sendCurrentVersion(knex, {
        userId: ctx.state.user.id,
        generationId: id,
        token: newToken(),
        now,
        expiresAt: sendExpiry(body, now),
        freeze,
      });
      if (!sent) throw notFound(PROPOSAL_NOT_FOUND);
      ctx.status = sent.created ? 201 : 200;
      ctx.body = linkOf(ctx, sent.send);
    }),

    // The owner's preview: the current version as the client page will show it once sent (the same
    // shape as GET /api/p/:token), without freezing it or making a link. `expiresAt` is null: not sent.
    route('get', '/proposals/:id/preview', 'user', async (ctx) => {
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const userId = ctx.state.user.id;
      const current = await findCurrentProposal(knex, userId, id);
      if (!current) throw notFound(PROPOSAL_NOT_FOUND);
      const { hash, frozen: frozenText } = freeze(current);
      const frozen = JSON.parse(frozenText) as Frozen;
      const proposal = current.results as ProposalResult;
      const [brand, madeWith, acceptance, previous] = await Promise.all([findBrand(knex, userId), madeWithShown(knex), findAcceptance(knex, id, current.version), findPreviousSend(knex, id, current.version)]);
      const body: SentProposal = {
        title: frozen.title,
        proposal,
        version: current.version,
        hash,
        sentAt: new Date().toISOString(),
        expiresAt: null,
        valueModel: { floor: frozen.valueModel.floor, tiers: [...frozen.valueModel.tiers] },
        floor: frozen.valueModel.floor,
        inputs: frozen.inputs,
        clientCompany: frozen.clientCompany,
        preparedBy: { firmName: brand.firmName || frozen.firm || '', senderName: brand.senderName, accentColor: brand.accentColor, logoUrl: logoUrl('/api/account/brand/logo', brand.logo), madeWith },
        changes: changesBetween(previous, proposal),
        newer: null,
        acceptance: acceptance ? { version: acceptance.version, tier: acceptance.tier, inputs: acceptance.inputs as ValueInputs, fullName: acceptance.fullName, acceptedAt: acceptance.acceptedAt, hash: acceptance.hash } : null,
        sections: sectionsOf(proposal),
      };
      ctx.body = body;
    }),

    route('delete', '/proposals/:id/sends/:version', 'user', async (ctx) => {
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const version = parseId(ctx.params.version, 'Link not found');
      if (!(await revokeSends(knex, ctx.state.user.id, id, version, new Date()))) throw notFound('Link not found');
      ctx.status = 204;
    }),

    route('get', '/proposals/:id/activity', 'user', async (ctx) => {
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const activity = await findActivity(knex, ctx.state.user.id, id);
      if (!activity) throw notFound(PROPOSAL_NOT_FOUND);
      const body: ProposalActivity = {
        opens: activity.opens,
        firstOpenedAt: activity.firstOpenedAt,
        lastOpenedAt: activity.lastOpenedAt,
        sends: activity.sends.map((send) => linkOf(ctx, send)),
        acceptances: activity.acceptances.map((a) => ({ ...a, inputs: a.inputs as ValueInputs })),
        changeRequests: activity.changeRequests,
      };
      ctx.body = body;
    }),

    // Polled by the signed-in app so the owner hears of an acceptance or a change request on any screen.
    route('get', '/proposals/updates', 'user', async (ctx) => {
      const now = new Date();
      const sinceText = typeof ctx.query.since === 'string' ? ctx.query.since : '';
      const since = sinceText ? new Date(sinceText) : now;
      if (Number.isNaN(since.getTime()) || sinceText.length > 40) throw badRequest('since must be a time such as 2026-01-05T15:04:00.000Z');
      // Never further back than a day: a tab left open for a week does not replay the week.
      const from = new Date(Math.max(since.getTime(), now.getTime() - 86_400_000));
      const items = await findUpdatesSince(knex, ctx.state.user.id, from);
      const body: SentUpdates = { now: now.toISOString(), items: items.map(({ generationId, ...item }) => ({ ...item, link: resultLink('proposal', generationId) })) };
      ctx.body = body;
    }),

    acceptancePdfRoute(deps),
  ];
}
