// `npm start`: everything needed to run the product on one machine.
// Starts local MySQL/Redis if they are down, builds the SPA and the worker bundle when they are missing
// or out of date, migrates and seeds the database, then runs the api and one worker together.
import { spawnSync } from 'node:child_process';
import { generatedPassword, startupBanner } from './lib/banner.mjs';
import { loadEnv, ROOT } from './lib/env.mjs';
import { step, supervise } from './lib/proc.mjs';
import { ensureServices } from './lib/services.mjs';
import { buildStaleReason, markProductionBuild, WEB_BUILD, WORKER_BUILD } from './lib/webBuild.mjs';
import { WORKER_NODE_FLAGS } from '../worker/nodeFlags.mjs';

const env = loadEnv();
try {
  await ensureServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// Each bundle is rebuilt only when its sources changed since its last build (a cold build of both
// takes tens of seconds on a small machine; a start with both current builds nothing).
// The SPA (and the server's drawing bundle): always React's production build, whatever NODE_ENV the shell has.
const webStale = buildStaleReason(ROOT, WEB_BUILD);
if (webStale) {
  console.log(`[build] web app: ${webStale}`);
  if (step('build', 'npm', ['run', 'build', '-w', '@growth-suite/web'], { env: { ...process.env, NODE_ENV: 'production' } }) !== 0) process.exit(1);
  markProductionBuild(ROOT);
}
// The worker runs as a plain-node bundle (no TypeScript loader in the process).
const workerStale = buildStaleReason(ROOT, WORKER_BUILD);
if (workerStale) {
  console.log(`[build] worker: ${workerStale}`);
  if (step('build', 'npm', ['run', 'build', '-w', '@growth-suite/worker']) !== 0) process.exit(1);
}
// The migrate step prints the administrator's generated password on the first start; it is read
// here too, to repeat it in the start-up block where it cannot be missed.
console.log(`[migrate] ${process.execPath} --import tsx packages/db/src/cli.ts migrate`);
const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'migrate'], { cwd: ROOT, env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
process.stdout.write(migrate.stdout ?? '');
if (migrate.status !== 0) process.exit(1);

// Logs for people on a terminal, JSON when the output goes to a file or a collector. The children
// write into a pipe (the supervisor prefixes their lines), so they are told which.
const logFormat = env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');
const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : 'localhost';
const banner = startupBanner({
  url: `http://${host}:${env.PORT || 3000}`,
  generatedPassword: generatedPassword(migrate.stdout ?? ''),
  passwordFromEnv: Boolean(env.ADMIN_PASSWORD),
  demo: !env.OPENAI_API_KEY && env.AI_PROVIDER !== 'openai',
});
let announced = false;
const announce = (line) => {
  if (announced || !line.includes('API listening on')) return;
  announced = true;
  // After the api's own line, so it is the last thing on screen when the app is ready.
  setTimeout(() => process.stdout.write(`${banner}\n`), 50);
};

// A crashed worker is restarted with backoff while the api keeps serving (queued jobs wait, and a
// job the crash interrupted is picked up again). The api is essential: if it dies, everything stops
// so the failure is seen rather than hidden behind a restart loop on, say, a taken port.
supervise([
  { name: 'api', cmd: process.execPath, args: ['--import', 'tsx', 'api/src/index.ts'], env: { LOG_FORMAT: logFormat }, onLine: announce },
  { name: 'worker', cmd: process.execPath, args: [...WORKER_NODE_FLAGS, 'worker/dist/index.mjs'], restart: true, env: { LOG_FORMAT: logFormat } },
]);
