// "Forgot password?" links (DESIGN §11): stored as the SHA-256 of their token, valid for a while,
// used once. Using one changes the password and spends every other link of the account.
import type { Knex } from 'knex';

export async function createPasswordReset(db: Knex, reset: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db('password_resets').insert({ user_id: reset.userId, token_hash: reset.tokenHash, expires_at: reset.expiresAt });
}

/**
 * Sets the account's new password with a live link, in one transaction (the link's row locked, so one
 * use wins): the user's id, or null when the link is unknown, used or expired.
 */
export async function usePasswordReset(db: Knex, tokenHash: string, passwordHash: string, now: Date): Promise<number | null> {
  return db.transaction(async (trx) => {
    const row: { user_id: number } | undefined = await trx('password_resets').where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', now).forUpdate().first('user_id');
    if (!row) return null;
    const userId = row.user_id;
    await trx('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: trx.fn.now() });
    await trx('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: now });
    return userId;
  });
}

/**
 * A fresh link for the account (a reset mail sent again): every link it still had is spent, so only the
 * newest works.
 */
export async function renewPasswordReset(db: Knex, reset: { userId: number; tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('password_resets').where({ user_id: reset.userId }).whereNull('used_at').update({ used_at: now });
    await trx('password_resets').insert({ user_id: reset.userId, token_hash: reset.tokenHash, expires_at: reset.expiresAt });
  });
}
