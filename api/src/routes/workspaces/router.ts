// Workspaces and their members (DESIGN §11). Who may do what is in access.ts (membership, role) and in
// the repository (the rules about owners, checked under the workspace's lock). A personal workspace is
// listed like a team but has no members to manage: its member routes are 404.
import { changeRole, copyBrand, createTeam, findBrand, personalScope, startBrand, deleteTeam, findWorkspaceOverview, listAllWorkspaces, sendCounts, listMembers, listWorkspaces, removeMember, transferOwnership, updateWorkspace, type Refusal } from '@growth-suite/db';
import { MemberUpdateRequestSchema, roleNeeded, WorkspaceCreateRequestSchema, WorkspaceTransferRequestSchema, WorkspaceUpdateRequestSchema } from '@growth-suite/shared';
import { conflict, forbidden, HttpError, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { memberOf, WORKSPACE_NOT_FOUND } from './access.ts';

export const MEMBER_NOT_FOUND = 'Member not found';
export const SLUG_TAKEN = 'That address is taken: choose another';
export const LAST_OWNER = 'A workspace needs an owner: make another member an owner first';
export const PERSONAL_FIXED = 'Your personal workspace cannot be renamed, shared or deleted';

const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'refused' in value;

/** The answer to a refused change, by its reason. */
export function refusal(value: Refusal, notFoundMessage = MEMBER_NOT_FOUND): HttpError {
  switch (value.refused) {
    case 'not-found':
      return notFound(notFoundMessage);
    case 'needs':
      return forbidden(roleNeeded(value.needs));
    case 'last-owner':
      return conflict(LAST_OWNER);
    case 'slug-taken':
      return new HttpError(409, SLUG_TAKEN, { fieldErrors: { slug: SLUG_TAKEN } });
    case 'limit':
      return conflict('This limit is reached');
  }
}

export function workspaceRoutes({ knex, config }: RouteDeps): RouteDef[] {
  const limits = config.workspaceLimits;
  return [
    route('get', '/workspaces', 'user', async (ctx) => {
      ctx.body = await listWorkspaces(knex, ctx.state.user.id);
    }),

    route('post', '/workspaces', 'user', async (ctx) => {
      const body = parseBody(WorkspaceCreateRequestSchema, ctx.request.body);
      // The team's brand starts from its creator's own personal brand when asked (only the caller's: the
      // body names no workspace), else with its money only (currency and locale); in the team's own
      // transaction, so a team is never left without the brand it was asked with.
      const personal = await personalScope(knex, ctx.state.user.id, ctx.state.personalWorkspaceId);
      const created = await createTeam(knex, ctx.state.user.id, body, limits.perUserMax, async (trx, workspaceId) => {
        if (body.copyBrandFrom === 'personal' && (await copyBrand(trx, personal, { userId: ctx.state.user.id, workspaceId, role: 'owner' }))) return;
        const { currency, locale } = await findBrand(trx, personal);
        if (currency || locale) await startBrand(trx, { workspaceId }, { currency, locale });
      });
      if (isRefusal(created)) {
        if (created.refused === 'limit') throw conflict(`You can belong to at most ${limits.perUserMax} teams: leave one to create another`);
        throw refusal(created);
      }
      ctx.status = 201;
      ctx.body = created;
    }),

    route('patch', '/workspaces/:id', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id, 'admin');
      const body = parseBody(WorkspaceUpdateRequestSchema, ctx.request.body);
      if (workspace.personal) throw conflict(PERSONAL_FIXED);
      const updated = await updateWorkspace(knex, ctx.state.user.id, workspace.id, body);
      if (isRefusal(updated)) throw refusal(updated, WORKSPACE_NOT_FOUND);
      ctx.body = updated;
    }),

    route('delete', '/workspaces/:id', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id, 'owner');
      if (workspace.personal) throw conflict(PERSONAL_FIXED);
      if (!(await deleteTeam(knex, workspace.id))) throw notFound(WORKSPACE_NOT_FOUND);
      ctx.status = 204;
    }),

    route('get', '/workspaces/:id/members', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id);
      ctx.body = await listMembers(knex, workspace.id);
    }),

    route('patch', '/workspaces/:id/members/:userId', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id, 'admin');
      const { role } = parseBody(MemberUpdateRequestSchema, ctx.request.body);
      const changed = await changeRole(knex, workspace.id, { userId: ctx.state.user.id, role: workspace.role }, parseId(ctx.params.userId, MEMBER_NOT_FOUND), role);
      if (isRefusal(changed)) throw refusal(changed);
      ctx.body = changed;
    }),

    // An admin removes a member; anyone may leave (their own id).
    route('delete', '/workspaces/:id/members/:userId', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id);
      const removed = await removeMember(knex, workspace.id, { userId: ctx.state.user.id, role: workspace.role }, parseId(ctx.params.userId, MEMBER_NOT_FOUND));
      if (isRefusal(removed)) throw refusal(removed);
      ctx.status = 204;
    }),

    // The site's admins see every workspace (read-only: what a team does is its own business).
    route('get', '/admin/workspaces', 'admin', async (ctx) => {
      ctx.body = await listAllWorkspaces(knex);
    }),

    // One workspace opened by the site's admins: its members and roles, and counts of what it holds.
    route('get', '/admin/workspaces/:id', 'admin', async (ctx) => {
      const id = parseId(ctx.params.id, WORKSPACE_NOT_FOUND);
      const [overview, sends] = await Promise.all([findWorkspaceOverview(knex, id, new Date()), sendCounts(knex, id)]);
      if (!overview) throw notFound(WORKSPACE_NOT_FOUND);
      ctx.body = { ...overview, ...sends };
    }),

    route('post', '/workspaces/:id/transfer', 'user', async (ctx) => {
      const workspace = await memberOf(knex, ctx.state.user.id, ctx.params.id, 'owner');
      const { userId } = parseBody(WorkspaceTransferRequestSchema, ctx.request.body);
      const moved = await transferOwnership(knex, workspace.id, ctx.state.user.id, userId);
      if (isRefusal(moved)) throw refusal(moved);
      ctx.body = await memberOf(knex, ctx.state.user.id, ctx.params.id);
    }),
  ];
}
