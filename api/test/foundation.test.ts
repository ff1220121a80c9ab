import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/lib/logger.ts';
import { errorHandler } from '../src/middleware/errors.ts';
import { PassThrough } from 'node:stream';
import { createLogger as createServiceLogger } from '@growth-suite/server';
import { isStaticFile } from '../src/middleware/requestContext.ts';
import { MetaResponseSchema } from '@growth-suite/shared/contract';
import { createTestApp, expectShape, type TestApp } from './support.ts';

const webDist = mkdtempSync(join(tmpdir(), 'gs-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">growth suite spa</div>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('operations endpoints', () => {
  it('GET /api/health is ok without touching dependencies', async () => {
    const res = await t.request.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /api/ready checks MySQL and Redis', async () => {
    const res = await t.request.get('/api/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', mysql: 'ok', redis: 'ok' });
  });

  it('GET /api/ready is 503 and names the dependency that is down', async () => {
    const deadRedis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    deadRedis.on('error', () => {});
    const app = createApp({ config: t.config, knex: t.db.knex, redis: deadRedis, logger: createLogger('silent'), generation: t.generation, render: t.render, mail: t.mail });
    const res = await supertest(app.callback()).get('/api/ready').expect(503);
    expect(res.body).toEqual({ status: 'unavailable', mysql: 'ok', redis: 'down' });
    deadRedis.disconnect();
  });

  it('GET /api/meta tells the AI provider and version', async () => {
    const res = await t.request.get('/api/meta').expect(200);
    expect(res.body).toEqual({ aiProvider: 'demo', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expectShape(MetaResponseSchema, res.body);
  });
});

describe('HTTP contract', () => {
  it('unknown /api paths are JSON 404', async () => {
    const res = await t.request.get('/api/nope').expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('a known path with the wrong method is 405', async () => {
    const res = await t.request.delete('/api/health').expect(405);
    expect(res.body).toEqual({ message: 'Method not allowed' });
  });

  it('refuses a mutating request without X-Requested-With', async () => {
    const res = await supertest(createApp({ config: t.config, knex: t.db.knex, redis: t.redis, logger: createLogger('silent'), generation: t.generation, render: t.render, mail: t.mail }).callback())
      .post('/api/health')
      .send({})
      .expect(403);
    expect(res.body).toEqual({ message: 'Missing X-Requested-With header' });
  });

  it('refuses a foreign Origin and cross-site fetches', async () => {
    await t.request.post('/api/health').set('Origin', 'https://evil.example').send({}).expect(403);
    await t.request.post('/api/health').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
  });

  it('accepts a same-origin request', async () => {
    // Passes the CSRF checks and reaches routing: 405 for a GET-only path.
    const res = await t.request.post('/api/health').set('Origin', 'http://127.0.0.1').set('Host', '127.0.0.1').send({});
    expect(res.status).toBe(405);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await t.request.post('/api/health').set('Content-Type', 'text/plain').send('hello').expect(415);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('answers 413 for a body over 256 kB', async () => {
    const res = await t.request.post('/api/health').send({ big: 'x'.repeat(300 * 1024) }).expect(413);
    expect(res.body).toEqual({ message: 'The request body is too large' });
  });

  it('answers 400 for malformed JSON, without parser internals', async () => {
    const res = await t.request.post('/api/health').set('Content-Type', 'application/json').send('{"a":').expect(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('sets security headers everywhere and no-store on the API', async () => {
    const api = await t.request.get('/api/health');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const page = await t.request.get('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the SPA', () => {
  it('route matching and the /api middleware agree on case: /API/user is not an API route', async () => {
    const browser = await t.signedIn('case-user');
    const lower = await browser.get('/api/user').expect(200);
    expect(lower.headers['cache-control']).toBe('no-store');
    // Before, the router matched /API/user case-insensitively but the session and no-store
    // middleware did not: a 401 for a signed-in user, and a cacheable answer.
    const upper = await browser.get('/API/user');
    expect(upper.status).not.toBe(401);
    expect(upper.text).not.toContain('case-user');
    expect(upper.headers['content-type']).toMatch(/text\/html/); // the SPA's not-found screen
    const post = await browser.post('/API/login').send({ username: 'case-user', password: 'password-123' });
    expect(post.status).toBe(404);
  });

  it('a trailing slash is not another spelling of a route: the sessionless paths are exact', async () => {
    // The session middleware skips /api/health, /api/ready and /api/meta by exact path; a router
    // that also matched /api/health/ would serve health through the session store (and Redis).
    const browser = await t.signedIn('slash-user');
    for (const path of ['/api/user/', '/api/health/', '/api/meta/']) {
      const res = await browser.get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { message: 'Not found' } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await browser.get('/api/user').expect(200);
  });

  it('every field name gets its message, even constructor, toString and hasOwnProperty', async () => {
    const body = { username: 'proto-user', email: 'p@example.com', password: 'secret-123', confirmPassword: 'secret-123', constructor: 1, toString: 2, hasOwnProperty: 3 };
    const res = await t.agent().post('/api/register').send(body).expect(400);
    expect(res.body.fieldErrors).toEqual({
      constructor: 'Unknown field: constructor',
      toString: 'Unknown field: toString',
      hasOwnProperty: 'Unknown field: hasOwnProperty',
    });
    expect(res.body.message).toBe('Unknown field: constructor');
    // A `__proto__` key never gets that far: the body parser refuses it.
    const proto = await t.agent().post('/api/register').set('Content-Type', 'application/json').send('{"__proto__":{"isAdmin":true}}').expect(400);
    expect(proto.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('serves index.html for app routes (history fallback)', async () => {
    for (const path of ['/', '/history', '/ai-niche-finder/12', '/admin/users']) {
      const res = await t.request.get(path).expect(200);
      expect(res.text).toContain('growth suite spa');
      // Drawn per reader (the server may draw it with their data): never kept by a shared cache.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('a shared result page (/s/:token) is noindex and sends no referrer (its address is the token)', async () => {
    const res = await t.request.get(`/s/${'A'.repeat(43)}`).expect(200);
    expect(res.text).toContain('growth suite spa');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('logs the web app’s files at debug and API calls and pages at info (the console stays readable)', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const logged = await createTestApp({ WEB_DIST: webDist }, { logger: createServiceLogger('api', 'debug', {}, { format: 'json', destination: out }) });
    try {
      await logged.request.get('/assets/app-abc123.js').expect(200);
      await logged.request.get('/history').expect(200);
      await logged.request.get('/api/meta').expect(200);
      await new Promise((resolve) => setImmediate(resolve));
      const requests = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string; path?: string }).filter((l) => l.msg === 'request');
      const levelOf = (path: string) => requests.find((l) => l.path === path)?.level;
      expect(levelOf('/assets/app-abc123.js')).toBe(20); // debug
      expect(levelOf('/history')).toBe(30); // info
      expect(levelOf('/api/meta')).toBe(30);
      expect(isStaticFile('/favicon.svg')).toBe(true);
      expect(isStaticFile('/api/history/cold-email/1/export')).toBe(false);
      expect(isStaticFile('/ai-niche-finder/12')).toBe(false);
    } finally {
      await logged.close();
    }
  });

  it('serves hashed assets with a long cache and 404s a missing one', async () => {
    const res = await t.request.get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await t.request.get('/assets/missing.js').expect(404);
  });
});

describe('the error middleware', () => {
  it('never sends internals of an unexpected error', async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.log = createLogger('silent');
      await next();
    });
    app.use(errorHandler());
    app.use(() => {
      throw new Error('ER_PARSE_ERROR near SELECT * FROM users at /srv/app/secret.ts:12');
    });
    const res = await supertest(app.callback()).get('/').expect(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.text).not.toMatch(/SELECT|secret|ER_/);
  });
});
