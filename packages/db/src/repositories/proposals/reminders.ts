// Reminders to a sent proposal's client (DESIGN §11): the author's switch, the client's stops, and the
// sends due a reminder (the reminder scan reads them).
import type { Knex } from 'knex';
import { fromJson } from '../../rows.ts';
import type { Scope } from '../../scope.ts';
import { ownsProposal } from './sends.ts';

/** The author (or an admin) switches the client's reminders of one proposal on or off; false when it is not the workspace's. */
export async function setReminders(db: Knex, scope: Scope, generationId: number, enabled: boolean): Promise<boolean> {
  if (!(await ownsProposal(db, scope, generationId))) return false;
  await db('send_reminders').insert({ generation_id: generationId, enabled }).onConflict('generation_id').merge(['enabled']);
  return true;
}

export async function remindersOn(db: Knex, generationId: number): Promise<boolean> {
  const row = await db('send_reminders').where({ generation_id: generationId }).first('enabled');
  return row ? Boolean(row.enabled) : true;
}

/** The client at `address` asked for no more reminders of this document (their unsubscribe link). */
export async function stopReminders(db: Knex, generationId: number, address: string): Promise<void> {
  await db('reminder_stops').insert({ generation_id: generationId, address: address.toLowerCase() }).onConflict(['generation_id', 'address']).ignore();
}

/** The addresses that asked for no more reminders of this document, in the order they asked. */
export async function reminderStops(db: Knex, generationId: number): Promise<string[]> {
  return db('reminder_stops').where({ generation_id: generationId }).orderBy('created_at').pluck('address');
}

/** The send's proposal and the addresses it was e-mailed to (a reminder's unsubscribe link names one of them). */
export async function sendRecipients(db: Knex, sendId: number): Promise<{ generationId: number; addresses: string[] } | null> {
  const send: { generation_id: number } | undefined = await db('proposal_sends').where({ id: sendId }).first('generation_id');
  if (!send) return null;
  const addresses: string[] = await db('mail_outbox').where({ send_id: sendId, kind: 'sent' }).distinct('to_address').pluck('to_address');
  return { generationId: send.generation_id, addresses };
}

export interface ReminderCandidate {
  sendId: number;
  generationId: number;
  workspaceId: number;
  userId: number;
  version: number;
  sentAt: Date;
  expiresAt: Date | null;
  frozen: unknown;
  /** Where the document was e-mailed, and the link it carried. */
  to: string;
  linkUrl: string;
  /** Where the client's reply goes: the e-mail's own Reply-To (the consultant who sent it), else the sender's address. */
  replyTo: string | null;
}

type ReminderRow = {
  id: number;
  generation_id: number;
  workspace_id: number;
  user_id: number;
  version: number;
  sent_at: Date;
  expires_at: Date | null;
  frozen: string;
  to_address: string;
  link_url: string;
  reply_to: string | null;
  sender_email: string | null;
};

/**
 * Live sends that were e-mailed to their client and may still be reminded (DESIGN §11): not withdrawn,
 * not expired, the newest live version of their proposal, none of its versions accepted, reminders on.
 * Which reminder is due, and whether it was written, the caller decides.
 */
export async function reminderCandidates(db: Knex, now: Date): Promise<ReminderCandidate[]> {
  const rows: ReminderRow[] = await db('proposal_sends as s')
    .join('mail_outbox as m', 'm.send_id', 's.id')
    .leftJoin('send_reminders as r', 'r.generation_id', 's.generation_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .where('m.kind', 'sent')
    .where('m.state', 'sent')
    .whereNotNull('m.link_url')
    .whereNull('s.revoked_at')
    .where((q) => q.whereNull('s.expires_at').orWhere('s.expires_at', '>', now))
    .where((q) => q.whereNull('r.enabled').orWhere('r.enabled', true))
    .whereNotExists(db('reminder_stops as x').whereRaw('x.generation_id = s.generation_id AND x.address = LOWER(m.to_address)'))
    .whereNotExists(db('proposal_acceptances as a').whereRaw('a.generation_id = s.generation_id'))
    .whereNotExists(
      db('proposal_sends as n').whereRaw('n.generation_id = s.generation_id AND n.version > s.version').whereNull('n.revoked_at').where((q) => q.whereNull('n.expires_at').orWhere('n.expires_at', '>', now)),
    )
    .distinct('s.id', 's.generation_id', 's.workspace_id', 's.user_id', 's.version', 's.sent_at', 's.expires_at', 's.frozen', 'm.to_address', 'm.link_url', 'm.reply_to', 'u.email as sender_email')
    .limit(1000);
  return rows.map((row) => ({
    sendId: row.id,
    generationId: row.generation_id,
    workspaceId: row.workspace_id,
    userId: row.user_id,
    version: row.version,
    sentAt: new Date(row.sent_at),
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    frozen: fromJson(row.frozen),
    to: row.to_address,
    linkUrl: row.link_url,
    replyTo: row.reply_to || row.sender_email || null,
  }));
}
