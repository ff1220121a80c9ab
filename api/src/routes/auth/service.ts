// Sign-up and sign-in rules (spec §5, DESIGN §4, §7).
import {
  createUser,
  duplicateKeyIndex,
  findLoginOwners,
  hashPassword,
  isDuplicateKey,
  verifyPassword,
  type Knex,
  type UserRecord,
} from '@growth-suite/db';
import { isReservedUsername } from '@growth-suite/shared';
import { conflict } from '../../errors.ts';

export const INVALID_LOGIN = 'Invalid username or password';

// Verifying against this hash when the user does not exist makes an unknown username take
// about as long as a wrong password, so timing does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-ever'));

/** The account when the password matches, else null (same work when there is no account). */
export async function verifyLogin(account: UserRecord | null, password: string): Promise<UserRecord | null> {
  if (!account) {
    await verifyPassword(await getDummyHash(), password);
    return null;
  }
  return (await verifyPassword(account.passwordHash, password)) ? account : null;
}

/**
 * 409 when the username (or the reserved name) or the e-mail is taken, ignoring case. Sign-in
 * accepts either, so a username may not be another account's e-mail, nor an e-mail another
 * account's username: one login name always reaches one account.
 */
export async function assertAvailable(knex: Knex, username: string, email: string, exceptId?: number) {
  if (isReservedUsername(username) || (await takenByOther(knex, username, exceptId))) throw conflict('Username already exists');
  await assertEmailAvailable(knex, email, exceptId);
}

export async function assertEmailAvailable(knex: Knex, email: string, exceptId?: number) {
  if (await takenByOther(knex, email, exceptId)) throw conflict('Email already exists');
}

const takenByOther = async (knex: Knex, loginName: string, exceptId?: number) =>
  (await findLoginOwners(knex, loginName)).some((id) => id !== exceptId);

/** Two requests racing past assertAvailable meet the unique index: still a clean 409. */
export function conflictFromDuplicate(error: unknown): never {
  if (isDuplicateKey(error)) {
    throw conflict(duplicateKeyIndex(error).includes('email') ? 'Email already exists' : 'Username already exists');
  }
  throw error;
}

export async function registerUser(
  knex: Knex,
  input: { username: string; email: string; password: string; fullName: string | null },
  role: 'user' | 'admin' = 'user',
): Promise<UserRecord> {
  await assertAvailable(knex, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  return createUser(knex, { username: input.username, email: input.email, fullName: input.fullName, passwordHash, role }).catch(
    conflictFromDuplicate,
  );
}
