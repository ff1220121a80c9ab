// Invitations (DESIGN §11): an admin invites an address with a role; the link carries a 256-bit random
// token of which only the SHA-256 is stored, so the link is shown once, and mailed to the address when
// mail is on (the message keeps the link only until it is sent). Anyone holding the link sees what it is for, the address masked; only a signed-in account with
// that address can accept it, once, within INVITATION_DAYS. A forwarded link used by someone else
// changes nothing.
import { acceptInvitation, countMailBy, createInvitation, deleteInvitation, findBrand, findInvitation, listInvitations, revokeInvitation, type InvitationState } from '@growth-suite/db';
import { invitationMail } from '@growth-suite/shared/mail/templates';
import { createInvitationNotice } from '../../lib/invitationNotice.ts';
import { DAY_MS, INVITATION_DAYS, InvitationCreateRequestSchema } from '@growth-suite/shared';
import { createHash, randomBytes } from 'node:crypto';
import { conflict, forbidden, HttpError, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { memberOf } from './access.ts';
import { refusal } from './router.ts';

export const INVITATION_NOT_FOUND = 'This invitation link is not valid';
const GONE: Record<Exclude<InvitationState, 'open'>, string> = {
  accepted: 'This invitation has already been used',
  expired: 'This invitation has expired: ask for a new one',
  revoked: 'This invitation was withdrawn: ask for a new one',
};

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token is 32 random bytes in base64url (43 characters); anything else cannot be one. */
const isToken = (value: string | undefined): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** "sarah@brightside.co.uk" → "s***@brightside.co.uk": enough to recognise, not to harvest. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

export function invitationRoutes({ knex, config, limiter, mail, logger }: RouteDeps): RouteDef[] {
  const invitationAccepted = createInvitationNotice({ knex, mail, logger, secret: config.sessionSecret });
  const { membersMax, perUserMax } = config.workspaceLimits;
  const perDay = config.mail.recipientsPerUserPerDay;
  return [
    route('get', '/workspaces/:id/invitations', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id, 'admin');
      ctx.body = await listInvitations(knex, workspace.id, new Date());
    }),

    route('post', '/workspaces/:id/invitations', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id, 'admin');
      const { email, role } = parseBody(InvitationCreateRequestSchema, ctx.request.body);
      if (workspace.personal) throw conflict('Your personal workspace is yours alone: create a team to invite people');
      // Nobody turns the product into a relay: the messages one user causes in a day are capped.
      if (mail.enabled && (await countMailBy(knex, ctx.state.user.id, new Date(Date.now() - DAY_MS))) >= perDay) {
        throw new HttpError(429, `You can send at most ${perDay} e-mails a day: try again tomorrow, or copy the link`);
      }
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const created = await createInvitation(knex, { workspaceId: workspace.id, email, role, invitedBy: ctx.state.user.id, tokenHash: tokenHash(token), now, expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) }, membersMax);
      if ('refused' in created) {
        if (created.refused === 'member') throw conflict(`${email} already belongs to this workspace`);
        if (created.refused === 'open') throw conflict(`${email} already has an open invitation: withdraw it to send a new one`);
        if (created.refused === 'limit') throw conflict(`A workspace can have at most ${membersMax} members, open invitations included`);
        throw refusal(created);
      }
      const url = `${config.appUrl}/invitations/${token}`;
      const inviter = ctx.state.user.fullName?.trim() || ctx.state.user.username;
      const brand = await findBrand(knex, { workspaceId: workspace.id });
      const message = invitationMail({ workspaceName: workspace.name, inviterName: inviter, role, url }, { firmName: brand.firmName || workspace.name, accentColor: brand.accentColor });
      // The count above is a quick refusal; this one is atomic with the write (parallel invitations
      // cannot all pass it), and an invitation over the cap is taken back whole.
      const sent = await mail.sendWithinCap(
        { kind: 'invitation', to: created.email, fromName: brand.senderName || inviter, ...message, secret: url, workspaceId: workspace.id, userId: ctx.state.user.id, eventKey: `invitation-${created.id}` },
        { userId: ctx.state.user.id, perDay, since: new Date(Date.now() - DAY_MS) },
      );
      if ('refused' in sent) {
        await deleteInvitation(knex, created.id);
        throw new HttpError(429, `You can send at most ${perDay} e-mails a day: try again tomorrow, or copy the link`);
      }
      ctx.status = 201;
      ctx.body = { id: created.id, email: created.email, role: created.role, expiresAt: created.expiresAt, url, mailed: sent.mailed };
    }),

    route('delete', '/workspaces/:id/invitations/:invitationId', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id, 'admin');
      const revoked = await revokeInvitation(knex, workspace.id, parseId(ctx.params.invitationId, 'Invitation not found'), new Date());
      if (revoked === 'not-found') throw notFound('Invitation not found');
      if (revoked === 'gone') throw conflict('Only an open invitation can be withdrawn');
      ctx.status = 204;
    }),

    route('get', '/invitations/:token', 'public', async (ctx) => {
      await limiter.consume(`invitation:ip:${ctx.ip}`, config.rateLimits.shared);
      const token = ctx.params.token;
      const view = isToken(token) ? await findInvitation(knex, tokenHash(token), new Date()) : null;
      if (!view) throw notFound(INVITATION_NOT_FOUND);
      ctx.body = { workspaceName: view.workspaceName, invitedBy: view.invitedBy, role: view.role, email: maskEmail(view.email), state: view.state };
    }),

    route('post', '/invitations/:token/accept', 'user', async (ctx) => {
      await limiter.consume(`invitation:ip:${ctx.ip}`, config.rateLimits.shared);
      const token = ctx.params.token;
      const now = new Date();
      const view = isToken(token) ? await findInvitation(knex, tokenHash(token), now) : null;
      if (!view) throw notFound(INVITATION_NOT_FOUND);
      if (view.state !== 'open') throw new HttpError(410, GONE[view.state]);
      const accepted = await acceptInvitation(knex, { tokenHash: tokenHash(token!), userId: ctx.state.user.id, email: ctx.state.user.email, now }, { membersMax, teamsMax: perUserMax });
      if ('refused' in accepted) {
        switch (accepted.refused) {
          case 'wrong-address':
            throw forbidden(`This invitation is for ${maskEmail(view.email)}: sign in with that address to accept it`);
          case 'member':
            throw conflict(`You already belong to ${view.workspaceName}`);
          case 'gone':
            throw new HttpError(410, GONE.accepted);
          case 'limit':
            throw conflict(`${view.workspaceName} is full: ask its admin to make room`);
          case 'teams':
            // As creating a team past the cap: 409, and the invitation stays open for when one is left.
            throw conflict(`You can belong to at most ${perUserMax} teams: leave one to accept this invitation`);
          default:
            throw refusal(accepted, INVITATION_NOT_FOUND);
        }
      }
      invitationAccepted(tokenHash(token!), ctx.state.user.fullName?.trim() || ctx.state.user.username, view.workspaceName, config.appUrl);
      ctx.body = { workspace: accepted };
    }),
  ];
}
