// Who is told of what (DESIGN §11): each account's choices (no row: every kind on), and the people a
// proposal's news goes to — its author and the admins and owners of its workspace, each once, each
// only if they have that kind on.
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPrefs } from '@growth-suite/shared';
import type { Knex } from 'knex';

const COLUMN: Record<NotificationKind, string> = {
  proposalOpened: 'proposal_opened',
  proposalAccepted: 'proposal_accepted',
  changeRequested: 'change_requested',
  invitationAccepted: 'invitation_accepted',
};

const ALL_ON = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPrefs;

export async function findNotificationPrefs(db: Knex, userId: number): Promise<NotificationPrefs> {
  const row = (await db('notification_prefs').where({ user_id: userId }).first()) as Record<string, unknown> | undefined;
  if (!row) return { ...ALL_ON };
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Boolean(row[COLUMN[kind]])])) as NotificationPrefs;
}

export async function saveNotificationPrefs(db: Knex, userId: number, prefs: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  const columns = Object.fromEntries(Object.entries(prefs).map(([kind, on]) => [COLUMN[kind as NotificationKind], on]));
  if (Object.keys(columns).length > 0) await db('notification_prefs').insert({ user_id: userId, ...columns }).onConflict('user_id').merge(Object.keys(columns));
  return findNotificationPrefs(db, userId);
}

export interface Recipient {
  userId: number;
  email: string;
  name: string;
}

/** The proposal's author and its workspace's admins and owners who have `kind` on. */
export async function proposalWatchers(db: Knex, generationId: number, kind: NotificationKind): Promise<Recipient[]> {
  const rows: { id: number; email: string; full_name: string | null; username: string; on: number | null }[] = await db('users as u')
    .leftJoin('notification_prefs as p', 'p.user_id', 'u.id')
    .whereIn(
      'u.id',
      db
        .select('g.user_id')
        .from('generations as g')
        .where('g.id', generationId)
        .union((admins) => admins.select('m.user_id').from('workspace_members as m').join('generations as g2', 'g2.workspace_id', 'm.workspace_id').where('g2.id', generationId).whereIn('m.role', ['admin', 'owner'])),
    )
    .select('u.id', 'u.email', 'u.full_name', 'u.username', db.raw(`p.${COLUMN[kind]} AS \`on\``));
  return rows.filter((row) => row.on === null || Boolean(row.on)).map((row) => ({ userId: row.id, email: row.email, name: row.full_name?.trim() || row.username }));
}

/** One account's one kind, off (a one-click unsubscribe). */
export async function turnOffNotification(db: Knex, userId: number, kind: NotificationKind): Promise<void> {
  await saveNotificationPrefs(db, userId, { [kind]: false });
}
