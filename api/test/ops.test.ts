// What operators see at start: one loud line when Redis can evict keys or loses jobs on restart,
// and one clear line (no stack) for a configuration they must fix.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@growth-suite/db/testing';
import { freePort, ROOT, startApiProcess, startRedisServer, startWorkerProcess, type ChildHandle } from '@growth-suite/testing';

let db: TestDatabase;
let redis: ChildHandle;
let redisUrl: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const port = await freePort();
  redis = await startRedisServer(port, ['--maxmemory-policy', 'allkeys-lru']);
  redisUrl = `redis://127.0.0.1:${port}`;
});
afterAll(async () => {
  redis.kill('SIGKILL');
  await db.drop();
});

describe('start-up checks', () => {
  it('the worker warns once about an evicting Redis, and about no persistence in production', async () => {
    const worker = await startWorkerProcess({ DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: 'ops-test', NODE_ENV: 'production' });
    const warnings = worker.output.filter((line) => line.includes('REDIS CONFIGURATION'));
    expect(warnings.some((line) => line.includes('maxmemory-policy is \\"allkeys-lru\\"'))).toBe(true);
    expect(warnings.some((line) => line.includes('no persistence'))).toBe(true);
    expect(warnings).toHaveLength(2);
    expect(await worker.stop()).toEqual({ code: 0, signal: null });
  });

  it('the production worker bundle builds, starts with plain node and drains on SIGTERM', async () => {
    execFileSync('npm', ['run', 'build', '-w', '@growth-suite/worker'], { cwd: ROOT, stdio: 'ignore' });
    const worker = await startWorkerProcess({ DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: 'ops-bundle' }, 'worker/dist/index.mjs');
    expect(worker.output.some((line) => line.includes('worker ready'))).toBe(true);
    expect(await worker.stop()).toEqual({ code: 0, signal: null });
  });

  it('the API warns about an evicting Redis too', async () => {
    const api = await startApiProcess({ DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: 'ops-test' });
    expect(api.output.filter((line) => line.includes('REDIS CONFIGURATION'))).toHaveLength(1);
    expect(await api.stop()).toEqual({ code: 0, signal: null });
  });

  it('bad configuration ends with one line that says what to fix', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ NODE_ENV: 'production', SESSION_SECRET: '' }, /^\[api\] SESSION_SECRET is required in production/],
      [{ DATABASE_URL: 'mysql://root@127.0.0.1:1/nothing' }, /^\[api\] Cannot reach MySQL at 127\.0\.0\.1:1 \(ECONNREFUSED\)/],
      [{ DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:1' }, /^\[api\] Cannot reach Redis at 127\.0\.0\.1:1/],
      [{ PORT: 'eighty' }, /^\[api\] PORT must be a whole number/],
    ];
    for (const [env, line] of cases) {
      const api = await startApiProcess({ DATABASE_URL: db.url, REDIS_URL: redisUrl, SESSION_SECRET: 's'.repeat(40), ...env }, { mayExit: true });
      const exit = await api.exited;
      expect(exit.code).toBe(1);
      const printed = api.output.filter((l) => !l.includes('npm warn'));
      expect(printed, printed.join("\n")).toHaveLength(1);
      expect(printed[0]).toMatch(line);
    }
    // Four api processes started one after another: time for each to start on a busy machine.
  }, 60_000);
});
