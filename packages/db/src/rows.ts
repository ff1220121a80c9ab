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

export const isDuplicateKey = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === 'ER_DUP_ENTRY';

/** The index name in a duplicate-key error ("users_username_unique"), to tell which field clashed. */
export const duplicateKeyIndex = (error: unknown): string => {
  const message = (error as { sqlMessage?: string; message?: string } | null)?.sqlMessage ?? '';
  return /for key '([^']+)'/.exec(message)?.[1] ?? '';
};
