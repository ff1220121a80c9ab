// koa-session with the Redis store, and the signed-in user on ctx.state.user.
import { findSessionUser } from '@growth-suite/db';
import type Koa from 'koa';
import session from 'koa-session';
import type { Middleware } from 'koa';
import type { AppDeps, AppState } from '../types.ts';
import { newSessionId, SESSION_MAX_AGE_MS, type SessionStore } from '../lib/sessionStore.ts';

export const SESSION_COOKIE = 'gs.sid';

/** Paths that never need a session, so they keep working (and stay cheap) without Redis. */
const SESSIONLESS = new Set(['/api/health', '/api/ready', '/api/meta']);

export function sessions(app: Koa<AppState>, store: SessionStore): Middleware<AppState> {
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      // `secure` unset: the cookies library marks it Secure whenever the request is HTTPS
      // (directly or, with TRUST_PROXY, behind a proxy sending X-Forwarded-Proto).
      renew: true,
      store,
      genid: newSessionId,
    },
    app as unknown as Koa,
  ) as unknown as Middleware<AppState>;
  return (ctx, next) => (SESSIONLESS.has(ctx.path) || !ctx.path.startsWith('/api/') ? next() : middleware(ctx, next));
}

/** Loads the user of the session; a session whose user is gone is dropped. */
export function currentUser({ knex }: Pick<AppDeps, 'knex'>): Middleware<AppState> {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (typeof userId === 'number') {
      const found = await findSessionUser(knex, userId);
      if (found) {
        ctx.state.user = found.user;
        if (found.personalWorkspaceId !== null) ctx.state.personalWorkspaceId = found.personalWorkspaceId;
      } else ctx.session = null;
    }
    await next();
  };
}
