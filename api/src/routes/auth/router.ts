// GET /api/user, POST /api/register, /api/login, /api/logout (DESIGN §4).
import { toPublicUser } from '@growth-suite/db';
import { LoginRequestSchema, RegisterRequestSchema } from '@growth-suite/shared';
import type { ParameterizedContext } from 'koa';
import { unauthorized } from '../../errors.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppState } from '../../types.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { authenticate, INVALID_LOGIN, registerUser } from './service.ts';

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
      const ipKey = `register:ip:${ctx.ip}`;
      await limiter.check(ipKey, limits.register);
      const user = await registerUser(knex, input);
      await limiter.hit(ipKey, limits.register);
      await signIn(ctx, user.id);
      ctx.status = 201;
      ctx.body = toPublicUser(user);
    }),

    route('post', '/login', 'public', async (ctx) => {
      const input = parseBody(LoginRequestSchema, ctx.request.body);
      const userKey = `login:user:${input.username.toLowerCase()}:${ctx.ip}`;
      const ipKey = `login:ip:${ctx.ip}`;
      // While blocked, even the right password is refused.
      await limiter.check(userKey, limits.loginPerUser);
      await limiter.check(ipKey, limits.loginPerIp);
      const user = await authenticate(knex, input.username, input.password);
      if (!user) {
        await Promise.all([limiter.hit(userKey, limits.loginPerUser), limiter.hit(ipKey, limits.loginPerIp)]);
        throw unauthorized(INVALID_LOGIN);
      }
      await limiter.reset(userKey);
      await signIn(ctx, user.id);
      ctx.body = toPublicUser(user);
    }),

    route('post', '/logout', 'public', (ctx) => {
      ctx.session = null; // destroys the Redis record; the old cookie is dead from now on
      ctx.status = 204;
    }),
  ];
}
