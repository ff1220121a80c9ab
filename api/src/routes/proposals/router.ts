// The owner's side of a sent proposal (issue 24, DESIGN §10): send (freeze the current version behind
// a link), withdraw a version's link, and the activity (opens, links, acceptances, change requests).
// Another user's proposal, or any item that is not a proposal, is 404.
import { randomBytes } from 'node:crypto';
import { addReply, findActivity, findBrand, findCurrentProposal, findUpdatesSince, listSentMails, ownsProposal, reminderStops, remindersOn, revokeSends, sendCurrentVersion, setThreadState, type SendRecord } from '@growth-suite/db';
import {
  NO_SUCH_VERSION_MESSAGE,
  REPLIES_PER_SEND,
  REPLIES_PER_THREAD,
  ReplyRequestSchema,
  sendExpiry,
  SendRequestSchema,
  sentPath,
  THREAD_FULL_MESSAGE,
  THREAD_NOT_FOUND,
  ThreadStateRequestSchema,
  type ProposalActivity,
  type SentLink,
  type SentProposal,
  type SentUpdates,
} from '@growth-suite/shared/tools/proposal/send';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import { resultLink } from '@growth-suite/shared';
import { type ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { freeze, frozenFacts, snapshotHash } from './freeze.ts';
import { brandFacts } from '../account/brand.ts';
import { sentPageOf } from './sentPage.ts';
import { acceptancePdfRoute } from './acceptancePdf.ts';
import { proposalEmailRoute } from './email.ts';
import { remindersRoute } from './reminders.ts';
import { createThreadMail } from './threadMail.ts';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';

/** 32 random bytes (256 bits), as share links. */
const newToken = () => randomBytes(32).toString('base64url');

/** The link's absolute address on the configured public origin (APP_URL), whatever host the owner came through. */
export const linkOf = (origin: string, send: SendRecord): SentLink => ({
  token: send.token,
  url: `${origin}${sentPath(send.token)}`,
  version: send.version,
  hash: send.hash,
  sentAt: send.sentAt,
  expiresAt: send.expiresAt,
  revokedAt: send.revokedAt,
});

export function sendRoutes(deps: RouteDeps): RouteDef[] {
  const { knex } = deps;
  // The owner's replies reach the client by e-mail (batched per recipient, DESIGN §11.2).
  const threadMail = createThreadMail({ knex, mail: deps.mail, logger: deps.logger, secret: deps.config.sessionSecret, origin: deps.config.appUrl, batchMs: deps.config.mail.batchMs });
  return [
    route('post', '/proposals/:id/send', 'member', async (ctx) => {
      const body = parseBody(SendRequestSchema, ctx.request.body ?? {});
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const now = new Date();
      // The tax and terms the brand states now are frozen with the send (a later brand change leaves it as sent).
      const facts = brandFacts(await findBrand(knex, ctx.state.scope));
      const sent = await sendCurrentVersion(knex, ctx.state.scope, {
        generationId: id,
        token: newToken(),
        now,
        expiresAt: sendExpiry(body, now),
        freeze: (state) => freeze(state, facts),
      });
      if (!sent) throw notFound(PROPOSAL_NOT_FOUND);
      ctx.status = sent.created ? 201 : 200;
      ctx.body = linkOf(deps.config.appUrl, sent.send);
    }),

    // The owner's preview: the current version as the client page will show it once sent (the same
    // shape as GET /api/p/:token), without freezing it or making a link. `expiresAt` is null: not sent.
    route('get', '/proposals/:id/preview', 'member', async (ctx) => {
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const { scope } = ctx.state;
      const current = await findCurrentProposal(knex, scope, id);
      if (!current) throw notFound(PROPOSAL_NOT_FOUND);
      const body: SentProposal = await sentPageOf(knex, {
        workspaceId: scope.workspaceId,
        generationId: id,
        version: current.version,
        hash: snapshotHash(current.results),
        sentAt: new Date().toISOString(),
        expiresAt: null,
        frozen: frozenFacts(current, brandFacts(await findBrand(knex, scope))),
        proposal: current.results as ProposalResult,
        logoPath: `/api/account/brand/logo?workspace=${scope.workspaceId}`,
        newer: null,
        pdfUrl: '',
      });
      ctx.body = body;
    }),

    route('delete', '/proposals/:id/sends/:version', 'member', async (ctx) => {
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const version = parseId(ctx.params.version, 'Link not found');
      if (!(await revokeSends(knex, ctx.state.scope, id, version, new Date()))) throw notFound('Link not found');
      ctx.status = 204;
    }),

    route('get', '/proposals/:id/activity', 'member', async (ctx) => {
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const activity = await findActivity(knex, ctx.state.scope, id);
      if (!activity) throw notFound(PROPOSAL_NOT_FOUND);
      const body: ProposalActivity = {
        opens: activity.opens,
        firstOpenedAt: activity.firstOpenedAt,
        lastOpenedAt: activity.lastOpenedAt,
        sends: activity.sends.map((send) => linkOf(deps.config.appUrl, send)),
        acceptances: activity.acceptances.map(({ tax: _tax, termsHash: _terms, ...a }) => ({ ...a, inputs: a.inputs as ValueInputs })),
        changeRequests: activity.changeRequests,
        mails: (await listSentMails(knex, id)).map(({ id: mailId, to, state, createdAt, sentAt }) => ({ id: mailId, to, state, createdAt, sentAt })),
        reminders: { enabled: await remindersOn(knex, id), stoppedBy: await reminderStops(knex, id) },
      };
      ctx.body = body;
    }),

    // Polled by the signed-in app so the owner hears of an acceptance or a change request on any screen.
    route('get', '/proposals/updates', 'member', async (ctx) => {
      const now = new Date();
      const sinceText = typeof ctx.query.since === 'string' ? ctx.query.since : '';
      const since = sinceText ? new Date(sinceText) : now;
      if (Number.isNaN(since.getTime()) || sinceText.length > 40) throw badRequest('since must be a time such as 2026-01-05T15:04:00.000Z');
      // Never further back than a day: a tab left open for a week does not replay the week.
      const from = new Date(Math.max(since.getTime(), now.getTime() - 86_400_000));
      const items = await findUpdatesSince(knex, ctx.state.scope, from);
      const body: SentUpdates = { now: now.toISOString(), items: items.map(({ generationId, ...item }) => ({ ...item, link: resultLink('proposal', generationId) })) };
      ctx.body = body;
    }),

    // The owner's reply in a client's thread: the client reads it on their page.
    route('post', '/proposals/:id/change-requests/:crId/replies', 'member', async (ctx) => {
      const body = parseBody(ReplyRequestSchema, ctx.request.body);
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const threadId = parseId(ctx.params.crId, THREAD_NOT_FOUND);
      if (!(await ownsProposal(knex, ctx.state.scope, id))) throw notFound(PROPOSAL_NOT_FOUND);
      const added = await addReply(
        knex,
        { generationId: id, changeRequestId: threadId, sendId: null, author: 'consultant', text: body.text, now: new Date() },
        { perThread: REPLIES_PER_THREAD, perSend: REPLIES_PER_SEND },
      );
      if (added.outcome === 'not-found') throw notFound(THREAD_NOT_FOUND);
      if (added.outcome !== 'added') throw new HttpError(429, THREAD_FULL_MESSAGE);
      const { user } = ctx.state;
      threadMail.toClient({
        generationId: id,
        threadId,
        path: added.thread.path,
        consultant: { name: user.fullName?.trim() || user.username, email: user.email || null },
        event: { key: `reply-${added.reply.id}`, kind: 'reply', version: added.thread.version, section: added.thread.label, words: added.reply.text },
      });
      ctx.status = 201;
      ctx.body = added.reply;
    }),

    // The owner, and only the owner, says a thread is answered (in a version that exists), declined or open again.
    route('patch', '/proposals/:id/change-requests/:crId', 'member', async (ctx) => {
      const body = parseBody(ThreadStateRequestSchema, ctx.request.body);
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const threadId = parseId(ctx.params.crId, THREAD_NOT_FOUND);
      const outcome = await setThreadState(knex, ctx.state.scope, id, threadId, body);
      if (outcome.outcome === 'not-found') throw notFound(THREAD_NOT_FOUND);
      if (outcome.outcome === 'no-such-version') throw badRequest(NO_SUCH_VERSION_MESSAGE, { answeredInVersion: NO_SUCH_VERSION_MESSAGE });
      ctx.body = outcome.thread;
    }),

    acceptancePdfRoute(deps),
    proposalEmailRoute(deps),
    remindersRoute(deps),
  ];
}
