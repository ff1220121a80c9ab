// The inviter hears that their invitation was accepted (DESIGN §11), if they have that kind on, once
// (the outbox's event key). Written after the answer: a slow queue never slows the accept.
import { findBrand, findNotificationPrefs, invitationSender, type Knex } from '@growth-suite/db';
import { invitationAcceptedMail } from '@growth-suite/shared/mail/templates';
import type { Logger } from './logger.ts';
import type { MailQueue } from './mailQueue.ts';
import { unsubscribePagePath, unsubscribePath, unsubscribeToken } from '@growth-suite/server';

export function createInvitationNotice(deps: { knex: Knex; mail: MailQueue; logger: Logger; secret: string }) {
  const { knex, mail, logger, secret } = deps;
  async function joined(tokenHash: string, who: string, workspaceName: string, origin: string) {
    const sender = await invitationSender(knex, tokenHash);
    if (!sender || !(await findNotificationPrefs(knex, sender.userId))['invitation-accepted']) return;
    const brand = await findBrand(knex, { workspaceId: sender.workspaceId });
    const token = unsubscribeToken(secret, sender.userId, 'invitation-accepted');
    const unsubscribeUrl = `${origin}${unsubscribePath(token)}`;
    const message = invitationAcceptedMail({ who, workspaceName, url: `${origin}/t/${encodeURIComponent(sender.slug)}/team`, unsubscribeUrl: `${origin}${unsubscribePagePath(token)}` }, { firmName: brand.firmName || workspaceName, accentColor: brand.accentColor });
    await mail.send({ kind: 'invitation-accepted', to: sender.email, fromName: 'Growth Suite', ...message, workspaceId: sender.workspaceId, eventKey: `joined-${sender.invitationId}`, unsubscribeUrl });
  }
  return (tokenHash: string, who: string, workspaceName: string, origin: string): void => {
    void joined(tokenHash, who, workspaceName, origin).catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : String(error) }, 'notice: could not write the invitation message'));
  };
}
