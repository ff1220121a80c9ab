// Which messages a user gets (DESIGN §11): their choices, and the one-click unsubscribe every message
// that is not a security message carries (RFC 8058: the mail provider POSTs it, with no session and no
// X-Requested-With — the signed token is the whole authority, and it can only turn one kind off).
import { findNotificationPrefs, findUserById, saveNotificationPrefs, turnOffNotification } from '@growth-suite/db';
import { NotificationPrefsRequestSchema } from '@growth-suite/shared';
import { notFound } from '../../errors.ts';
import { readUnsubscribeToken } from '../../lib/unsubscribe.ts';
import { parseBody } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { maskEmail } from '../workspaces/invitations.ts';

const LINK_NOT_VALID = 'This unsubscribe link is not valid';

export function notificationRoutes({ knex, config }: RouteDeps): RouteDef[] {
  const read = (token: string | undefined) => {
    const found = token ? readUnsubscribeToken(config.sessionSecret, token) : null;
    if (!found) throw notFound(LINK_NOT_VALID);
    return found;
  };
  return [
    route('get', '/account/notifications', 'user', async (ctx) => {
      ctx.body = await findNotificationPrefs(knex, ctx.state.user.id);
    }),

    route('put', '/account/notifications', 'user', async (ctx) => {
      ctx.body = await saveNotificationPrefs(knex, ctx.state.user.id, parseBody(NotificationPrefsRequestSchema, ctx.request.body));
    }),

    // What the link would turn off, for its page to ask "Stop these messages?".
    route('get', '/unsubscribe/:token', 'public', async (ctx) => {
      const { userId, kind } = read(ctx.params.token);
      const user = await findUserById(knex, userId);
      if (!user) throw notFound(LINK_NOT_VALID);
      ctx.body = { kind, email: maskEmail(user.email), on: (await findNotificationPrefs(knex, userId))[kind] };
    }),

    route('post', '/unsubscribe/:token', 'public', async (ctx) => {
      const { userId, kind } = read(ctx.params.token);
      if (!(await findUserById(knex, userId))) throw notFound(LINK_NOT_VALID);
      await turnOffNotification(knex, userId, kind);
      ctx.body = { kind, on: false };
    }),
  ];
}
