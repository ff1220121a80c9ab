// The producer side of the mail outbox (DESIGN §11), for the api and the worker alike: a message is a
// row first, then a job on the `mail` queue. The row is the one source of truth: if its job cannot be
// queued, or is lost, the sweeper (`sweep`, run by the worker on a schedule) queues it again; a claim,
// a lease and the row's state keep every path from sending one message twice.
// With no SMTP server set (`SMTP_URL`), a message is kept as not sent and no job is queued: the site's
// admins see it, and the screens that would mail say what to do instead.
import { createQueue, mailJob, type QueueTarget, type TypedQueue } from '@growth-suite/server';
import { MAIL_NOT_CONFIGURED } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { addToBatch, insertMail, redispatchMail, requeueMail, strandedMail, type BatchEvent, type MailCap, type NewMail } from './repositories/mail.ts';

export interface MailOutboxOptions extends QueueTarget {
  knex: Knex;
  /** Whether messages are sent (an SMTP server is set). */
  enabled: boolean;
  /** Told when a job could not be queued (the row stays queued: the sweeper takes it up). */
  onQueueError?: (mailId: number, error: Error) => void;
  /** Options for the queue's producer (tracing). */
  queueOptions?: Parameters<typeof createQueue>[2];
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** A message refused because its sender reached the day's cap. */
export interface MailRefused {
  refused: 'cap';
}

const errorOf = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createMailOutbox(options: MailOutboxOptions) {
  let queue: TypedQueue<'mail'> | undefined;
  /** Made at the first message: a process that never mails opens no connection for it. */
  const open = () => {
    if (!queue) {
      queue = createQueue('mail', options, options.queueOptions);
      queue.on('error', () => {}); // reported where a job is added; the producer reconnects by itself
    }
    return queue;
  };
  /** Queues the job of `mailId`'s `dispatch` (after `delayMs`); a failure is told, not thrown (the row stays for the sweeper). */
  async function dispatch(mailId: number, dispatchNumber: number, delayMs = 0): Promise<void> {
    const job = mailJob(mailId, dispatchNumber);
    try {
      await open().add(job.name, job.data, delayMs > 0 ? { ...job.opts, delay: delayMs } : job.opts);
    } catch (error) {
      options.onQueueError?.(mailId, errorOf(error));
    }
  }

  /** Writes the message and queues it (see `send` below). */
  async function send(mail: NewMail): Promise<{ mailId: number; mailed: boolean }> {
    if (!options.enabled) {
      const { id } = await insertMail(options.knex, mail, 'not-configured', MAIL_NOT_CONFIGURED);
      return { mailId: id, mailed: false };
    }
    const { id, created } = await insertMail(options.knex, mail, 'queued');
    if (created) await dispatch(id, 0);
    return { mailId: id, mailed: true };
  }

  return {
    enabled: options.enabled,

    /**
     * Writes the message and queues it: `mailed` says whether it will be sent. A message for an event
     * already written is not written or queued again.
     */
    send,

    /**
     * As `send`, for a message a user sends (the recipients-per-day cap): the count of the sender's
     * messages of the day and the write are one atomic step, so parallel requests cannot all pass it. A
     * message over the cap is not written (`{ refused: 'cap' }`). With mail off nothing is sent, so nothing is capped.
     */
    async sendWithinCap(mail: NewMail, cap: MailCap): Promise<{ mailId: number; mailed: boolean } | MailRefused> {
      if (!options.enabled) return send(mail);
      const written = await insertMail(options.knex, mail, 'queued', null, cap);
      if (!written) return { refused: 'cap' };
      if (written.created) await dispatch(written.id, 0);
      return { mailId: written.id, mailed: true };
    },

    /**
     * One event for one recipient, batched (DESIGN §11.2): events for `batchKey` within `windowMs` of its
     * first go out as one message, drawn by `draw` from all of them. The first event writes the message
     * and queues its job to run when the window ends; later ones append to it until a worker claims it.
     * `windowMs` 0 sends each event at once, as its own message (`eventKey` of `draw`'s: once per event).
     * With mail off each event is kept as its own message, not sent.
     */
    async batch<E extends BatchEvent>(batchKey: string, event: E, draw: (events: E[]) => NewMail, windowMs: number): Promise<{ mailId: number; mailed: boolean }> {
      if (!options.enabled || windowMs <= 0) return send(draw([event]));
      const { id, outcome } = await addToBatch(options.knex, batchKey, event, (events) => ({ ...draw(events), eventKey: undefined }), new Date(Date.now() + windowMs));
      if (outcome === 'opened') await dispatch(id, 0, windowMs);
      return { mailId: id, mailed: true };
    },

    /**
     * Sends a message again, in whatever state it is (an admin's resend): queued with a new job and a new
     * retry window; `freshLink` swaps its one-time link for a new one. False when it moved meanwhile.
     */
    async resend(mailId: number, dispatchNumber: number, freshLink?: { from: string; to: string }): Promise<boolean> {
      const next = await requeueMail(options.knex, mailId, dispatchNumber, freshLink);
      if (next === null) return false;
      await dispatch(mailId, next);
      return true;
    },

    /**
     * The sweeper: every message queued and overdue by `graceMs`, or sending under a lease that lapsed,
     * whose job is no longer waiting or running (never queued, lost, or finished without sending it), is
     * given a new job. How many were.
     */
    async sweep(graceMs: number, limit = 500): Promise<number> {
      let requeued = 0;
      for (const stranded of await strandedMail(options.knex, graceMs, limit)) {
        const job = await open().getJob(mailJob(stranded.id, stranded.dispatch).opts.jobId!);
        const state = job ? await job.getState() : 'unknown';
        // A job still to run (waiting, delayed for its backoff or a lapsing lease) or running will see to it.
        if (state === 'waiting' || state === 'delayed' || state === 'prioritized' || state === 'active' || state === 'waiting-children') continue;
        const next = await redispatchMail(options.knex, stranded.id, stranded.dispatch);
        if (next === null) continue;
        await dispatch(stranded.id, next);
        requeued += 1;
      }
      return requeued;
    },

    async close() {
      await queue?.close();
    },
  };
}
