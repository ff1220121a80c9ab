// The news a consultant is e-mailed (DESIGN §11): a proposal's first open, acceptance and change
// requests go to its author and its workspace's admins and owners, each with that kind on, once per
// event (the outbox's event key: whichever api process notices it first writes it). Sent after the
// answer to the client: a slow database or queue never slows the client's page.
import { findBrand, findNotificationPrefs, invitationSender, proposalWatchers, type Knex } from '@growth-suite/db';
import { NOTIFICATION_OF, resultLink, type MailKind } from '@growth-suite/shared';
import { invitationAcceptedMail, proposalNewsMail } from '@growth-suite/server';
import type { Logger } from './logger.ts';
import type { MailQueue } from './mailQueue.ts';
import { unsubscribePath, unsubscribeToken } from './unsubscribe.ts';

export interface ProposalNews {
  kind: 'proposal-opened' | 'proposal-accepted' | 'change-requested';
  generationId: number;
  /** Names the event: the same event noticed twice makes one message per recipient. */
  eventKey: string;
  title: string;
  version: number;
  who: string;
  detail: string;
  words: string;
}

/** Where the proposal's screen is in the app: under its team's prefix, or the personal path. */
async function appPathOf(knex: Knex, generationId: number): Promise<{ path: string; workspaceId: number }> {
  const row = await knex('generations as g').join('workspaces as w', 'w.id', 'g.workspace_id').where('g.id', generationId).first<{ slug: string; personal_user_id: number | null; id: number }>('w.slug', 'w.personal_user_id', 'w.id');
  const path = resultLink('proposal', generationId);
  return { path: row && row.personal_user_id === null ? `/t/${encodeURIComponent(row.slug)}${path}` : path, workspaceId: row?.id ?? 0 };
}

export function createNotifier(deps: { knex: Knex; mail: MailQueue; logger: Logger; secret: string }) {
  const { knex, mail, logger, secret } = deps;
  async function send(news: ProposalNews, origin: string) {
    const pref = NOTIFICATION_OF[news.kind as MailKind]!;
    const [watchers, where] = await Promise.all([proposalWatchers(knex, news.generationId, pref), appPathOf(knex, news.generationId)]);
    const brand = await findBrand(knex, { workspaceId: where.workspaceId });
    for (const watcher of watchers) {
      const unsubscribeUrl = `${origin}${unsubscribePath(unsubscribeToken(secret, watcher.userId, pref))}`;
      const message = proposalNewsMail({ ...news, url: `${origin}${where.path}`, unsubscribeUrl }, { firmName: brand.firmName, accentColor: brand.accentColor });
      await mail.send({ kind: news.kind, to: watcher.email, fromName: 'Growth Suite', ...message, userId: null, workspaceId: where.workspaceId, generationId: news.generationId, eventKey: `${news.eventKey}-to-${watcher.userId}`, unsubscribeUrl });
    }
  }
  async function joined(tokenHash: string, who: string, workspaceName: string, origin: string) {
    const sender = await invitationSender(knex, tokenHash);
    if (!sender || !(await findNotificationPrefs(knex, sender.userId)).invitationAccepted) return;
    const brand = await findBrand(knex, { workspaceId: sender.workspaceId });
    const unsubscribeUrl = `${origin}${unsubscribePath(unsubscribeToken(secret, sender.userId, 'invitationAccepted'))}`;
    const message = invitationAcceptedMail({ who, workspaceName, url: `${origin}/t/${encodeURIComponent(sender.slug)}/team`, unsubscribeUrl }, { firmName: brand.firmName || workspaceName, accentColor: brand.accentColor });
    await mail.send({ kind: 'invitation-accepted', to: sender.email, fromName: 'Growth Suite', ...message, workspaceId: sender.workspaceId, eventKey: `joined-${sender.invitationId}`, unsubscribeUrl });
  }
  const logged = (what: string) => (error: unknown) => logger.error({ err: error instanceof Error ? error.message : String(error) }, `notify: could not write the ${what} message`);

  return {
    /** The inviter hears that their invitation was accepted. */
    invitationAccepted(tokenHash: string, who: string, workspaceName: string, origin: string): void {
      void joined(tokenHash, who, workspaceName, origin).catch(logged('invitation'));
    },

    /** Writes the news for everyone it goes to; never throws (logged), never awaited by the client's answer. */
    proposal(news: ProposalNews, origin: string): void {
      void send(news, origin).catch((error: unknown) => logger.error({ generationId: news.generationId, kind: news.kind, err: error instanceof Error ? error.message : String(error) }, 'notify: could not write the message'));
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
