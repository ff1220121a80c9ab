// The BullMQ worker on the `mail` queue (DESIGN §11): sends one outbox message per job through
// nodemailer to SMTP_URL. The outbox row is the one source of truth:
// - A message is claimed under a lease the sender renews while it sends: two senders never hold it at
//   once. A job that finds another attempt's live lease waits for it to end (delayed, not completed):
//   a sender that died stops renewing, and the retried job takes the message back.
// - A temporary failure (a 4xx reply, a lost or refused connection) queues it again and the job retries
//   with backoff (MAIL_RETRY_*: 30 s doubling to an hour, for two days by default); a permanent one (a 5xx
//   reply), or the end of the retry window, records it as failed with its reason.
// - Exactly once: once the server accepted a message (250), a marker in Redis says so before the row is
//   marked sent, and every later job for it checks the marker first. What remains is at-least-once across a
//   process killed in the instant between the server's 250 and that marker (a round trip to Redis).
import { claimMail, markMailFailed, markMailRetry, markMailSent, renewMailLease, type ClaimedMail, type Knex } from '@growth-suite/db';
import { createWorker, mailBackoff, MailJobDataSchema, type MailRetry, type TypedWorker } from '@growth-suite/server';
import { setOutcome, SpanKind, queueTelemetry, withSpan } from '@growth-suite/telemetry';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import nodemailer, { type Transporter } from 'nodemailer';
import type { WorkerDeps } from './deps.ts';
import { workerSizing } from './env.ts';

type Transport = Pick<Transporter, 'sendMail' | 'close'>;

export interface MailSettings {
  retry: MailRetry;
  leaseMs: number;
}

/** How long the marker of an accepted message is kept: longer than any retry window or job. */
const ACCEPTED_TTL_S = 30 * 86_400;
const acceptedKey = (prefix: string, mailId: number) => `${prefix}:mail-accepted:${mailId}`;
/** The server accepted the send that began at `queuedAt` (the message's queueing, or its last resend). */
interface Accepted {
  queuedAt: number;
  providerId: string | null;
}
const readAccepted = (value: string | null): Accepted | null => {
  if (value === null) return null;
  try {
    const parsed = JSON.parse(value) as Partial<Accepted>;
    return typeof parsed.queuedAt === 'number' ? { queuedAt: parsed.queuedAt, providerId: typeof parsed.providerId === 'string' ? parsed.providerId : null } : null;
  } catch {
    return null;
  }
};

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
/** "48 h", "5 min", "2 s": how long the retry window was, in the failed row's reason. */
const duration = (ms: number) => (ms >= 3_600_000 ? `${Math.round(ms / 3_600_000)} h` : ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

const envelope = (message: ClaimedMail, from: { name: string; address: string }) => ({
  from: { name: message.fromName || from.name, address: from.address },
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  ...(message.attachment ? { attachments: [{ filename: message.attachment.filename, content: message.attachment.content }] } : {}),
  // The sender is a no-reply address: a message between a consultant and a client says where a reply
  // should go (the other person); the others say what to do instead. A notification carries one-click
  // unsubscribe (RFC 8058), which mail providers show as a button.
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  headers: {
    'Auto-Submitted': 'auto-generated',
    ...(message.unsubscribeUrl ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
  },
});

export function mailProcessor(deps: { knex: Knex; redis: Redis; prefix: string; transport: Transport; from: { name: string; address: string }; settings: MailSettings }) {
  const { knex, redis, prefix, transport, from, settings } = deps;
  return async (job: Job, token?: string): Promise<string> => {
    const parsed = MailJobDataSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('Invalid mail job payload');
    const { mailId } = parsed.data;
    // This attempt of this job: a retried job is another claimant, and may take back a lapsed claim.
    const claimant = `${job.id ?? 'job'}#${job.attemptsStarted}`;
    const claim = await claimMail(knex, mailId, claimant, settings.leaseMs);
    if ('done' in claim) return 'not-claimed'; // sent, given up, or kept while mail was off
    if ('busyUntil' in claim) {
      // Another attempt holds it (sending now, or dead and its lease still running): look again once it ends.
      await job.moveToDelayed(Math.max(claim.busyUntil.getTime(), Date.now()) + 50, token);
      throw new DelayedError();
    }
    const message = claim.claimed;
    const accepted = readAccepted(await redis.get(acceptedKey(prefix, mailId)));
    if (accepted && accepted.queuedAt === message.queuedAt.getTime()) {
      // The server took this very send already (a resend starts a new one); only the row's update was
      // lost (a database outage, a kill).
      await markMailSent(knex, mailId, claimant, accepted.providerId);
      return 'sent-earlier';
    }
    const heartbeat = setInterval(() => void renewMailLease(knex, mailId, claimant, settings.leaseMs).catch(() => {}), Math.max(50, Math.floor(settings.leaseMs / 3)));
    let providerId: string | null;
    try {
      const info = await tracedSend(message.kind, () => transport.sendMail(envelope(message, from)));
      providerId = typeof info.messageId === 'string' ? info.messageId.slice(0, 255) : null;
    } catch (error) {
      clearInterval(heartbeat);
      const reason = reasonOf(error);
      if (isPermanent(error)) {
        await markMailFailed(knex, mailId, claimant, reason);
        throw new UnrecoverableError(reason);
      }
      const nextAttemptAt = new Date(Date.now() + mailBackoff(settings.retry, job.attemptsMade + 1));
      if (nextAttemptAt.getTime() > message.queuedAt.getTime() + settings.retry.forMs) {
        await markMailFailed(knex, mailId, claimant, `not delivered within ${duration(settings.retry.forMs)}: ${reason}`.slice(0, 500));
        throw new UnrecoverableError(reason);
      }
      await markMailRetry(knex, mailId, claimant, reason, nextAttemptAt);
      throw error;
    }
    clearInterval(heartbeat);
    // First where it cannot be lost with the database (the next job reads it before sending), then the row.
    const mark: Accepted = { queuedAt: message.queuedAt.getTime(), providerId };
    await redis.set(acceptedKey(prefix, mailId), JSON.stringify(mark), 'EX', ACCEPTED_TTL_S).catch(() => {});
    await markMailSent(knex, mailId, claimant, providerId);
    return 'sent';
  };
}

/** From "Name <address>" or a bare address. */
export function parseFrom(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  return match ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! } : { name: '', address: value.trim() };
}

/** Null when mail is off (no SMTP_URL): nothing is queued then, and nothing listens. */
export function startMailWorker({ config, knex, logger, redis }: Pick<WorkerDeps, 'config' | 'knex' | 'logger'> & { redis: Redis }) {
  const { smtpUrl, dkim, sendTimeoutMs } = config.mail;
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A server that stops answering ends the try (a temporary failure), well inside the sender's lease renewals.
    connectionTimeout: sendTimeoutMs,
    greetingTimeout: sendTimeoutMs,
    socketTimeout: sendTimeoutMs,
    ...(dkim ? { dkim } : {}),
  } as never);
  const worker: TypedWorker<'mail'> = createWorker(
    'mail',
    mailProcessor({ knex, redis, prefix: config.redisPrefix, transport, from: parseFrom(config.mail.from), settings: { retry: config.mail.retry, leaseMs: config.mail.leaseMs } }),
    { redisUrl: config.redisUrl, prefix: config.redisPrefix },
    workerSizing(config),
    queueTelemetry(),
  );
  worker.on('failed', (job, error) => {
    if (!(error instanceof DelayedError)) logger.warn({ jobId: job?.id, reason: error.message }, 'mail not sent');
  });
  worker.on('error', (error) => logger.error({ err: error.message }, 'mail worker error'));
  return {
    worker,
    async close() {
      await worker.close();
      transport.close();
    },
  };
}

