// `npm run admin:reset-password`: the first-start administrator password is shown once, so this is the
// way back in. The new password replaces the hash, then every session of the account is ended.
import { randomBytes } from 'node:crypto';
import { passwordField, RESERVED_ADMIN_USERNAME } from '@growth-suite/shared';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { hashPassword } from './passwords.ts';

export class AdminResetError extends Error {}

export interface AdminResetResult {
  userId: number;
  /** Set only when the password was generated; print it once. */
  generatedPassword?: string;
}

export async function resetAdminPassword(db: Knex, password?: string): Promise<AdminResetResult> {
  if (password !== undefined) {
    const checked = passwordField().safeParse(password);
    if (!checked.success) throw new AdminResetError(`ADMIN_PASSWORD: ${checked.error.issues[0]?.message ?? 'not a valid password'}`);
  }
  const admin = (await db.schema.hasTable('users')) ? await db('users').where({ username: RESERVED_ADMIN_USERNAME }).first('id') : undefined;
  if (!admin) throw new AdminResetError(`there is no ${RESERVED_ADMIN_USERNAME} account in this database: run npm run migrate (or npm start) first`);
  const generatedPassword = password === undefined ? randomBytes(15).toString('base64url') : undefined;
  const updated = await db('users')
    .where({ id: admin.id })
    .update({ password_hash: await hashPassword(password ?? generatedPassword!) });
  if (updated !== 1) throw new AdminResetError(`the ${RESERVED_ADMIN_USERNAME} account disappeared while resetting its password`);
  return generatedPassword ? { userId: admin.id, generatedPassword } : { userId: admin.id };
}

/**
 * Ends every session of a user. The key layout is the api's session store's (a set of session ids
 * per user beside one key per session); its test checks the two agree.
 */
export async function endUserSessions(redis: Redis, prefix: string, userId: number): Promise<number> {
  const userKey = `${prefix}:user-sessions:${userId}`;
  const sids = await redis.smembers(userKey);
  await redis.del(userKey, ...sids.map((sid) => `${prefix}:sess:${sid}`));
  return sids.length;
}
