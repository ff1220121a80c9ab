// Building blocks for the server processes' env parsing (api and worker each parse their own
// variables once at boot). Every problem becomes one line that says what to change.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const envInt = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return parsed;
    });

export const envUrl = (fallback: string, protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const url = value || fallback;
      try {
        const parsed = new URL(url);
        if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
        return url;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL` });
        return z.NEVER;
      }
    });

export const envText = (fallback?: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : fallback));

export const envBool = (fallback: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : fallback));

/**
 * `APP_URL`: the public origin people open the app at (DESIGN §11.2), the only origin any link that leaves
 * the app is built on (mails, documents, List-Unsubscribe), so a request's Host or X-Forwarded-Host can
 * never point a genuine message elsewhere. An origin alone: scheme, host and port, no path.
 */
export const envOrigin = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      try {
        const url = new URL(value);
        const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
        if (!['http:', 'https:'].includes(url.protocol) || !bare) throw new Error('not an origin');
        return url.origin;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be the public address people open the app at, such as https://app.example.com (no path)' });
        return z.NEVER;
      }
    });

/** The public origin: `APP_URL`, required in production; in development the process's own address. */
export function resolveAppUrl(appUrl: string | undefined, production: boolean, port: number): string {
  if (appUrl) return appUrl;
  if (production) throw new ConfigError('APP_URL is required in production: the public address people open the app at (e.g. https://app.example.com); every link in mails and documents is built on it. Set it in .env or the environment.');
  return `http://localhost:${port}`;
}

export const DEFAULT_DATABASE_URL = 'mysql://root@127.0.0.1:3306/growth_suite';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** The session secret outside production when none is set: the api's and the worker's agree (signed mail links). */
export const DEV_SESSION_SECRET = 'growth-suite-development-secret-change-me';

/** The `demo` provider is never chosen silently when a key is set (DESIGN §3). */
export function resolveAiProvider(explicit: string | undefined, apiKey: string | undefined): 'openai' | 'demo' {
  if (explicit === 'openai' || explicit === 'demo') return explicit;
  if (explicit) throw new ConfigError(`AI_PROVIDER must be "openai" or "demo", not "${explicit}".`);
  return apiKey ? 'openai' : 'demo';
}

/** Parse `env` with `schema`; the first problem becomes a one-line ConfigError naming the variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ConfigError(`${issue.path.join('.') || 'environment'} ${issue.message}. Fix it in .env or the environment.`);
}
