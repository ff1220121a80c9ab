// Types for the plain-JS environment loader shared by the scripts and the benchmark.
export const ROOT: string;
export const DEFAULT_DATABASE_URL: string;
export const DEFAULT_REDIS_URL: string;
/** Loads an optional .env at the repo root and fills DATABASE_URL and REDIS_URL defaults. */
export function loadEnv(): NodeJS.ProcessEnv & { DATABASE_URL: string; REDIS_URL: string };
