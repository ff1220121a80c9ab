// The one-click unsubscribe every message that is not a security message carries (DESIGN §11, RFC 8058:
// the mail provider POSTs it, with no session and no X-Requested-With — the signed token is the whole
// authority, and it can only turn something off): an account's kind of news, or a client's reminders of
// one document (unsubscribe.ts of @growth-suite/server). The account's choices themselves: the sending tool's notifications.ts.
import { findNotificationPrefs, findUserById, reminderStops, sendRecipients, stopReminders, turnOffNotification, type Knex } from '@growth-suite/db';
import { notFound } from '../../errors.ts';
import { addressTag, readUnsubscribeToken } from '@growth-suite/server';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { maskEmail } from '../workspaces/invitations.ts';

const LINK_NOT_VALID = 'This unsubscribe link is not valid';

/** The document and the address a reminder's link names, or null when it names none it was sent to. */
async function reminderAddress(knex: Knex, sendId: number, tag: string) {
  const recipients = await sendRecipients(knex, sendId);
  const address = recipients?.addresses.find((candidate) => addressTag(candidate) === tag);
  return recipients && address ? { generationId: recipients.generationId, address: address.toLowerCase() } : null;
}

export function notificationRoutes({ knex, config }: RouteDeps): RouteDef[] {
  /** What the link stops: its kind, whom it is for, whether it is still on, and how to stop it. */
  const read = async (token: string | undefined) => {
    const link = token ? readUnsubscribeToken(config.sessionSecret, token) : null;
    if (link?.for === 'account') {
      const user = await findUserById(knex, link.userId);
      if (user) return { kind: link.kind, email: user.email, on: async () => (await findNotificationPrefs(knex, user.id))[link.kind], stop: () => turnOffNotification(knex, user.id, link.kind) };
    }
    if (link?.for === 'reminders') {
      const found = await reminderAddress(knex, link.sendId, link.addressTag);
      if (found)
        return {
          kind: 'sent-reminder' as const,
          email: found.address,
          on: async () => !(await reminderStops(knex, found.generationId)).includes(found.address),
          stop: () => stopReminders(knex, found.generationId, found.address),
        };
    }
    throw notFound(LINK_NOT_VALID);
  };
  return [
    // What the link would turn off, for its page to ask "Stop these messages?".
    route('get', '/unsubscribe/:token', 'public', async (ctx) => {
      const link = await read(ctx.params.token);
      ctx.body = { kind: link.kind, email: maskEmail(link.email), on: await link.on() };
    }),

    route('post', '/unsubscribe/:token', 'public', async (ctx) => {
      const link = await read(ctx.params.token);
      await link.stop();
      ctx.body = { kind: link.kind, on: false };
    }),
  ];
}
