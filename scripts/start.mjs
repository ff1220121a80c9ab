// `npm start`: everything needed to run the product on one machine.
// Starts local MySQL/Redis if they are down, builds the SPA when it is missing or out of date,
// builds the worker bundle, migrates and seeds the database, then runs the api and one worker together.
import { loadEnv, ROOT } from './lib/env.mjs';
import { step, supervise } from './lib/proc.mjs';
import { ensureServices } from './lib/services.mjs';
import { markProductionBuild, webBuildStaleReason } from './lib/webBuild.mjs';

const env = loadEnv();
try {
  await ensureServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// The SPA is rebuilt only when its sources changed since the last build (a fresh build takes seconds
// on a small machine). Always React's production bundle, whatever NODE_ENV the shell has.
const staleReason = webBuildStaleReason(ROOT);
if (staleReason) {
  console.log(`[build] web app: ${staleReason}`);
  if (step('build', 'npm', ['run', 'build', '-w', '@growth-suite/web'], { env: { ...process.env, NODE_ENV: 'production' } }) !== 0) process.exit(1);
  markProductionBuild(ROOT);
}
// The worker runs as a plain-node bundle (no TypeScript loader in the process); building it takes
// well under a second, so it is rebuilt on every start and never stale.
if (step('build', 'npm', ['run', 'build', '-w', '@growth-suite/worker']) !== 0) process.exit(1);
if (step('migrate', process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'migrate']) !== 0) process.exit(1);

// A crashed worker is restarted with backoff while the api keeps serving (queued jobs wait, and a
// job the crash interrupted is picked up again). The api is essential: if it dies, everything stops
// so the failure is seen rather than hidden behind a restart loop on, say, a taken port.
supervise([
  { name: 'api', cmd: process.execPath, args: ['--import', 'tsx', 'api/src/index.ts'] },
  { name: 'worker', cmd: process.execPath, args: ['--enable-source-maps', 'worker/dist/index.mjs'], restart: true },
]);
