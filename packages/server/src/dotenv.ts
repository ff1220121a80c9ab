import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_ENV = fileURLToPath(new URL('../../../.env', import.meta.url));

/**
 * Loads the repository's .env (when there is one) into process.env without overriding what the
 * environment already says (outside test runs), so `npm run api` / `npm run worker` read the same file as `npm start`.
 */
export function loadDotEnv() {
  // Test runs describe their whole environment themselves; a developer's .env must not leak in.
  if (process.env.NODE_ENV === 'test') return;
  // Next to the sources, or in the working directory (a bundled worker run from the repository root).
  const file = [ROOT_ENV, resolve(process.cwd(), '.env')].find((candidate) => existsSync(candidate));
  if (file) process.loadEnvFile(file);
}
