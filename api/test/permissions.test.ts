// Every route × {visitor, user, admin} against a table written from DESIGN.md §4 — not from the
// routes' own declarations, so a route declared with the wrong access rule fails here, and so does
// a new route nobody added to the table.
import { NOT_A_MEMBER, roleAtLeast, roleNeeded, WORKSPACE_HEADER, type WorkspaceRole } from '@growth-suite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiMetrics } from '../src/lib/metrics.ts';
import { createRateLimiter } from '../src/lib/rateLimit.ts';
import { createSessionStore } from '../src/lib/sessionStore.ts';
import { apiRoutes } from '../src/routes/index.ts';
import type { RouteDef } from '../src/routes/route.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createSettingsCache } from '../src/lib/publicSettings.ts';
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
    mail: t.mail,
    sessions: createSessionStore(t.redis, t.config.redisPrefix),
    limiter: createRateLimiter(t.redis, t.config.redisPrefix),
    metrics: createApiMetrics({ knex: t.db.knex, generation: t.generation }),
    settingsCache: createSettingsCache(t.db.knex),
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

type Access = 'public' | 'user' | 'member' | 'workspace-admin' | 'admin';

/**
 * DESIGN.md §4 "who", route by route; §11: `member` and `workspace-admin` are signed in and a member (an
 * admin or owner) of the request's workspace, which is the caller's personal one without X-Workspace.
 */
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
  'post /tools/:tool': 'member',
  'get /tools/jobs/:requestId': 'member', // answered only in the job's workspace
  'get /tools/jobs/:requestId/events': 'user', // DESIGN §9; checks the job's workspace itself (an EventSource sends no X-Workspace)
  'post /tools/jobs/:requestId/cancel': 'member',
  'get /tools/jobs': 'member', // the caller's running generations (reattach)
  'post /tools/pack': 'member', // DESIGN §10: the pack
  'get /packs': 'member', // a client's packs (?clientId=)
  'get /packs/:packId': 'member',
  'post /packs/:packId/retry': 'member',
  'post /packs/:packId/cancel': 'member',
  'get /history': 'member', // across tools (DESIGN §10)
  'get /history/summary': 'member',
  'get /history/:tool': 'member',
  'get /history/:tool/:id': 'member',
  'get /history/:tool/:id/versions': 'member', // DESIGN §10
  'get /history/:tool/:id/versions/:number': 'member',
  'put /history/:tool/:id/results': 'member',
  'put /history/proposal/:id/value': 'member',
  'post /history/:tool/:id/versions/:number/restore': 'member',
  'patch /history/:tool/:id/versions/:number': 'member', // issue 35: a version's name
  'post /history/:tool/:id/refine': 'member',
  'get /history/:tool/:id/export': 'member', // DESIGN §9
  'get /history/:tool/:id/shares': 'member', // DESIGN §9
  'post /history/:tool/:id/shares': 'member',
  'delete /shares/:token': 'member',
  'get /shared/:token': 'public',
  'get /shared/:token/logo': 'public', // issue 25: the share page's logo, through its link
  'post /history/clear/:target': 'member',
  'delete /history/:tool/:id': 'member', // DESIGN §11: one result (a member's own; an admin's any)
  'get /clients': 'member', // DESIGN §10
  'post /clients': 'member',
  'get /clients/:id': 'member',
  'patch /clients/:id': 'member',
  'delete /clients/:id': 'member',
  'get /clients/:id/export': 'member',
  'get /account/brand': 'member', // issue 25: the caller's own brand
  'put /account/brand': 'workspace-admin',
  'get /account/brand/logo': 'member',
  'put /account/brand/logo': 'workspace-admin',
  'delete /account/brand/logo': 'workspace-admin',
  'post /proposals/:id/send': 'member', // DESIGN §10: a sent proposal
  'get /proposals/:id/preview': 'member', // the owner's preview of what the client will see
  'delete /proposals/:id/sends/:version': 'member',
  'get /proposals/:id/activity': 'member',
  'get /proposals/updates': 'member',
  'get /proposals/:id/acceptances/:version/pdf': 'member',
  'get /p/:token': 'public', // the client's page
  'get /p/:token/logo': 'public',
  'post /p/:token/quote': 'public',
  'post /p/:token/accept': 'public',
  'post /p/:token/change-requests': 'public',
  'post /p/:token/change-requests/:id/replies': 'public', // DESIGN §11.1: the thread, both ways
  'get /p/:token/pdf': 'public',
  'post /proposals/:id/change-requests/:crId/replies': 'member',
  'patch /proposals/:id/change-requests/:crId': 'member',
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
  'get /admin/workspaces/:id': 'admin',
  'post /password/forgot': 'public', // DESIGN §11: mail
  'post /password/reset': 'public',
  'get /admin/mail': 'admin',
  'get /admin/mail/:id': 'admin',
  'post /admin/mail/:id/resend': 'admin',
  'get /account/notifications': 'user',
  'put /account/notifications': 'user',
  'get /unsubscribe/:token': 'public',
  'post /unsubscribe/:token': 'public',
  'post /proposals/:id/sends/:version/email': 'member',
  'put /proposals/:id/reminders': 'member',
  'get /proposals': 'member', // DESIGN §11.2: the pipeline
  'get /proposals/waiting': 'member', // the dashboard's "waiting on you"
  'put /proposals/:id/read': 'member', // the caller's read mark (unread counts)
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

/**
 * DESIGN §11 "who" within a team, for every route that acts on one workspace: those naming it with
 * X-Workspace (access `member` / `workspace-admin`) and those naming it in their path. The least role
 * each needs; anyone below gets 403 naming it, an outsider the same 404 as for no such workspace.
 */
const PATH_ROLES: Record<string, WorkspaceRole> = {
  'patch /workspaces/:id': 'admin',
  'delete /workspaces/:id': 'owner',
  'get /workspaces/:id/members': 'member',
  'patch /workspaces/:id/members/:userId': 'admin',
  'delete /workspaces/:id/members/:userId': 'admin', // another member; leaving oneself: workspaces.test.ts
  'post /workspaces/:id/transfer': 'owner',
  'get /workspaces/:id/invitations': 'admin',
  'post /workspaces/:id/invitations': 'admin',
  'delete /workspaces/:id/invitations/:invitationId': 'admin',
};

describe('route × role in a team: outsider, member, admin, owner', () => {
  const TEAM_ROLES = ['outsider', 'member', 'admin', 'owner'] as const;
  type TeamRole = (typeof TEAM_ROLES)[number];
  const team: Record<TeamRole, ReturnType<TestApp['agent']>> = {} as never;
  let teamId = 0;
  /** Deleting the workspace is tried on one of its own, so the other checks keep theirs. */
  let doomedId = 0;

  beforeAll(async () => {
    const ids: Partial<Record<TeamRole, number>> = {};
    for (const role of TEAM_ROLES) {
      team[role] = await t.signedIn(`team-${role}`);
      ids[role] = ((await team[role].get('/api/user').expect(200)).body as { id: number }).id;
    }
    const made = async (name: string) => {
      const created = (await team.owner.post('/api/workspaces').set('X-Requested-With', 'XMLHttpRequest').send({ name }).expect(201)).body as { id: number };
      await t.db.knex('workspace_members').insert([
        { workspace_id: created.id, user_id: ids.admin, role: 'admin' },
        { workspace_id: created.id, user_id: ids.member, role: 'member' },
      ]);
      return created.id;
    };
    teamId = await made('Matrix team');
    doomedId = await made('Matrix team to delete');
  });

  it('every workspace route is in one table or the other', () => {
    const scoped = routes.filter((def) => def.access === 'member' || def.access === 'workspace-admin' || def.path.startsWith('/workspaces/:id'));
    for (const def of scoped) {
      const name = `${def.method} ${def.path}`;
      expect(def.access === 'member' || def.access === 'workspace-admin' || name in PATH_ROLES, name).toBe(true);
    }
    expect(Object.keys(PATH_ROLES).every((name) => routes.some((def) => `${def.method} ${def.path}` === name))).toBe(true);
  });

  for (const role of TEAM_ROLES) {
    it(`${role}: every workspace route answers as its role rule says`, async () => {
      const failures: string[] = [];
      for (const def of routes) {
        const name = `${def.method} ${def.path}`;
        const needs: WorkspaceRole | undefined = def.access === 'member' ? 'member' : def.access === 'workspace-admin' ? 'admin' : PATH_ROLES[name];
        if (!needs) continue;
        const inPath = name in PATH_ROLES;
        const id = name === 'delete /workspaces/:id' ? doomedId : teamId;
        const url = inPath ? concrete(def.path.replace(':id', String(id))) : concrete(def.path);
        const request = team[role][def.method](url).set('X-Requested-With', 'XMLHttpRequest');
        if (!inPath) request.set(WORKSPACE_HEADER, String(teamId));
        const res = def.method === 'get' || def.method === 'delete' ? await request : await request.send({});
        const message = (res.body as { message?: string }).message;
        let ok: boolean;
        if (role === 'outsider') ok = res.status === 404 && message === (inPath ? 'Workspace not found' : NOT_A_MEMBER);
        else if (!roleAtLeast(role, needs)) ok = res.status === 403 && message === roleNeeded(needs);
        else ok = res.status !== 401 && res.status !== 403 && message !== NOT_A_MEMBER && message !== 'Workspace not found';
        if (!ok) failures.push(`${role} ${name} → ${res.status} ${message ?? ''}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
