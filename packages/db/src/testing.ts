// Each test file gets its own migrated database and drops it afterwards; `npm test` also
// removes ones left behind by a killed run (scripts/lib/stale.mjs matches this name).
import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from './database.ts';
import { createKnex, type Knex } from './knex.ts';
import { migrateLatest } from './migrate.ts';

export interface TestDatabase {
  url: string;
  knex: Knex;
  drop(): Promise<void>;
}

/** The MySQL server test databases are made on (no database in the URL). */
export const testDatabaseServerUrl = () => (process.env.TEST_DATABASE_SERVER_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');

export async function createTestDatabase(prefix = 'gs_test'): Promise<TestDatabase> {
  const server = testDatabaseServerUrl();
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = `${server}/${name}`;
  await ensureDatabase(url);
  const knex = createKnex(url, { max: 5 });
  await migrateLatest(knex);
  return {
    url,
    knex,
    async drop() {
      await knex.destroy();
      await dropDatabase(url);
    },
  };
}
