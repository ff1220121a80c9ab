// Row helpers: MySQL gives Date objects and, for MariaDB JSON columns, sometimes strings.

export const toIso = (value: Date | string | null | undefined): string =>
  value instanceof Date ? value.toISOString() : value ? new Date(value).toISOString() : new Date(0).toISOString();

export const fromJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * A request or results column: only objects are written to them (JSON.stringify of a checked request
 * or result), so one is read back as an object. The one assertion for every reader of those columns.
 */
export const recordFromJson = (value: unknown): Record<string, unknown> => fromJson(value) as Record<string, unknown>;

/** An error's code (mysql2's and Node's are strings such as 'ER_DUP_ENTRY'), or undefined. */
export const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

export const isDuplicateKey = (error: unknown): boolean => errorCode(error) === 'ER_DUP_ENTRY';

export const isDeadlock = (error: unknown): boolean => errorCode(error) === 'ER_LOCK_DEADLOCK';

/**
 * A transaction that InnoDB may pick as a deadlock's victim, run again (it rolled back whole, so a retry
 * is safe): a thread's writes lock their generation's row while mail written about the same generation
 * checks that row as its foreign key, and under load the two can cross. MySQL's own advice is to retry.
 */
export async function retryDeadlock<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}

/** The index name in a duplicate-key error ("users_username_unique"), to tell which field clashed. */
export const duplicateKeyIndex = (error: unknown): string => {
  const message = typeof error === 'object' && error !== null && 'sqlMessage' in error && typeof error.sqlMessage === 'string' ? error.sqlMessage : '';
  return /for key '([^']+)'/.exec(message)?.[1] ?? '';
};

// Socket-level failures and mysql2's codes for a lost or refused server connection.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** True when the database could not be reached (as opposed to a query it refused): worth a retry or a 503. */
export const isConnectionError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code = errorCode(error);
  return ('fatal' in error && error.fatal === true) || (code !== undefined && CONNECTION_CODES.has(code)) || ('name' in error && error.name === 'KnexTimeoutError');
};
