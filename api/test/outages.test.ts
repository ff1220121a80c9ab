// A dependency that goes away: every route answers 503 with a clear message (never a 500, never
// driver text) and works again by itself once it is back, without a restart. Redis is a
// server of the test's own; MySQL sits behind a TCP proxy the test controls (the shared servers
// are never stopped).
import { testDatabaseServerUrl } from '@growth-suite/db/testing';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { freePort, startRedisServer, startTcpProxy } from '@growth-suite/testing';
import { createTestApp } from './support.ts';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
const message = { name: 'Pat Doe', email: 'pat@example.com', subject: 'About the plans', message: 'Hello, a question about the plans.' };
const credentials = { username: 'outage', password: 'password-123' };

/** Waits (up to 5 s) until `attempt` answers `status`; the time it took, from `since`. */
async function recoveredAfter(since: number, attempt: () => Promise<{ status: number }>, status: number): Promise<number> {
  await expect.poll(async () => (await attempt()).status, { interval: 20, timeout: 5000 }).toBe(status);
  return Date.now() - since;
}

describe('Redis down', () => {
  it('login, register, contact and a signed-in request answer 503, and work again on their own once it is back', async () => {
    const port = await freePort();
    let redis = await startRedisServer(port);
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const user = await t.signedIn('outage');
      redis.kill('SIGKILL');
      await redis.exited;

      const answers = {
        login: await t.agent().post('/api/login').send(credentials),
        register: await t.agent().post('/api/register').send({ username: 'newcomer', email: 'new@example.com', password: 'password-123', confirmPassword: 'password-123' }),
        contact: await t.agent().post('/api/contact').send(message),
        user: await user.get('/api/user'),
        history: await user.get('/api/history/niche-finder'),
        generate: await user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect({ name, status: res.status }).toEqual({ name, status: 503 });
        expect(res.body.message).toMatch(/temporarily unavailable/);
        expect(res.text).not.toMatch(/ECONNREFUSED|ioredis|Stream|stack/i);
      }
      // Nothing was half-written while it was down.
      expect(await t.db.knex('users').where({ username: 'newcomer' }).first()).toBeUndefined();
      expect(await t.db.knex('contact_submissions').first()).toBeUndefined();

      redis = await startRedisServer(port);
      const back = Date.now();
      // recoveredAfter gives it 5 s: the connections come back by themselves, without a restart.
      await recoveredAfter(back, () => t.agent().post('/api/login').send(credentials), 200);
      await t.agent().post('/api/contact').send(message).expect(201);
    } finally {
      await t.close().catch(() => {});
      redis.kill('SIGKILL');
    }
  });
});

describe('MySQL down', () => {
  it('every kind of route answers 503 with a clear message, and works again on its own once it is back', async () => {
    const proxy = await startTcpProxy(Number(new URL(testDatabaseServerUrl()).port || 3306));
    const t = await createTestApp({}, { databasePort: proxy.port });
    try {
      const user = await t.signedIn('outage');
      const cached = await t.agent().get('/api/admin/settings/category/links').expect(200);
      proxy.down();

      const answers = {
        user: await user.get('/api/user'),
        history: await user.get('/api/history/niche-finder'),
        login: await t.agent().post('/api/login').send(credentials),
        contact: await t.agent().post('/api/contact').send(message),
        content: await t.agent().get('/api/admin/settings/category/content'),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 503, body: { message: UNAVAILABLE } });
        expect(res.headers['retry-after']).toBe('5');
      }
      // Public links already read keep being served while the database is away.
      expect((await t.agent().get('/api/admin/settings/category/links').expect(200)).body).toEqual(cached.body);

      proxy.up();
      const back = Date.now();
      await recoveredAfter(back, () => user.get('/api/user'), 200);
      await user.get('/api/history/niche-finder').expect(200);
      await t.agent().post('/api/contact').send(message).expect(201);
      await t.agent().post('/api/login').send(credentials).expect(200);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});
