import knexFactory, { type Knex } from 'knex';

export type { Knex };

/** knex prints pool errors itself; ours are raised to the caller with one clear line instead. */
export const QUIET_LOG = { warn() {}, error() {}, deprecate() {}, debug() {} };

/** One pool per process. Timestamps travel as UTC; JSON columns are written with JSON.stringify. */
export function createKnex(databaseUrl: string, pool: { min?: number; max?: number } = {}): Knex {
  const url = parseDatabaseUrl(databaseUrl);
  return knexFactory({
    client: 'mysql2',
    connection: {
      host: url.host,
      port: url.port,
      user: url.user,
      password: url.password,
      database: url.database,
      timezone: 'Z',
      dateStrings: false,
      charset: 'utf8mb4',
      supportBigNumbers: true,
      connectTimeout: 5000,
    },
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 10_000,
    log: QUIET_LOG,
  });
}

export interface DatabaseUrl {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

export function parseDatabaseUrl(databaseUrl: string): DatabaseUrl {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new DatabaseConfigError('DATABASE_URL is not a valid mysql:// URL.');
  }
  if (url.protocol !== 'mysql:') throw new DatabaseConfigError('DATABASE_URL must start with mysql://');
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]{1,64}$/.test(database)) {
    throw new DatabaseConfigError('DATABASE_URL must name a database (letters, digits and _), e.g. mysql://root@127.0.0.1:3306/growth_suite');
  }
  return {
    host: url.hostname || '127.0.0.1',
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database,
  };
}
