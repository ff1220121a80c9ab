// The client's confirmation of her acceptance (issue 53): one message to the address she typed in the
// accept form, from the workspace's sender name in its brand, with the proposal as she accepted it
// attached as a PDF — her copy (her name on the acceptance page; never her address, IP or browser,
// which are the consultants' record). Once per acceptance whichever process writes it (the outbox's
// event key), written after the answer (a slow render never slows her page), and never held back
// with other messages. If the PDF cannot be drawn, the message still goes and points to the link.
import { findBrand, findUserById, type AcceptanceRecord, type Knex, type SendRecord } from '@growth-suite/db';
import { acceptanceConfirmationMail } from '@growth-suite/shared/tools/proposal/mail';
import type { Logger } from '../../lib/logger.ts';
import type { MailQueue } from '../../lib/mailQueue.ts';
import type { RouteDeps } from '../deps.ts';
import { frozenOf } from './freeze.ts';
import { clientPdfFileName, sentProposalDocument } from './acceptancePdf.ts';

/** One acceptance of one version: the outbox writes one message for it, however often it is noticed. */
export const confirmationKey = (send: Pick<SendRecord, 'generationId' | 'version'>) => `accepted-client-${send.generationId}-v${send.version}`;

export function createAcceptanceConfirmation({ knex, mail, logger, render }: { knex: Knex; mail: MailQueue; logger: Logger; render: RouteDeps['render'] }) {
  async function confirm(send: SendRecord, acceptance: AcceptanceRecord, detail: string, url: string) {
    const frozen = frozenOf(send);
    const [brand, author] = await Promise.all([findBrand(knex, send), findUserById(knex, send.userId)]);
    // Who she deals with, as the proposal was e-mailed to her: the brand's sender, else its author.
    const senderName = brand.senderName.trim() || author?.fullName?.trim() || brand.firmName.trim() || frozen.firm?.trim() || author?.username || 'the sender';
    const attachment = await render
      .render('pdf', await sentProposalDocument(knex, send, { acceptance }, 'UTC'))
      .then((content) => ({ filename: clientPdfFileName(frozen.clientCompany, send.version, true), content }))
      .catch((error: unknown) => {
        logger.warn({ generationId: send.generationId, err: error instanceof Error ? error.message : String(error) }, 'confirmation: the PDF could not be made; sent without it');
        return undefined;
      });
    const message = acceptanceConfirmationMail(
      { title: frozen.title, version: send.version, fullName: acceptance.fullName, detail, senderName, url, attached: attachment !== undefined },
      { firmName: brand.firmName, accentColor: brand.accentColor },
    );
    await mail.send({ kind: 'acceptance-confirmation', to: acceptance.email, fromName: senderName, ...message, workspaceId: send.workspaceId, generationId: send.generationId, sendId: send.id, eventKey: confirmationKey(send), attachment });
  }
  /** Writes her confirmation; never throws (logged), never awaited by her answer. */
  return (send: SendRecord, acceptance: AcceptanceRecord, detail: string, url: string): void => {
    void confirm(send, acceptance, detail, url).catch((error: unknown) => logger.error({ generationId: send.generationId, err: error instanceof Error ? error.message : String(error) }, 'confirmation: could not write the message'));
  };
}
