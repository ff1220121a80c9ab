// The mail outbox (DESIGN §11). The api writes a row per message; a worker claims it (one claim wins,
// so two workers never send one message twice), sends it and records what happened. A claim left by a
// worker that died is taken again after `staleMs`.
import { LINK_HIDDEN, LINK_REMOVED, type MailKind, type MailState } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { isDuplicateKey, toIso } from '../rows.ts';

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
  /** One file sent with it (kept until it is sent). */
  attachment?: MailAttachment | undefined;
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
}

/** What a worker sends: the message with its attachment's bytes while they are kept. */
export interface ClaimedMail extends MailMessage {
  attachment: MailAttachment | null;
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

/** Writes the message in `state`; a message for an event already written is not written again (`created: false`). */
export async function insertMail(db: Knex, mail: NewMail, state: 'queued' | 'not-configured', error: string | null = null): Promise<{ id: number; created: boolean }> {
  try {
    const [id] = await table(db).insert({
      kind: mail.kind,
      to_address: mail.to,
      from_name: mail.fromName.slice(0, 120),
      subject: mail.subject.slice(0, 300),
      text: mail.text,
      html: mail.html,
      secret: mail.secret ?? null,
      workspace_id: mail.workspaceId ?? null,
      user_id: mail.userId ?? null,
      event_key: mail.eventKey ?? null,
      generation_id: mail.generationId ?? null,
      send_id: mail.sendId ?? null,
      link_url: mail.linkUrl ?? null,
      unsubscribe_url: mail.unsubscribeUrl ?? null,
      attachment_name: mail.attachment?.filename.slice(0, 200) ?? null,
      attachment: mail.attachment?.content ?? null,
      state,
      error,
    });
    return { id: Number(id), created: true };
  } catch (error_) {
    if (!mail.eventKey || !isDuplicateKey(error_)) throw error_;
    const row = await table(db).where({ event_key: mail.eventKey }).first('id');
    if (!row) throw error_;
    return { id: row.id, created: false };
  }
}

/**
 * Takes the message for sending: one worker wins; null when it is sent, failed, not to be sent, or
 * another worker has it (unless that claim is older than `staleMs`: its worker died).
 */
export async function claimMail(db: Knex, id: number, staleMs: number): Promise<ClaimedMail | null> {
  const claimed = await table(db)
    .where({ id })
    .andWhere((q) => q.where('state', 'queued').orWhere((stale) => stale.where('state', 'sending').andWhere('claimed_at', '<', db.raw('NOW(3) - INTERVAL ? MICROSECOND', [staleMs * 1000]))))
    .update({ state: 'sending', claimed_at: db.fn.now(3), attempts: db.raw('attempts + 1') });
  if (claimed === 0) return null;
  const row = await table(db).where({ id }).first();
  if (!row) return null;
  const attachment = row.attachment_name && row.attachment ? { filename: row.attachment_name, content: Buffer.from(row.attachment) } : null;
  return { ...toRecord(row), text: row.text, html: row.html, unsubscribeUrl: row.unsubscribe_url, attachment };
}

/** Sent: the provider's id is kept, the one-time link is cut from the stored message and the attachment's bytes go. */
export async function markMailSent(db: Knex, id: number, providerId: string | null): Promise<void> {
  await db.raw(
    `UPDATE mail_outbox SET state = 'sent', provider_id = ?, error = NULL, sent_at = NOW(3), attachment = NULL,
       text = IF(secret IS NULL, text, REPLACE(text, secret, ?)), html = IF(secret IS NULL, html, REPLACE(html, secret, ?)), secret = NULL
     WHERE id = ?`,
    [providerId?.slice(0, 255) ?? null, LINK_REMOVED, LINK_REMOVED, id],
  );
}

/** A temporary failure: back to the queue's care (the job is retried), with what went wrong. */
export async function markMailRetry(db: Knex, id: number, error: string): Promise<void> {
  await table(db).where({ id, state: 'sending' }).update({ state: 'queued', error: error.slice(0, 500) });
}

/**
 * Given up: a permanent refusal, or the retries are spent. A password reset's link goes with it (its
 * owner asks for a new one); an invitation keeps its link, so that it can be sent again.
 */
export async function markMailFailed(db: Knex, id: number, error: string): Promise<void> {
  await db.raw(
    `UPDATE mail_outbox SET state = 'failed', error = ?,
       text = IF(kind = 'password-reset' AND secret IS NOT NULL, REPLACE(text, secret, ?), text),
       html = IF(kind = 'password-reset' AND secret IS NOT NULL, REPLACE(html, secret, ?), html),
       secret = IF(kind = 'password-reset', NULL, secret)
     WHERE id = ? AND state <> 'sent'`,
    [error.slice(0, 500), LINK_REMOVED, LINK_REMOVED, id],
  );
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
  const row = await table(db).where({ id }).first(...SUMMARY, 'text', 'html', 'unsubscribe_url', 'secret');
  if (!row) return null;
  const hide = (part: string) => (row.secret ? part.split(row.secret).join(LINK_HIDDEN) : part);
  return { ...toRecord(row), text: hide(row.text), html: hide(row.html), unsubscribeUrl: row.unsubscribe_url };
}

/** A sent document's messages to its client, newest first (its activity shows them). */
export async function listSentMails(db: Knex, generationId: number): Promise<MailRecord[]> {
  const rows = await table(db).where({ generation_id: generationId, kind: 'sent' }).orderBy('id', 'desc').limit(50).select(...SUMMARY);
  return rows.map(toRecord);
}

/**
 * A message to send again (a resend from the admins' table): back to queued, unless it is being sent or
 * its one-time link or its attachment is no longer kept (sent, or a failed reset). Returns how many attempts it has had, or null.
 */
export async function requeueMail(db: Knex, id: number): Promise<{ resend: number } | null> {
  // The computed column is named in the result type (knex cannot read it from the raw text).
  const row = await table(db)
    .where({ id })
    .first<(Pick<MailRow, 'state' | 'attempts' | 'text' | 'attachment_name'> & { attachment_gone: number | string }) | undefined>('state', 'attempts', 'text', 'attachment_name', db.raw('attachment IS NULL AS attachment_gone'));
  if (!row || row.state === 'sending' || row.state === 'queued' || row.text.includes(LINK_REMOVED)) return null;
  // A sent message's attachment is not kept: sending it again would send it without.
  if (row.attachment_name !== null && Number(row.attachment_gone) === 1) return null;
  await table(db).where({ id }).update({ state: 'queued', error: null });
  return { resend: row.attempts + 1 };
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
