// Access rules, applied by the router from each route's declaration.
import { findScope, mayDelete, personalScope } from '@growth-suite/db';
import { NOT_A_MEMBER, roleAtLeast, roleNeeded, WORKSPACE_HEADER, type WorkspaceRole } from '@growth-suite/shared';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import { badRequest, forbidden, notFound, unauthorized } from '../errors.ts';
import type { AppState } from '../types.ts';
import type { Access } from './route.ts';

const WORKSPACE_ID = /^[1-9]\d{0,9}$/;

/**
 * The request's workspace (DESIGN §11): the one X-Workspace names, else the caller's personal one.
 * Read from MySQL on every request, so a member removed a moment ago is refused at once (404, as for
 * a workspace that does not exist: who belongs where is not told to outsiders).
 */
async function resolveScope(knex: Knex, ctx: Context & { state: AppState }, needs: WorkspaceRole) {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  // A GET may name it in its address instead (`?workspace=`): an <img> or a link sends no headers.
  const named = ctx.get(WORKSPACE_HEADER) || (ctx.method === 'GET' && typeof ctx.query.workspace === 'string' ? ctx.query.workspace : '');
  if (named && !WORKSPACE_ID.test(named)) throw badRequest(`${WORKSPACE_HEADER} must be a workspace id`);
  // The personal workspace's id came with the user (middleware/session.ts): no other read for it.
  const scope = named ? await findScope(knex, user.id, Number(named)) : await personalScope(knex, user.id, ctx.state.personalWorkspaceId);
  if (!scope) throw notFound(NOT_A_MEMBER);
  if (!roleAtLeast(scope.role, needs)) throw forbidden(roleNeeded(needs));
  ctx.state.scope = scope;
}

export function accessGuards(knex: Knex): Record<Access, Middleware<AppState>> {
  return {
    public: (_ctx, next) => next(),
    user: (ctx, next) => {
      if (!ctx.state.user) throw unauthorized();
      return next();
    },
    member: async (ctx, next) => {
      await resolveScope(knex, ctx, 'member');
      return next();
    },
    'workspace-admin': async (ctx, next) => {
      await resolveScope(knex, ctx, 'admin');
      return next();
    },
    admin: (ctx, next) => {
      if (!ctx.state.user) throw unauthorized();
      if (!ctx.state.user.isAdmin) throw forbidden('Only admins can do that');
      return next();
    },
  };
}

/** A member deletes only what they made; an admin or owner of the workspace anything (DESIGN §11). */
export function assertMayDelete(scope: Parameters<typeof mayDelete>[0], authorId: number): void {
  if (!mayDelete(scope, authorId)) throw forbidden(roleNeeded('admin'));
}
