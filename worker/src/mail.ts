// The BullMQ worker on the `mail` queue (DESIGN §11): sends one outbox message per job through
// nodemailer to SMTP_URL. A message is claimed first (one claim wins: two workers never send it twice);
// a temporary failure (a 4xx reply, a lost connection) goes back to the queue, which retries with
// backoff; a permanent one (a 5xx reply), or the last retry, is recorded as failed with its reason.
import { claimMail, markMailFailed, markMailRetry, markMailSent, type Knex } from '@growth-suite/db';
import { MAIL_QUEUE, type MailJobData } from '@growth-suite/shared';
import { consumerConnection } from '@growth-suite/server';
import { setOutcome, SpanKind, queueTelemetry, withSpan } from '@growth-suite/telemetry';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import nodemailer, { type Transporter } from 'nodemailer';
import type { WorkerDeps } from './deps.ts';

/** How long a claim holds before another worker may take the message (its worker died mid-send). */
const CLAIM_STALE_MS = 120_000;

type Transport = Pick<Transporter, 'sendMail' | 'close'>;

/** A refusal that retrying will not change: a 5xx reply (unknown mailbox, rejected content). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
};
/** One send as a span: the message's kind and how it went (sent, retry after a temporary failure, error), never an address or text. */
const tracedSend = <T>(kind: string, send: () => Promise<T>) =>
  withSpan('mail send', { kind: SpanKind.CLIENT, attributes: { 'gs.mail.kind': kind } }, async (span) => {
    try {
      const info = await send();
      setOutcome(span, 'sent');
      return info;
    } catch (error) {
      if (isPermanent(error)) setOutcome(span, 'error', 'permanent');
      else setOutcome(span, 'retry', 'temporary');
      throw error;
    }
  });
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function mailJob(knex: Knex, transport: Transport, from: { name: string; address: string }) {
  return async (job: Job<MailJobData>): Promise<string> => {
    const { mailId } = job.data;
    const message = await claimMail(knex, mailId, CLAIM_STALE_MS);
    if (!message) return 'not-claimed'; // sent, given up, or another worker has it
    try {
      const info = await tracedSend(message.kind, () => transport.sendMail({
        from: { name: message.fromName || from.name, address: from.address },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachment ? { attachments: [{ filename: message.attachment.filename, content: message.attachment.content }] } : {}),
        // Replies go nowhere useful from a no-reply address; the message says what to do instead. A
        // notification carries one-click unsubscribe (RFC 8058), which mail providers show as a button.
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(message.unsubscribeUrl ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
      }));
      await markMailSent(knex, mailId, typeof info.messageId === 'string' ? info.messageId : null);
      return 'sent';
    } catch (error) {
      const reason = reasonOf(error);
      const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (isPermanent(error) || lastTry) {
        await markMailFailed(knex, mailId, reason);
        throw new UnrecoverableError(reason);
      }
      await markMailRetry(knex, mailId, reason);
      throw error;
    }
  };
}

/** From "Name <address>" or a bare address. */
export function parseFrom(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  return match ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! } : { name: '', address: value.trim() };
}

/** Null when mail is off (no SMTP_URL): nothing is queued then, and nothing listens. */
export function startMailWorker({ config, knex, logger }: Pick<WorkerDeps, 'config' | 'knex' | 'logger'>) {
  const { smtpUrl, dkim } = config.mail;
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport({ url: smtpUrl, ...(dkim ? { dkim } : {}) } as never);
  const worker = new Worker<MailJobData>(MAIL_QUEUE, mailJob(knex, transport, parseFrom(config.mail.from)), {
    connection: consumerConnection(config.redisUrl),
    prefix: config.redisPrefix,
    concurrency: 4,
    autorun: true,
    ...queueTelemetry(),
  });
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, reason: error.message }, 'mail not sent'));
  worker.on('error', (error) => logger.error({ err: error.message }, 'mail worker error'));
  return {
    worker,
    async close() {
      await worker.close();
      transport.close();
    },
  };
}
