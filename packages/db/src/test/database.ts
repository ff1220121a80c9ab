// A test file's own migrated database: made before its tests, dropped after them.
import { afterAll, beforeAll } from 'vitest';
import { createUser } from '../repositories/users.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';

/** The database of this test file; read `db()` inside a test (it exists once the file's set-up ran). */
export function withTestDatabase(): () => TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());
  return () => {
    if (!db) throw new Error('The test database is made before the tests run');
    return db;
  };
}

/** A plain account named `username` (its e-mail from the name); its id. */
export const testUser = async (db: TestDatabase, username: string) =>
  (await createUser(db.knex, { username, email: `${username}@example.com`, fullName: null, passwordHash: 'x', role: 'user' })).id;
