// The mail outbox (DESIGN §11), the one source of truth of every message's delivery. The api writes a row
// per message; a worker claims it under a lease it renews while it sends (one claim wins, so two workers
// never send one message at once), sends it and records what happened. A lease that lapses (its worker
// died) lets the retried job take the message back; the sweeper queues again what has no live job.
import { LINK_HIDDEN, LINK_REMOVED, type MailKind, type MailState } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { isDeadlock, isDuplicateKey, toIso } from '../rows.ts';

export interface NewMail {
  kind: MailKind;
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** A one-time link in the message: cut from what is kept once it is sent. */
  secret?: string | undefined;
  workspaceId?: number | null | undefined;
  /** Who caused it (the inviter, the account asking for a reset). */
  userId?: number | null | undefined;
  /** One event, one message: a second row with the same key is not written. */
  eventKey?: string | undefined;
  /** The sent document it is about, the send (link) it carried and that link's address. */
  generationId?: number | undefined;
  sendId?: number | undefined;
  linkUrl?: string | undefined;
  /** One-click unsubscribe of its kind (not for security messages, nor for a message a user sent). */
  unsubscribeUrl?: string | undefined;
  /** One file sent with it (kept with the message, so that a resend sends it again). */
  attachment?: MailAttachment | undefined;
  /** Where a reader's reply goes (the sender is a no-reply address): the consultant, or the client. */
  replyTo?: string | null | undefined;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
}

export interface MailRecord {
  id: number;
  kind: MailKind;
  to: string;
  fromName: string;
  subject: string;
  state: MailState;
  attempts: number;
  providerId: string | null;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The attachment's file name, kept after its bytes go. */
  attachmentName: string | null;
}

export interface MailMessage extends MailRecord {
  text: string;
  html: string;
  unsubscribeUrl: string | null;
  replyTo: string | null;
}

/** What a worker sends: the message with its attachment's bytes while they are kept. */
export interface ClaimedMail extends MailMessage {
  attachment: MailAttachment | null;
  /** When its retry window started (written, or resent). */
  queuedAt: Date;
}

interface MailRow {
  id: number;
  kind: MailKind;
  to_address: string;
  from_name: string;
  subject: string;
  text: string;
  html: string;
  unsubscribe_url: string | null;
  state: MailState;
  attempts: number;
  provider_id: string | null;
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
  attachment_name: string | null;
  attachment: Buffer | null;
  // The rest of the table: written when a message is queued or claimed, read where a query names them.
  secret: string | null;
  workspace_id: number | null;
  user_id: number | null;
  generation_id: number | null;
  send_id: number | null;
  link_url: string | null;
  event_key: string | null;
  claimed_at: Date | null;
  dispatch: number;
  claimed_by: string | null;
  lease_until: Date | null;
  queued_at: Date;
  next_attempt_at: Date;
  link_origin: string | null;
  reply_to: string | null;
  batch_key: string | null;
  batch_events: string | null;
}

const table = (db: Knex) => db<MailRow>('mail_outbox');
const SUMMARY = ['id', 'kind', 'to_address', 'from_name', 'subject', 'state', 'attempts', 'provider_id', 'error', 'created_at', 'sent_at', 'attachment_name'] as const;

const toRecord = (row: Pick<MailRow, (typeof SUMMARY)[number]>): MailRecord => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  fromName: row.from_name,
  subject: row.subject,
  state: row.state,
  attempts: row.attempts,
  providerId: row.provider_id,
  error: row.error,
  createdAt: toIso(row.created_at),
  sentAt: row.sent_at ? toIso(row.sent_at) : null,
  attachmentName: row.attachment_name,
});

/** The recipients-per-day cap: at most `perDay` messages caused by `userId` since `since`. */
export interface MailCap {
  userId: number;
  perDay: number;
  since: Date;
}

const rowOf = (mail: NewMail, state: 'queued' | 'not-configured', error: string | null) => ({
  kind: mail.kind,
  to_address: mail.to,
  from_name: mail.fromName.slice(0, 120),
  subject: mail.subject.slice(0, 300),
  text: mail.text,
  html: mail.html,
  secret: mail.secret ?? null,
  link_origin: mail.secret ? originOf(mail.secret) : null,
  workspace_id: mail.workspaceId ?? null,
  user_id: mail.userId ?? null,
  event_key: mail.eventKey ?? null,
  generation_id: mail.generationId ?? null,
  send_id: mail.sendId ?? null,
  link_url: mail.linkUrl ?? null,
  unsubscribe_url: mail.unsubscribeUrl ?? null,
  attachment_name: mail.attachment?.filename.slice(0, 200) ?? null,
  attachment: mail.attachment?.content ?? null,
  reply_to: mail.replyTo?.slice(0, 320) ?? null,
  state,
  error,
});

const originOf = (url: string) => {
  try {
    return new URL(url).origin.slice(0, 255);
  } catch {
    return null;
  }
};

/**
 * Writes the message in `state`; a message for an event already written is not written again (`created: false`).
 * With `cap`, the count of the user's messages and the write are one step (the sender's lock row is held):
 * parallel requests cannot all pass a count taken before any of them wrote. Null when the cap is reached.
 */
export async function insertMail(db: Knex, mail: NewMail, state: 'queued' | 'not-configured', error?: string | null): Promise<{ id: number; created: boolean }>;
export async function insertMail(db: Knex, mail: NewMail, state: 'queued' | 'not-configured', error: string | null, cap: MailCap): Promise<{ id: number; created: boolean } | null>;
export async function insertMail(db: Knex, mail: NewMail, state: 'queued' | 'not-configured', error: string | null = null, cap?: MailCap): Promise<{ id: number; created: boolean } | null> {
  try {
    if (!cap) {
      const [id] = await table(db).insert(rowOf(mail, state, error));
      return { id: Number(id), created: true };
    }
    // The sender's own lock row, made at their first capped message (before the transaction: two
    // transactions making one row and then locking it would deadlock); one count-and-write at a time.
    await db.raw('INSERT IGNORE INTO mail_cap_locks (user_id) VALUES (?)', [cap.userId]);
    return await db.transaction(async (trx) => {
      await trx('mail_cap_locks').where({ user_id: cap.userId }).forUpdate().first('user_id');
      if ((await countMailBy(trx, cap.userId, cap.since)) >= cap.perDay) return null;
      const [id] = await table(trx).insert(rowOf(mail, state, error));
      return { id: Number(id), created: true };
    });
  } catch (error_) {
    if (!mail.eventKey || !isDuplicateKey(error_)) throw error_;
    const row = await table(db).where({ event_key: mail.eventKey }).first('id');
    if (!row) throw error_;
    return { id: row.id, created: false };
  }
}

/** One event a batched message lists: its key (never listed twice) and what its template needs. */
export interface BatchEvent {
  key: string;
}

/** What an append did: opened a new message (its job is the caller's to queue), added to an open one, or found the event there already. */
export type BatchOutcome = { id: number; outcome: 'opened' | 'added' | 'present' };

/**
 * Adds `event` to the open message of `batchKey` (one recipient's batch, DESIGN §11.2), drawing its
 * subject and parts again from every event it now holds; with none open, writes a new one holding it,
 * due at `dueAt`. Atomic against the claim (which closes the batch in the same update that takes it):
 * the open row is locked while it is appended to, so an event lands either in the message before it
 * is claimed, or in a new one — never lost, never in two. Two first events for one key race on the
 * unique key (or a gap-lock deadlock): the loser tries again and appends.
 */
export async function addToBatch<E extends BatchEvent>(db: Knex, batchKey: string, event: E, draw: (events: E[]) => NewMail, dueAt: Date): Promise<BatchOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (trx) => {
        const open = await table(trx).where({ batch_key: batchKey }).forUpdate().first('id', 'state', 'batch_events', 'reply_to');
        if (open && open.state === 'queued') {
          const events = (JSON.parse(open.batch_events ?? '[]') as E[]).filter((held) => typeof held?.key === 'string');
          if (events.some((held) => held.key === event.key)) return { id: open.id, outcome: 'present' } as const;
          events.push(event);
          const mail = draw(events);
          await table(trx)
            .where({ id: open.id })
            .update({ subject: mail.subject.slice(0, 300), text: mail.text, html: mail.html, batch_events: JSON.stringify(events), reply_to: mail.replyTo?.slice(0, 320) ?? open.reply_to });
          return { id: open.id, outcome: 'added' } as const;
        }
        // A row still keyed but no longer queued cannot be appended to: release its key.
        if (open) await table(trx).where({ id: open.id }).update({ batch_key: null });
        const [id] = await table(trx).insert({ ...rowOf(draw([event]), 'queued', null), batch_key: batchKey, batch_events: JSON.stringify([event]), next_attempt_at: dueAt });
        return { id: Number(id), outcome: 'opened' } as const;
      });
    } catch (error) {
      if (attempt >= 4 || !(isDuplicateKey(error) || isDeadlock(error))) throw error;
    }
  }
}

/** How a claim went: the message to send, a live claim of another attempt (retry after `until`), or nothing to send. */
export type MailClaim = { claimed: ClaimedMail } | { busyUntil: Date } | { done: MailState };

/**
 * Takes the message for sending under a lease of `leaseMs`, held by `claimant` (a job's attempt): one
 * claim wins. A queued message is taken; one being sent is taken only once its lease has lapsed (its
 * worker died or lost its database: a live worker renews its lease while it sends).
 */
export async function claimMail(db: Knex, id: number, claimant: string, leaseMs: number): Promise<MailClaim> {
  const claimed = await table(db)
    .where({ id })
    .andWhere((q) => q.where('state', 'queued').orWhere((lapsed) => lapsed.where('state', 'sending').andWhere((lease) => lease.whereNull('lease_until').orWhere('lease_until', '<', db.fn.now(3)))))
    // A batch closes as it is claimed (the same update): a later event opens a new message.
    .update({ state: 'sending', batch_key: null, claimed_by: claimant.slice(0, 120), claimed_at: db.fn.now(3), lease_until: db.raw('NOW(3) + INTERVAL ? MICROSECOND', [leaseMs * 1000]), attempts: db.raw('attempts + 1') });
  const row = await table(db).where({ id }).first();
  if (!row) return { done: 'failed' };
  if (claimed === 0) return row.state === 'sending' && row.lease_until ? { busyUntil: row.lease_until } : { done: row.state };
  const attachment = row.attachment_name && row.attachment ? { filename: row.attachment_name, content: Buffer.from(row.attachment) } : null;
  return { claimed: { ...toRecord(row), text: row.text, html: row.html, unsubscribeUrl: row.unsubscribe_url, replyTo: row.reply_to, attachment, queuedAt: row.queued_at } };
}

/** The sender is alive: its lease runs `leaseMs` more. False when the claim is no longer its own. */
export async function renewMailLease(db: Knex, id: number, claimant: string, leaseMs: number): Promise<boolean> {
  const renewed = await table(db)
    .where({ id, state: 'sending', claimed_by: claimant.slice(0, 120) })
    .update({ lease_until: db.raw('NOW(3) + INTERVAL ? MICROSECOND', [leaseMs * 1000]) });
  return renewed > 0;
}

/**
 * Sent: the provider's id is kept, the one-time link is cut from the stored message. Only while the claim
 * is `claimant`'s (a resend meanwhile queued it again, to be sent once more): false otherwise.
 */
export async function markMailSent(db: Knex, id: number, claimant: string, providerId: string | null): Promise<boolean> {
  const [result] = await db.raw<[{ affectedRows: number }]>(
    `UPDATE mail_outbox SET state = 'sent', provider_id = ?, error = NULL, sent_at = NOW(3), claimed_by = NULL, lease_until = NULL,
       text = IF(secret IS NULL, text, REPLACE(text, secret, ?)), html = IF(secret IS NULL, html, REPLACE(html, secret, ?)), secret = NULL
     WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
    [providerId?.slice(0, 255) ?? null, LINK_REMOVED, LINK_REMOVED, id, claimant.slice(0, 120)],
  );
  return (result?.affectedRows ?? 0) > 0;
}

/** A temporary failure: queued again, due at `nextAttemptAt` (its job is retried then), with what went wrong. */
export async function markMailRetry(db: Knex, id: number, claimant: string, error: string, nextAttemptAt: Date): Promise<void> {
  await table(db)
    .where({ id, state: 'sending', claimed_by: claimant.slice(0, 120) })
    .update({ state: 'queued', error: error.slice(0, 500), claimed_by: null, lease_until: null, next_attempt_at: nextAttemptAt });
}

/**
 * Given up: a permanent refusal, or the retry window is spent; only under `claimant`'s claim (a resend
 * meanwhile stands). A password reset's link goes with it (a resend makes a fresh one); an invitation keeps its link.
 */
export async function markMailFailed(db: Knex, id: number, claimant: string, error: string): Promise<void> {
  await db.raw(
    `UPDATE mail_outbox SET state = 'failed', error = ?, claimed_by = NULL, lease_until = NULL,
       text = IF(kind = 'password-reset' AND secret IS NOT NULL, REPLACE(text, secret, ?), text),
       html = IF(kind = 'password-reset' AND secret IS NOT NULL, REPLACE(html, secret, ?), html),
       secret = IF(kind = 'password-reset', NULL, secret)
     WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
    [error.slice(0, 500), LINK_REMOVED, LINK_REMOVED, id, claimant.slice(0, 120)],
  );
}

/** A message the sweeper looks at: queued and overdue, or sent by a worker whose lease lapsed. */
export interface StrandedMail {
  id: number;
  state: MailState;
  dispatch: number;
}

/**
 * Messages that should be moving and may not be: queued and due more than `graceMs` ago, or being sent
 * under a lease that lapsed more than `graceMs` ago. Whether their job still lives is the caller's to ask.
 */
export async function strandedMail(db: Knex, graceMs: number, limit: number): Promise<StrandedMail[]> {
  const cutoff = db.raw('NOW(3) - INTERVAL ? MICROSECOND', [graceMs * 1000]);
  return table(db)
    .where((q) => q.where('state', 'queued').andWhere('next_attempt_at', '<', cutoff))
    .orWhere((q) => q.where('state', 'sending').andWhere('lease_until', '<', cutoff))
    .orderBy('id')
    .limit(limit)
    .select('id', 'state', 'dispatch');
}

/**
 * A new job for the message (its job number moves on from `dispatch`, so that a job finished or lost is
 * never the one waited on): queued and due now. Null when someone else moved it first, or it was sent.
 */
export async function redispatchMail(db: Knex, id: number, dispatch: number): Promise<number | null> {
  const moved = await table(db)
    .where({ id, dispatch })
    .whereIn('state', ['queued', 'sending'])
    .andWhere((q) => q.where('state', 'queued').orWhere('lease_until', '<', db.fn.now(3)))
    .update({ dispatch: dispatch + 1, state: 'queued', claimed_by: null, lease_until: null, next_attempt_at: db.fn.now(3) });
  return moved > 0 ? dispatch + 1 : null;
}

/** What a resend needs to know of a message. */
export interface ResendableMail {
  id: number;
  kind: MailKind;
  state: MailState;
  dispatch: number;
  userId: number | null;
  eventKey: string | null;
  /** The one-time link while it is kept; null once cut (sent, or a failed reset). */
  secret: string | null;
  /** The site of its one-time link, if it had one. */
  linkOrigin: string | null;
}

export async function findResendableMail(db: Knex, id: number): Promise<ResendableMail | null> {
  const row = await table(db).where({ id }).first('id', 'kind', 'state', 'dispatch', 'user_id', 'event_key', 'secret', 'link_origin');
  if (!row) return null;
  return { id: row.id, kind: row.kind, state: row.state, dispatch: row.dispatch, userId: row.user_id, eventKey: row.event_key, secret: row.secret, linkOrigin: row.link_origin };
}

/**
 * A message to send again, in whatever state (an admin's resend): queued now with a new job number and a
 * new retry window. `freshLink` replaces its one-time link (the old one, or the words left where it was
 * cut) with a new one. Returns the new job number, or null when it moved meanwhile (sent, resent).
 */
export async function requeueMail(db: Knex, id: number, dispatch: number, freshLink?: { from: string; to: string }): Promise<number | null> {
  const moved = await table(db)
    .where({ id, dispatch })
    .update({
      state: 'queued',
      error: null,
      // A batch still open is closed: what it holds goes now.
      batch_key: null,
      dispatch: dispatch + 1,
      claimed_by: null,
      lease_until: null,
      queued_at: db.fn.now(3),
      next_attempt_at: db.fn.now(3),
      ...(freshLink
        ? { secret: freshLink.to, link_origin: originOf(freshLink.to), text: db.raw('REPLACE(text, ?, ?)', [freshLink.from, freshLink.to]), html: db.raw('REPLACE(html, ?, ?)', [freshLink.from, freshLink.to]) }
        : {}),
    });
  return moved > 0 ? dispatch + 1 : null;
}

/** The job number a message's current job has (its job id is `mailJobId(id, dispatch)`). */
export async function mailDispatch(db: Knex, id: number): Promise<number | null> {
  const row = await table(db).where({ id }).first('dispatch');
  return row ? row.dispatch : null;
}

/** The outbox, newest first; `before` pages on (the previous page's last id). */
export async function listMail(db: Knex, options: { state?: MailState | undefined; before?: number | undefined; limit: number }): Promise<{ items: MailRecord[]; nextCursor: number | null }> {
  const query = table(db).orderBy('id', 'desc').limit(options.limit + 1).select(...SUMMARY);
  if (options.state) query.where('state', options.state);
  if (options.before !== undefined) query.where('id', '<', options.before);
  const rows = await query;
  const items = rows.slice(0, options.limit).map(toRecord);
  return { items, nextCursor: rows.length > options.limit ? items[items.length - 1]!.id : null };
}

/**
 * One message with its parts, as the site's admins may read it: a one-time link is never shown (gone
 * once sent, hidden before), so an admin cannot take over an account through a reset link.
 */
export async function findMail(db: Knex, id: number): Promise<MailMessage | null> {
  const row = await table(db).where({ id }).first(...SUMMARY, 'text', 'html', 'unsubscribe_url', 'secret', 'reply_to');
  if (!row) return null;
  const hide = (part: string) => (row.secret ? part.split(row.secret).join(LINK_HIDDEN) : part);
  return { ...toRecord(row), text: hide(row.text), html: hide(row.html), unsubscribeUrl: row.unsubscribe_url, replyTo: row.reply_to };
}

/** A sent document's messages to its client, newest first (its activity shows them). */
export async function listSentMails(db: Knex, generationId: number): Promise<MailRecord[]> {
  const rows = await table(db).where({ generation_id: generationId, kind: 'sent' }).orderBy('id', 'desc').limit(50).select(...SUMMARY);
  return rows.map(toRecord);
}

/** Messages a user caused since `since` (the recipients-per-day cap). */
export async function countMailBy(db: Knex, userId: number, since: Date): Promise<number> {
  const [row] = await table(db).where({ user_id: userId }).where('created_at', '>=', since).count<{ n: number | string }[]>('* as n');
  return Number(row?.n ?? 0);
}

/** Which of these event keys are written already. */
export async function existingEventKeys(db: Knex, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  return new Set(await db('mail_outbox').whereIn('event_key', keys).pluck('event_key'));
}
