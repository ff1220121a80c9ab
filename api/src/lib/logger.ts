import { createLogger as createServiceLogger, type Logger, type LoggerOptions } from '@growth-suite/server';

export type { Logger };


/**
 * The path segments that follow these are secrets: a reset, invitation or unsubscribe token, a sent
 * document's (`/p/`) or a share's (`/s/`, `/shared/`, `/shares/`) link. Whoever reads the logs must not be
 * able to use them (the database keeps reset and invitation tokens hashed for the same reason).
 */
const TOKEN_AFTER = new Set(['reset-password', 'invitations', 'unsubscribe', 'verify-email', 'confirm-email', 'p', 's', 'shared', 'shares']);
/** Shorter segments are ids (`/api/workspaces/3/invitations/12`) or not tokens at all: kept as they are. */
const TOKEN_MIN = 16;

/** A token as the logs show it: its first 4 characters, enough to tell two apart, too few to use. */
export const maskToken = (token: string) => `${token.slice(0, 4)}…`;

/** `path` with every token in it masked (`/api/p/AbCd…/quote`), for log lines. */
export function maskPath(path: string): string {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    if (TOKEN_AFTER.has(parts[i - 1]!) && parts[i]!.length >= TOKEN_MIN) parts[i] = maskToken(parts[i]!);
  }
  return parts.join('/');
}

/** The api's logs: a `path` field, on whichever line (requests, drawn pages), never shows a token. */
export const createLogger = (level: string, options: LoggerOptions = {}): Logger =>
  createServiceLogger('api', level, {}, { ...options, serializers: { path: (path: unknown) => (typeof path === 'string' ? maskPath(path) : path), ...options.serializers } });
