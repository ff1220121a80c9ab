// Each account's notification choices (DESIGN §11): no row, every kind on. Column = the kind in
// snake case.
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPrefs } from '@growth-suite/shared';
import type { Knex } from 'knex';

export const notificationColumn = (kind: NotificationKind) => kind.replace(/-/g, '_');

const ALL_ON = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPrefs;

export async function findNotificationPrefs(db: Knex, userId: number): Promise<NotificationPrefs> {
  const row: Record<string, unknown> | undefined = await db('notification_prefs').where({ user_id: userId }).first();
  if (!row) return { ...ALL_ON };
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Boolean(row[notificationColumn(kind)])])) as NotificationPrefs;
}

export async function saveNotificationPrefs(db: Knex, userId: number, prefs: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  const columns = Object.fromEntries(Object.entries(prefs).map(([kind, on]) => [notificationColumn(kind as NotificationKind), on]));
  if (Object.keys(columns).length > 0) await db('notification_prefs').insert({ user_id: userId, ...columns }).onConflict('user_id').merge(Object.keys(columns));
  return findNotificationPrefs(db, userId);
}

/** One account's one kind, off (a one-click unsubscribe). */
export async function turnOffNotification(db: Knex, userId: number, kind: NotificationKind): Promise<void> {
  await saveNotificationPrefs(db, userId, { [kind]: false });
}

export interface Recipient {
  userId: number;
  email: string;
  name: string;
}
