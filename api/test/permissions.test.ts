// Every route × {visitor, user, admin} against a table written from DESIGN.md §4 — not from the
// routes' own declarations, so a route declared with the wrong access rule fails here, and so does
// a new route nobody added to the table.
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
    render: t.render,
    sessions: createSessionStore(t.redis, t.config.redisPrefix),
    limiter: createRateLimiter(t.redis, t.config.redisPrefix),
    metrics: createApiMetrics({ knex: t.db.knex, generation: t.generation }),
    drawnPages: { clear: () => {} }, // only the route table is read here
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
    .replace(':token', 'A'.repeat(43))
    .replace(/:[a-zA-Z]+/g, '999999');

type Access = 'public' | 'user' | 'admin';

/** DESIGN.md §4 "who", route by route. */
const CONTRACT: Record<string, Access> = {
  'get /health': 'public',
  'get /ready': 'public',
  'get /meta': 'public',
  'get /user': 'public',
  'get /session': 'public', // who is signed in, 200 for a visitor too
  'post /register': 'public',
  'post /login': 'public',
  'post /logout': 'public',
  'post /contact': 'public',
  'get /admin/settings/category/links': 'public',
  'get /admin/settings/category/content': 'public',
  'get /admin/settings/category/:category': 'admin', // environment, system
  'get /admin/settings': 'admin',
  'post /admin/settings': 'admin',
  'put /admin/settings/:key': 'admin',
  'delete /admin/settings/:key': 'admin',
  'get /admin/contact-submissions': 'admin',
  'patch /admin/contact-submissions/:id/status': 'admin',
  'get /admin/users': 'admin',
  'post /admin/users': 'admin',
  'put /admin/users/:id': 'admin',
  'delete /admin/users/:id': 'admin',
  'post /admin/users/:id/reset-password': 'admin',
  'get /admin/queue': 'admin',
  'post /admin/queue/jobs/:jobId/retry': 'admin',
  'post /tools/:tool': 'user',
  'get /tools/jobs/:requestId': 'user',
  'get /tools/jobs/:requestId/events': 'user', // DESIGN §9
  'post /tools/jobs/:requestId/cancel': 'user',
  'get /tools/jobs': 'user', // the caller's running generations (reattach)
  'post /tools/pack': 'user', // DESIGN §10: the pack
  'get /packs': 'user', // a client's packs (?clientId=)
  'get /packs/:packId': 'user',
  'post /packs/:packId/retry': 'user',
  'post /packs/:packId/cancel': 'user',
  'get /history': 'user', // across tools (DESIGN §10)
  'get /history/summary': 'user',
  'get /history/:tool': 'user',
  'get /history/:tool/:id': 'user',
  'get /history/:tool/:id/versions': 'user', // DESIGN §10
  'get /history/:tool/:id/versions/:number': 'user',
  'put /history/:tool/:id/results': 'user',
  'post /history/:tool/:id/versions/:number/restore': 'user',
  'patch /history/:tool/:id/versions/:number': 'user', // issue 35: a version's name
  'post /history/:tool/:id/refine': 'user',
  'get /history/:tool/:id/export': 'user', // DESIGN §9
  'get /history/:tool/:id/shares': 'user', // DESIGN §9
  'post /history/:tool/:id/shares': 'user',
  'delete /shares/:token': 'user',
  'get /shared/:token': 'public',
  'get /shared/:token/logo': 'public', // issue 25: the share page's logo, through its link
  'post /history/clear/:target': 'user',
  'get /clients': 'user', // DESIGN §10
  'post /clients': 'user',
  'get /clients/:id': 'user',
  'patch /clients/:id': 'user',
  'delete /clients/:id': 'user',
  'get /clients/:id/export': 'user',
  'get /account/brand': 'user', // issue 25: the caller's own brand
  'put /account/brand': 'user',
  'get /account/brand/logo': 'user',
  'put /account/brand/logo': 'user',
  'delete /account/brand/logo': 'user',
  'post /proposals/:id/send': 'user', // DESIGN §10: a sent proposal
  'get /proposals/:id/preview': 'user', // the owner's preview of what the client will see
  'delete /proposals/:id/sends/:version': 'user',
  'get /proposals/:id/activity': 'user',
  'get /proposals/updates': 'user',
  'get /proposals/:id/acceptances/:version/pdf': 'user',
  'get /p/:token': 'public', // the client's page
  'get /p/:token/logo': 'public',
  'post /p/:token/quote': 'public',
  'post /p/:token/accept': 'public',
  'post /p/:token/change-requests': 'public',
  'post /p/:token/change-requests/:id/replies': 'public', // DESIGN §11.1: the thread, both ways
  'get /p/:token/pdf': 'public',
  'post /proposals/:id/change-requests/:crId/replies': 'user',
  'patch /proposals/:id/change-requests/:crId': 'user',
  // DESIGN §11: workspaces (the role within one is checked by the route: workspaces.test.ts)
  'get /workspaces': 'user',
  'post /workspaces': 'user',
  'patch /workspaces/:id': 'user',
  'delete /workspaces/:id': 'user',
  'get /workspaces/:id/members': 'user',
  'patch /workspaces/:id/members/:userId': 'user',
  'delete /workspaces/:id/members/:userId': 'user',
  'post /workspaces/:id/transfer': 'user',
  'get /workspaces/:id/invitations': 'user',
  'post /workspaces/:id/invitations': 'user',
  'delete /workspaces/:id/invitations/:invitationId': 'user',
  'get /invitations/:token': 'public',
  'post /invitations/:token/accept': 'user',
  'get /admin/workspaces': 'admin',
};

/** Routes that change the caller's own session are checked with a throwaway browser. */
const SESSION_CHANGING = new Set(['post /logout', 'post /login', 'post /register']);
/** Public routes whose contract answers a visitor with 401 (the current user: "no user"). */
const VISITOR_401 = new Set(['get /user']);

describe('route × role matrix', () => {
  it('the router has exactly the contract routes, each declared with the contract access rule', () => {
    const declared = Object.fromEntries(routes.map((def) => [`${def.method} ${def.path}`, def.access]));
    expect(declared).toEqual(CONTRACT);
  });

  for (const role of ['visitor', 'user', 'admin'] as const) {
    it(`${role}: every route answers as its access rule says`, async () => {
      const failures: string[] = [];
      for (const def of routes) {
        const name = `${def.method} ${def.path}`;
        const browser = SESSION_CHANGING.has(name) ? (role === 'visitor' ? t.agent() : await t.signedIn(role === 'admin' ? 'matrix-admin' : 'matrix-user', role)) : browsers[role];
        const url = concrete(def.path);
        const res = def.method === 'get' || def.method === 'delete' ? await browser[def.method](url) : await browser[def.method](url).send({});
        const access = CONTRACT[name];
        if (!access) {
          failures.push(`${name} is not in the contract table`);
          continue;
        }
        const expected =
          access === 'public' ? (role === 'visitor' && VISITOR_401.has(name) ? 401 : 'allowed') : role === 'visitor' ? 401 : access === 'admin' && role === 'user' ? 403 : 'allowed';
        const ok = expected === 'allowed' ? res.status !== 401 && res.status !== 403 : res.status === expected;
        if (!ok) failures.push(`${role} ${name} → ${res.status} (expected ${expected})`);
        expect(res.text).not.toMatch(/password_hash|passwordHash|\$argon2/);
      }
      expect(failures).toEqual([]);
    });
  }
});
