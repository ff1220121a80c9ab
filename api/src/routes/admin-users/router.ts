// /api/admin/users: the rules of spec §6, enforced here (DESIGN §4, §7):
// no edit, reset or delete of one's own row; `administrator` is never deleted, renamed or
// stripped of admin; at least one admin always remains; the role comes only from isAdmin.
import {
  countAdmins,
  deleteUser,
  findUserById,
  hashPassword,
  listUsers,
  teamsByUser,
  toPublicUser,
  updateUser,
  updateUserPassword,
  type UserRecord,
} from '@growth-suite/db';
import {
  AdminUserCreateRequestSchema,
  AdminUserUpdateRequestSchema,
  isReservedUsername,
  PasswordResetRequestSchema,
} from '@growth-suite/shared';
import type { ParameterizedContext } from 'koa';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import { assertAvailable, assertEmailAvailable, conflictFromDuplicate, registerUser } from '../auth/service.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef, type SignedInState } from '../route.ts';

const USER_NOT_FOUND = 'User not found';

export function adminUserRoutes({ knex, sessions }: RouteDeps): RouteDef[] {
  /** The target user, refusing the caller's own row. */
  async function target(ctx: ParameterizedContext<SignedInState>, ownRowMessage: string): Promise<UserRecord> {
    const id = parseId(ctx.params.id, USER_NOT_FOUND);
    if (id === ctx.state.user.id) throw forbidden(ownRowMessage);
    const user = await findUserById(knex, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  return [
    // Each account with its teams (DESIGN §11: the site's admins see who belongs where).
    route('get', '/admin/users', 'admin', async (ctx) => {
      const [users, teams] = await Promise.all([listUsers(knex), teamsByUser(knex)]);
      ctx.body = users.map((user) => ({ ...toPublicUser(user), teams: teams.get(user.id) ?? [] }));
    }),

    route('post', '/admin/users', 'admin', async (ctx) => {
      const input = parseBody(AdminUserCreateRequestSchema, ctx.request.body);
      const user = await registerUser(knex, input, input.isAdmin ? 'admin' : 'user');
      ctx.status = 201;
      ctx.body = toPublicUser(user);
    }),

    route('put', '/admin/users/:id', 'admin', async (ctx) => {
      const user = await target(ctx, 'You cannot edit your own account here');
      const input = parseBody(AdminUserUpdateRequestSchema, ctx.request.body);
      const reserved = isReservedUsername(user.username);
      if (reserved && input.username.trim() !== user.username) throw forbidden('The administrator account cannot be renamed');
      if (reserved && !input.isAdmin) throw forbidden('The administrator account always keeps admin rights');
      if (!reserved && isReservedUsername(input.username)) throw conflict('Username already exists');
      if (reserved) await assertEmailAvailable(knex, input.email, user.id);
      else await assertAvailable(knex, input.username, input.email, user.id);
      const updated = await knex.transaction(async (trx) => {
        const saved = await updateUser(trx, user.id, {
          username: input.username,
          email: input.email,
          fullName: input.fullName,
          role: input.isAdmin ? 'admin' : 'user',
        }).catch(conflictFromDuplicate);
        if ((await countAdmins(trx)) < 1) throw forbidden('At least one admin must remain');
        return saved;
      });
      ctx.body = toPublicUser(updated!);
    }),

    route('delete', '/admin/users/:id', 'admin', async (ctx) => {
      const user = await target(ctx, 'You cannot delete your own account');
      if (isReservedUsername(user.username)) throw forbidden('The administrator account cannot be deleted');
      await knex.transaction(async (trx) => {
        await deleteUser(trx, user.id);
        if ((await countAdmins(trx)) < 1) throw forbidden('At least one admin must remain');
      });
      await sessions.destroyAllForUser(user.id);
      ctx.status = 204;
    }),

    route('post', '/admin/users/:id/reset-password', 'admin', async (ctx) => {
      const user = await target(ctx, 'You cannot reset your own password here');
      const input = parseBody(PasswordResetRequestSchema, ctx.request.body);
      await updateUserPassword(knex, user.id, await hashPassword(input.newPassword));
      await sessions.destroyAllForUser(user.id);
      ctx.status = 204;
    }),
  ];
}
