// `npm run migrate`: create the database when missing, migrate, seed.
import { DEFAULT_DATABASE_URL } from '@growth-suite/shared';
import { checkDatabase, ensureDatabase } from './database.ts';
import { createKnex, DatabaseConfigError } from './knex.ts';
import { migrateLatest } from './migrate.ts';
import { seed } from './seed.ts';

async function migrateCommand() {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  await ensureDatabase(databaseUrl);
  const knex = createKnex(databaseUrl, { max: 2 });
  try {
    await checkDatabase(knex);
    await migrateLatest(knex);
    const result = await seed(knex, { adminPassword: process.env.ADMIN_PASSWORD || undefined });
    console.log('[migrate] database ready');
    if (result.generatedPassword) {
      console.log(`[migrate] created the administrator account; its password (shown once): ${result.generatedPassword}`);
    } else if (result.createdAdmin) {
      console.log('[migrate] created the administrator account with ADMIN_PASSWORD');
    }
  } finally {
    await knex.destroy();
  }
}

const command = process.argv[2];
if (command !== 'migrate') {
  console.error('usage: cli.ts migrate');
  process.exit(2);
}
migrateCommand().catch((error: unknown) => {
  if (error instanceof DatabaseConfigError) console.error(`[migrate] ${error.message}`);
  else console.error('[migrate] failed:', error);
  process.exit(1);
});
