// Sign-up and sign-in rules (spec §5, DESIGN §4, §7).
import {
  createUser,
  duplicateKeyIndex,
  findUserByEmail,
  findUserByLogin,
  findUserByUsername,
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

/** The user when login + password match, else null (same work either way). */
export async function authenticate(knex: Knex, login: string, password: string): Promise<UserRecord | null> {
  const user = await findUserByLogin(knex, login);
  if (!user) {
    await verifyPassword(await getDummyHash(), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** 409 when the username (or the reserved name) or the e-mail is taken, ignoring case. */
export async function assertAvailable(knex: Knex, username: string, email: string, exceptId?: number) {
  const byName = await findUserByUsername(knex, username);
  if (isReservedUsername(username) || (byName && byName.id !== exceptId)) throw conflict('Username already exists');
  await assertEmailAvailable(knex, email, exceptId);
}

export async function assertEmailAvailable(knex: Knex, email: string, exceptId?: number) {
  const byEmail = await findUserByEmail(knex, email);
  if (byEmail && byEmail.id !== exceptId) throw conflict('Email already exists');
}

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
