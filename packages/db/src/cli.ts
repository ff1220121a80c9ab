// `npm run migrate`: create the database when missing, migrate, seed.
// `npm run admin:reset-password`: give the administrator account a new password and end its sessions.
// Both read the repo's .env like `npm start` does (variables already set win), so they reach the same database.
import { connectRedis, createRedis, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, loadDotEnv } from '@growth-suite/server';
import { AdminResetError, endUserSessions, resetAdminPassword } from './adminPassword.ts';
import { checkDatabase, ensureDatabase } from './database.ts';
import { createKnex, DatabaseConfigError } from './knex.ts';
import { migrateLatest } from './migrate.ts';
import { seed } from './seed.ts';

loadDotEnv();
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;

async function migrateCommand() {
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

async function resetPasswordCommand() {
  const knex = createKnex(databaseUrl, { max: 1 });
  let userId: number;
  try {
    await checkDatabase(knex);
    const result = await resetAdminPassword(knex, process.env.ADMIN_PASSWORD || undefined);
    userId = result.userId;
    if (result.generatedPassword) console.log(`[admin] new administrator password (shown once): ${result.generatedPassword}`);
    else console.log('[admin] administrator password set to ADMIN_PASSWORD');
  } finally {
    await knex.destroy();
  }
  // The password is already changed; sessions signed in with the old one are ended now.
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const redis = createRedis(redisUrl);
  try {
    await connectRedis(redis, redisUrl);
    const ended = await endUserSessions(redis, process.env.REDIS_PREFIX?.trim() || 'gs', userId);
    console.log(`[admin] ended ${ended} session(s) of the administrator`);
  } catch {
    console.error('[admin] could not reach Redis to end the administrator\'s existing sessions: run this again when Redis is up (it sets a new password again)');
    process.exitCode = 1;
  } finally {
    redis.disconnect();
  }
}

const commands: Record<string, [string, () => Promise<void>]> = {
  migrate: ['migrate', migrateCommand],
  'reset-admin-password': ['admin', resetPasswordCommand],
};
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`usage: cli.ts ${Object.keys(commands).join(' | ')}`);
  process.exit(2);
}
const [label, run] = command;
run().catch((error: unknown) => {
  if (error instanceof DatabaseConfigError || error instanceof AdminResetError) console.error(`[${label}] ${error.message}`);
  else console.error(`[${label}] failed:`, error);
  process.exit(1);
});
