// Loads an optional .env at the repo root and fills the defaults the scripts
// need to find the services. The api and worker validate the full config.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_DATABASE_URL = 'mysql://root@127.0.0.1:3306/growth_suite';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function loadEnv() {
  const file = `${ROOT}.env`;
  if (existsSync(file)) process.loadEnvFile(file);
  process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
  process.env.REDIS_URL ||= DEFAULT_REDIS_URL;
  return process.env;
}
