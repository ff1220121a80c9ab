// The conversation on a sent proposal by e-mail (DESIGN §11.2): every message written in a thread
// reaches the other side. The client's (a change asked, a question, her reply) go to the consultants who
// watch the proposal (its author and its team's admins, each with `change-requested` on), with the
// client's address as Reply-To when known; a consultant's reply goes to the client (the address she gave
// in the thread, else the one she accepted with, else the one the proposal was e-mailed to), with the
// consultant's as Reply-To. Events for one recipient on one proposal within MAIL_BATCH_S are one message
// (the outbox's batches). Written after the answer: a slow database or queue never slows the writer.
import { createHash } from 'node:crypto';
import { clientAddressOf, findBrand, findNewerSend, proposalWatchers, type Knex } from '@growth-suite/db';
import { unsubscribePagePath, unsubscribePath, unsubscribeToken } from '@growth-suite/server';
import { threadMail, type ThreadMailEvent } from '@growth-suite/shared/tools/proposal/mail';
import { sentPath } from '@growth-suite/shared/tools/proposal/send';
import { sectionAnchor } from '@growth-suite/shared/tools/proposal/wire';
import type { Logger } from '../../lib/logger.ts';
import type { MailQueue } from '../../lib/mailQueue.ts';
import { frozenOf } from './freeze.ts';
import { appPathOf } from './news.ts';

/** One message in a thread: which thread, and what was written (its link is the recipient's to know). */
export interface ThreadEvent {
  generationId: number;
  threadId: number;
  /** The section's part path (the client's link goes to it). */
  path: string;
  event: Omit<ThreadMailEvent, 'url'>;
}

/** A recipient's batch on one proposal: the address hashed, so any address fits the key. */
const batchKeyOf = (audience: 'team' | 'client', generationId: number, address: string) =>
  `thread-${audience}-${generationId}-${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;

export function createThreadMail(deps: { knex: Knex; mail: MailQueue; logger: Logger; secret: string; origin: string; batchMs: number }) {
  const { knex, mail, logger, secret, origin, batchMs } = deps;

  async function toConsultants(input: ThreadEvent & { title: string }) {
    const { generationId } = input;
    const [watchers, where, replyTo] = await Promise.all([proposalWatchers(knex, generationId, 'change-requested'), appPathOf(knex, generationId), clientAddressOf(knex, generationId, input.threadId)]);
    if (watchers.length === 0) return;
    const brand = await findBrand(knex, { workspaceId: where.workspaceId });
    const url = `${origin}${where.path}`;
    for (const watcher of watchers) {
      const token = unsubscribeToken(secret, watcher.userId, 'change-requested');
      const unsubscribeUrl = `${origin}${unsubscribePath(token)}`;
      await mail.batch(
        batchKeyOf('team', generationId, watcher.email),
        { ...input.event, url },
        (events) => ({
          kind: 'change-requested',
          to: watcher.email,
          fromName: 'Growth Suite',
          ...threadMail({ audience: 'consultants', title: input.title, who: '', events, url, unsubscribeUrl: `${origin}${unsubscribePagePath(token)}` }, { firmName: brand.firmName, accentColor: brand.accentColor }),
          workspaceId: where.workspaceId,
          generationId,
          unsubscribeUrl,
          replyTo,
          eventKey: `${input.event.key}-to-${watcher.userId}`,
        }),
        batchMs,
      );
    }
  }

  async function toClient(input: ThreadEvent & { consultant: { name: string; email: string | null } }) {
    const { generationId } = input;
    const to = await clientAddressOf(knex, generationId, input.threadId);
    if (!to) return; // she gave none and was never mailed: her page shows the reply
    // The newest live link of the proposal: the one she can open now (every link shows every thread).
    const send = await findNewerSend(knex, generationId, 0, new Date());
    if (!send) return;
    const brand = await findBrand(knex, { workspaceId: send.workspaceId });
    const senderName = brand.senderName.trim() || input.consultant.name;
    const url = `${origin}${sentPath(send.token)}`;
    const title = frozenOf(send).title;
    await mail.batch(
      batchKeyOf('client', generationId, to),
      { ...input.event, url: `${url}#${sectionAnchor(input.path)}` },
      (events) => ({
        kind: 'thread-reply',
        to,
        fromName: senderName,
        ...threadMail({ audience: 'client', title, who: senderName, events, url }, { firmName: brand.firmName, accentColor: brand.accentColor }),
        workspaceId: send.workspaceId,
        generationId,
        sendId: send.id,
        replyTo: input.consultant.email,
        eventKey: `${input.event.key}-to-client`,
      }),
      batchMs,
    );
  }

  /** Never throws (logged), never awaited by the answer. */
  const logged = (what: string, generationId: number) => (error: unknown) =>
    logger.error({ generationId, err: error instanceof Error ? error.message : String(error) }, `thread mail: could not write the message ${what}`);
  return {
    toConsultants: (input: ThreadEvent & { title: string }): void => void toConsultants(input).catch(logged('to the consultants', input.generationId)),
    toClient: (input: ThreadEvent & { consultant: { name: string; email: string | null } }): void => void toClient(input).catch(logged('to the client', input.generationId)),
  };
}
