// Creating, checking and dropping the database, with errors a person can act on.
import knexFactory from 'knex';
import { DatabaseConfigError, parseDatabaseUrl, QUIET_LOG, type DatabaseUrl, type Knex } from './knex.ts';
import { errorCode } from './rows.ts';

function serverKnex(url: DatabaseUrl): Knex {
  return knexFactory({
    client: 'mysql2',
    connection: { host: url.host, port: url.port, user: url.user, password: url.password, connectTimeout: 5000 },
    pool: { min: 0, max: 1 },
    log: QUIET_LOG,
  });
}

/** One line that says what to fix, from a mysql2 / network error. */
export function describeDatabaseError(error: unknown, url: Pick<DatabaseUrl, 'host' | 'port'>): DatabaseConfigError {
  if (error instanceof DatabaseConfigError) return error;
  const code = errorCode(error) ?? 'UNKNOWN';
  const where = `${url.host}:${url.port}`;
  if (['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN'].includes(code)) {
    return new DatabaseConfigError(`Cannot reach MySQL at ${where} (${code}). Is it running? Check DATABASE_URL.`);
  }
  if (code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR') {
    return new DatabaseConfigError(`MySQL refused the credentials in DATABASE_URL (${code}).`);
  }
  if (code === 'ER_BAD_DB_ERROR') {
    return new DatabaseConfigError(`The database in DATABASE_URL does not exist on ${where}. Run \`npm run migrate\` to create it.`);
  }
  if (code === 'ER_DBACCESS_DENIED_ERROR') {
    return new DatabaseConfigError(`The MySQL user in DATABASE_URL may not use that database (${code}).`);
  }
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new DatabaseConfigError(`MySQL at ${where} failed: ${message} (${code}).`);
}

export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = parseDatabaseUrl(databaseUrl);
  const server = serverKnex(url);
  try {
    await server.raw('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [url.database]);
  } catch (error) {
    throw describeDatabaseError(error, url);
  } finally {
    await server.destroy();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = parseDatabaseUrl(databaseUrl);
  const server = serverKnex(url);
  try {
    await server.raw('DROP DATABASE IF EXISTS ??', [url.database]);
  } finally {
    await server.destroy();
  }
}

/** `select 1` on the pool; throws a DatabaseConfigError that says what to fix. */
export async function checkDatabase(knex: Knex): Promise<void> {
  try {
    await knex.raw('select 1');
  } catch (error) {
    const connection = knex.client.config.connection as { host?: string; port?: number };
    throw describeDatabaseError(error, { host: connection.host ?? '127.0.0.1', port: connection.port ?? 3306 });
  }
}
