// `npm run dev`: api and worker restart on change, Vite serves the SPA with hot
// reload on http://localhost:5173 and proxies /api to the api.
import { loadEnv } from './lib/env.mjs';
import { step, supervise } from './lib/proc.mjs';
import { ensureServices } from './lib/services.mjs';

const env = loadEnv();
try {
  await ensureServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
} catch (error) {
  console.error(`[dev] ${error.message}`);
  process.exit(1);
}
if (step('migrate', process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'migrate']) !== 0) process.exit(1);

supervise([
  { name: 'api', cmd: 'npx', args: ['tsx', 'watch', 'api/src/index.ts'] },
  { name: 'worker', cmd: 'npx', args: ['tsx', 'watch', 'worker/src/index.ts'] },
  { name: 'web', cmd: 'npm', args: ['run', 'dev', '-w', '@growth-suite/web'] },
]);
