// The producer side of the `mail` queue (DESIGN §11): a message is written to the outbox, then its job
// is queued for a worker to send. With no SMTP server set (`SMTP_URL`), the message is kept as not sent
// and no job is queued: the site's admins see it, and the screens that would mail say what to do instead.
import { insertMail, requeueMail, type Knex, type NewMail } from '@growth-suite/db';
import { MAIL_ATTEMPTS, MAIL_BACKOFF_MS, MAIL_NOT_CONFIGURED, MAIL_QUEUE, mailJobId, type MailJobData } from '@growth-suite/shared';
import { producerConnection } from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';
import { Queue } from 'bullmq';
import type { Logger } from './logger.ts';

export type MailQueue = ReturnType<typeof createMailQueue>;

export function createMailQueue(options: { redisUrl: string; prefix: string; logger: Logger; knex: Knex; enabled: boolean }) {
  let queue: Queue<MailJobData> | undefined;
  /** Made at the first message: an api that never mails opens no connection for it. */
  const open = () => {
    if (!queue) {
      queue = new Queue<MailJobData>(MAIL_QUEUE, { connection: producerConnection(options.redisUrl), prefix: options.prefix, ...queueTelemetry() });
      queue.on('error', (error) => options.logger.warn({ err: error.message }, 'mail queue connection error'));
    }
    return queue;
  };
  const add = (mailId: number, resend = 0) =>
    open().add('mail', { mailId }, { jobId: mailJobId(mailId, resend), attempts: MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS }, removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 7 * 86_400 } });

  return {
    /** Whether messages are sent (an SMTP server is set). */
    enabled: options.enabled,

    /**
     * Writes the message and queues it: `mailed` says whether it will be sent. A message for an event
     * already written is not written or queued again. If the queue cannot take it, the row stays queued
     * (an admin resends it) and the caller's action still stands.
     */
    async send(mail: NewMail): Promise<{ mailId: number; mailed: boolean }> {
      if (!options.enabled) {
        const { id } = await insertMail(options.knex, mail, 'not-configured', MAIL_NOT_CONFIGURED);
        return { mailId: id, mailed: false };
      }
      const { id, created } = await insertMail(options.knex, mail, 'queued');
      if (created) await add(id).catch((error: unknown) => options.logger.error({ mailId: id, err: error instanceof Error ? error.message : String(error) }, 'mail: could not queue'));
      return { mailId: id, mailed: true };
    },

    /** Queues a kept or failed message again; false when it cannot be (being sent, or its link is gone). */
    async resend(mailId: number): Promise<boolean> {
      const requeued = await requeueMail(options.knex, mailId);
      if (!requeued) return false;
      await add(mailId, requeued.resend);
      return true;
    },

    async close() {
      await queue?.close();
    },
  };
}
