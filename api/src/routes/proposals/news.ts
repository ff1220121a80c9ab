// A proposal's news by e-mail (DESIGN §11): its first open and acceptance go to its
// author and its workspace's admins and owners, each with that kind on, once per event (the outbox's
// event key: whichever api process notices it first writes it). Written after the answer to the
// client: a slow database or queue never slows the client's page. An acceptance's message carries the
// accepted proposal's PDF (drawn once for all its recipients); if it cannot be drawn, the message goes
// without it and says nothing of one (the proposal's screen has the same PDF).
import { findBrand, proposalWatchers, type Knex, type MailAttachment } from '@growth-suite/db';
import { resultLink } from '@growth-suite/shared';
import { proposalNewsMail } from '@growth-suite/shared/tools/proposal/mail';
import type { Logger } from '../../lib/logger.ts';
import type { MailQueue } from '../../lib/mailQueue.ts';
import { unsubscribePagePath, unsubscribePath, unsubscribeToken } from '@growth-suite/server';

export interface ProposalNews {
  kind: 'sent-opened' | 'sent-accepted';
  generationId: number;
  /** Names the event: the same event noticed twice makes one message per recipient. */
  eventKey: string;
  title: string;
  version: number;
  who: string;
  detail: string;
  words: string;
  /** A file for every recipient, made only when someone is to be told. */
  attachment?: () => Promise<MailAttachment>;
}

/** Where the proposal's screen is in the app: under its team's prefix, or the personal path. */
export async function appPathOf(knex: Knex, generationId: number): Promise<{ path: string; workspaceId: number }> {
  const row = await knex('generations as g').join('workspaces as w', 'w.id', 'g.workspace_id').where('g.id', generationId).first<{ slug: string; personal_user_id: number | null; id: number }>('w.slug', 'w.personal_user_id', 'w.id');
  const path = resultLink('proposal', generationId);
  return { path: row && row.personal_user_id === null ? `/t/${encodeURIComponent(row.slug)}${path}` : path, workspaceId: row?.id ?? 0 };
}

export function createProposalNews(deps: { knex: Knex; mail: MailQueue; logger: Logger; secret: string }) {
  const { knex, mail, logger, secret } = deps;
  async function send(news: ProposalNews, origin: string) {
    const [watchers, where] = await Promise.all([proposalWatchers(knex, news.generationId, news.kind), appPathOf(knex, news.generationId)]);
    if (watchers.length === 0) return;
    const brand = await findBrand(knex, { workspaceId: where.workspaceId });
    const attachment = news.attachment
      ? await news.attachment().catch((error: unknown) => {
          logger.warn({ generationId: news.generationId, err: error instanceof Error ? error.message : String(error) }, 'news: the attachment could not be made; sent without it');
          return undefined;
        })
      : undefined;
    for (const watcher of watchers) {
      const token = unsubscribeToken(secret, watcher.userId, news.kind);
      const unsubscribeUrl = `${origin}${unsubscribePath(token)}`;
      const message = proposalNewsMail({ ...news, url: `${origin}${where.path}`, unsubscribeUrl: `${origin}${unsubscribePagePath(token)}`, attached: attachment !== undefined }, { firmName: brand.firmName, accentColor: brand.accentColor });
      await mail.send({ kind: news.kind, to: watcher.email, fromName: 'Growth Suite', ...message, workspaceId: where.workspaceId, generationId: news.generationId, eventKey: `${news.eventKey}-to-${watcher.userId}`, unsubscribeUrl, attachment });
    }
  }
  /** Writes the news for everyone it goes to; never throws (logged), never awaited by the client's answer. */
  return (news: ProposalNews, origin: string): void => {
    void send(news, origin).catch((error: unknown) => logger.error({ generationId: news.generationId, kind: news.kind, err: error instanceof Error ? error.message : String(error) }, 'news: could not write the message'));
  };
}
