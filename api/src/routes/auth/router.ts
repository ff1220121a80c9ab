// GET /api/user, POST /api/register, /api/login, /api/logout (DESIGN §4).
import { findUserByLogin, toPublicUser } from '@growth-suite/db';
import { LoginRequestSchema, RegisterRequestSchema } from '@growth-suite/shared';
import type { ParameterizedContext } from 'koa';
import { unauthorized } from '../../errors.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppState } from '../../types.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { INVALID_LOGIN, registerUser, verifyLogin } from './service.ts';

/** A new session id on every sign-in (no session fixation), holding only the user id. */
async function signIn(ctx: ParameterizedContext<AppState>, userId: number) {
  ctx.session = { userId } as NonNullable<typeof ctx.session>;
  await ctx.session!.regenerate();
}

export function authRoutes({ knex, config, limiter }: RouteDeps): RouteDef[] {
  const limits = config.rateLimits;
  return [
    route('get', '/user', 'public', (ctx) => {
      if (!ctx.state.user) throw unauthorized('Not signed in');
      ctx.body = toPublicUser(ctx.state.user);
    }),

    route('post', '/register', 'public', async (ctx) => {
      const input = parseBody(RegisterRequestSchema, ctx.request.body);
      // Counted before the work, and a taken name or e-mail (409) counts too: probing is throttled.
      await limiter.consume(`register:ip:${ctx.ip}`, limits.register);
      const user = await registerUser(knex, input);
      await signIn(ctx, user.id);
      ctx.status = 201;
      ctx.body = toPublicUser(user);
    }),

    route('post', '/login', 'public', async (ctx) => {
      const input = parseBody(LoginRequestSchema, ctx.request.body);
      // Both counters are taken before argon2 runs; while either is spent, even the right
      // password is refused.
      const ipKey = `login:ip:${ctx.ip}`;
      await limiter.consume(ipKey, limits.loginPerIp);
      // The account the name reaches, as the database compares names (username or e-mail).
      const account = await findUserByLogin(knex, input.username);
      // Keyed on the account, not the typed text: every spelling the database matches to it
      // (case, accents, its e-mail) shares one counter.
      const accountKey = `login:account:${account ? account.id : `unknown:${input.username.toLowerCase()}`}:${ctx.ip}`;
      await limiter.consume(accountKey, limits.loginPerUser);
      const user = await verifyLogin(account, input.password);
      if (!user) throw unauthorized(INVALID_LOGIN);
      // Only failures count against the limits.
      await Promise.all([limiter.reset(accountKey), limiter.refund(ipKey)]);
      await signIn(ctx, user.id);
      ctx.body = toPublicUser(user);
    }),

    route('post', '/logout', 'public', (ctx) => {
      ctx.session = null; // destroys the Redis record; the old cookie is dead from now on
      ctx.status = 204;
    }),
  ];
}
