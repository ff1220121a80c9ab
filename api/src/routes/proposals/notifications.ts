// A user's notification choices (DESIGN §11: GET/PUT /api/account/notifications). Here, beside the
// proposal, because DESIGN names three of the four choices after it (proposalOpened…): the names on
// the wire are the tool's, the stored kinds are not (tools/proposal/mail.ts maps them).
import { findNotificationPrefs, saveNotificationPrefs } from '@growth-suite/db';
import { fromChoices, NotificationChoicesRequestSchema, toChoices } from '@growth-suite/shared/tools/proposal/mail';
import { parseBody } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

export function notificationChoiceRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    route('get', '/account/notifications', 'user', async (ctx) => {
      ctx.body = toChoices(await findNotificationPrefs(knex, ctx.state.user.id));
    }),

    route('put', '/account/notifications', 'user', async (ctx) => {
      const choices = parseBody(NotificationChoicesRequestSchema, ctx.request.body);
      ctx.body = toChoices(await saveNotificationPrefs(knex, ctx.state.user.id, fromChoices(choices)));
    }),
  ];
}
