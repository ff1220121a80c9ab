// `npm start`: everything needed to run the product on one machine.
// Starts local MySQL/Redis if they are down, builds the SPA when it is missing,
// builds the worker bundle, migrates and seeds the database, then runs the api and one worker together.
import { existsSync } from 'node:fs';
import { loadEnv, ROOT } from './lib/env.mjs';
import { step, supervise } from './lib/proc.mjs';
import { ensureServices } from './lib/services.mjs';

const env = loadEnv();
try {
  await ensureServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

if (!existsSync(`${ROOT}web/dist/index.html`)) {
  if (step('build', 'npm', ['run', 'build', '-w', '@growth-suite/web']) !== 0) process.exit(1);
}
// The worker runs as a plain-node bundle (no TypeScript loader in the process); building it takes
// well under a second, so it is rebuilt on every start and never stale.
if (step('build', 'npm', ['run', 'build', '-w', '@growth-suite/worker']) !== 0) process.exit(1);
if (step('migrate', process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'migrate']) !== 0) process.exit(1);

supervise([
  { name: 'api', cmd: process.execPath, args: ['--import', 'tsx', 'api/src/index.ts'] },
  { name: 'worker', cmd: process.execPath, args: ['--enable-source-maps', 'worker/dist/index.mjs'] },
]);
