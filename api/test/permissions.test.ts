// Every route × {visitor, user, admin}, generated from the router's own route list, so a new
// route without the right access rule fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiMetrics } from '../src/lib/metrics.ts';
import { createRateLimiter } from '../src/lib/rateLimit.ts';
import { createSessionStore } from '../src/lib/sessionStore.ts';
import { apiRoutes } from '../src/routes/index.ts';
import type { RouteDef } from '../src/routes/route.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createTestApp, type TestApp } from './support.ts';

let t: TestApp;
let routes: RouteDef[];
const browsers: Record<'visitor' | 'user' | 'admin', ReturnType<TestApp['agent']>> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  routes = apiRoutes({
    config: t.config,
    knex: t.db.knex,
    redis: t.redis,
    logger: createLogger('silent'),
    generation: t.generation,
    sessions: createSessionStore(t.redis, t.config.redisPrefix),
    limiter: createRateLimiter(t.redis, t.config.redisPrefix),
    metrics: createApiMetrics({ knex: t.db.knex, generation: t.generation }),
  });
  browsers.visitor = t.agent();
  browsers.user = await t.signedIn('matrix-user');
  browsers.admin = await t.signedIn('matrix-admin', 'admin');
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: ids that do not exist, valid slugs. */
const concrete = (path: string) =>
  `/api${path}`
    .replace(':tool', 'niche-finder')
    .replace(':target', 'all')
    .replace(':category', 'system')
    .replace(':key', 'NO_SUCH_KEY')
    .replace(':requestId', 'no-such-request')
    .replace(':jobId', 'gen-0-no-such-job')
    .replace(/:[a-zA-Z]+/g, '999999');

/** Routes that change the caller's own session are checked with a throwaway browser. */
const SESSION_CHANGING = new Set(['post /logout', 'post /login', 'post /register']);
/** Public routes whose contract answers a visitor with 401 (the current user: "no user"). */
const VISITOR_401 = new Set(['get /user']);

describe('route × role matrix', () => {
  it('covers every route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  for (const role of ['visitor', 'user', 'admin'] as const) {
    it(`${role}: every route answers as its access rule says`, async () => {
      const failures: string[] = [];
      for (const def of routes) {
        const name = `${def.method} ${def.path}`;
        const browser = SESSION_CHANGING.has(name) ? (role === 'visitor' ? t.agent() : await t.signedIn(role === 'admin' ? 'matrix-admin' : 'matrix-user', role)) : browsers[role];
        const url = concrete(def.path);
        const res = def.method === 'get' || def.method === 'delete' ? await browser[def.method](url) : await browser[def.method](url).send({});
        const expected =
          def.access === 'public' ? (role === 'visitor' && VISITOR_401.has(name) ? 401 : 'allowed') : role === 'visitor' ? 401 : def.access === 'admin' && role === 'user' ? 403 : 'allowed';
        const ok = expected === 'allowed' ? res.status !== 401 && res.status !== 403 : res.status === expected;
        if (!ok) failures.push(`${role} ${name} → ${res.status} (expected ${expected})`);
        expect(res.text).not.toMatch(/password_hash|passwordHash|\$argon2/);
      }
      expect(failures).toEqual([]);
    });
  }
});
