import { isAdminUser, type PublicUser } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { toIso } from '../rows.ts';
import { ensurePersonalWorkspace, handOverTeamsOf } from './workspaces.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  full_name: string | null;
  password_hash: string;
  role: string;
  created_at: Date;
  updated_at: Date;
}

export interface UserRecord extends PublicUser {
  passwordHash: string;
}

export function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    isAdmin: isAdminUser(row),
    createdAt: toIso(row.created_at),
    passwordHash: row.password_hash,
  };
}

/** The user as the API shows it: never the hash. */
export function toPublicUser({ passwordHash: _hash, ...user }: UserRecord): PublicUser {
  return user;
}

const table = (db: Knex) => db<UserRow>('users');

export async function findUserById(db: Knex, id: number): Promise<UserRecord | null> {
  const row = await table(db).where({ id }).first();
  return row ? toUser(row) : null;
}

/**
 * A request's user, with the id of their personal workspace, in one query: every request of a signed-in
 * user reads the user (so a role change or a deletion applies at once), and most name no workspace, so
 * their scope (the personal workspace, which the account owns for good) needs no second read. The id is
 * null for an account whose personal workspace is not made yet (the scope's read makes it).
 */
export async function findSessionUser(db: Knex, id: number): Promise<{ user: UserRecord; personalWorkspaceId: number | null } | null> {
  const row: (UserRow & { personal_workspace_id: number | null }) | undefined = await db('users as u')
    .leftJoin('workspaces as w', 'w.personal_user_id', 'u.id')
    .where('u.id', id)
    .first('u.*', 'w.id as personal_workspace_id');
  return row ? { user: toUser(row), personalWorkspaceId: row.personal_workspace_id } : null;
}

/** Sign-in by username or e-mail; comparison ignores case (collation) and surrounding spaces. */
export async function findUserByLogin(db: Knex, login: string): Promise<UserRecord | null> {
  const value = login.trim();
  const row = await table(db).where('username', value).orWhere('email', value).orderBy('id').first();
  return row ? toUser(row) : null;
}

/** Every account a login name reaches, as a username or as an e-mail (ids). */
export async function findLoginOwners(db: Knex, login: string): Promise<number[]> {
  const value = login.trim();
  const rows = await table(db).where('username', value).orWhere('email', value).select('id');
  return rows.map((row) => row.id);
}

export async function listUsers(db: Knex): Promise<UserRecord[]> {
  const rows = await table(db).orderBy('id');
  return rows.map(toUser);
}

export interface NewUser {
  username: string;
  email: string;
  fullName: string | null;
  passwordHash: string;
  role: 'user' | 'admin';
}

export async function createUser(db: Knex, user: NewUser): Promise<UserRecord> {
  const [id] = await table(db).insert({
    username: user.username.trim(),
    email: user.email.trim(),
    full_name: user.fullName,
    password_hash: user.passwordHash,
    role: user.role,
  });
  // Every account works in its personal workspace from its first request (DESIGN §11).
  await ensurePersonalWorkspace(db, Number(id));
  return (await findUserById(db, Number(id)))!;
}

export async function updateUser(
  db: Knex,
  id: number,
  changes: { username: string; email: string; fullName: string | null; role: 'user' | 'admin' },
): Promise<UserRecord | null> {
  await table(db)
    .where({ id })
    .update({
      username: changes.username.trim(),
      email: changes.email.trim(),
      full_name: changes.fullName,
      role: changes.role,
      updated_at: db.fn.now(3),
    });
  return findUserById(db, id);
}

export async function updateUserPassword(db: Knex, id: number, passwordHash: string): Promise<boolean> {
  const count = await table(db).where({ id }).update({ password_hash: passwordHash });
  return count > 0;
}

/** Deletes the account (its personal workspace with it); the teams it alone owned are handed over first. */
export async function deleteUser(db: Knex, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx('users').where({ id }).forUpdate().first('id');
    await handOverTeamsOf(trx, id);
    return (await table(trx).where({ id }).delete()) > 0;
  });
}

/** Admins by the server's rule (role admin in any case, or the reserved account). */
export async function countAdmins(db: Knex): Promise<number> {
  const rows = await table(db).select('username', 'role');
  return rows.filter((row) => isAdminUser(row)).length;
}
