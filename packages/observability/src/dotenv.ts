import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT_ENV = fileURLToPath(new URL('../../../.env', import.meta.url));

/**
 * Loads the repository's .env (when there is one) into process.env without overriding what the
 * environment already says (outside test runs), so `npm run api` / `npm run worker` read the same file as `npm start`.
 */
export function loadDotEnv(file = ROOT_ENV) {
  // Test runs describe their whole environment themselves; a developer's .env must not leak in.
  if (process.env.NODE_ENV === 'test') return;
  if (existsSync(file)) process.loadEnvFile(file);
}
