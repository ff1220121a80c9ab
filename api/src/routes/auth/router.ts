// GET /api/user, POST /api/register, /api/login, /api/logout (DESIGN §4).
import { findUserByLogin, personalScope, startBrand, toPublicUser } from '@growth-suite/db';
import { currencyForLocale, isLocale, LoginRequestSchema, RegisterRequestSchema } from '@growth-suite/shared';
import type { ParameterizedContext } from 'koa';
import { unauthorized } from '../../errors.ts';
import { createKnownAddresses } from '../../lib/knownAddresses.ts';
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

export function authRoutes({ knex, redis, config, limiter }: RouteDeps): RouteDef[] {
  const limits = config.rateLimits;
  const knownAddresses = createKnownAddresses(redis, { prefix: config.redisPrefix, secret: config.sessionSecret, days: limits.loginKnownAddressDays });
  return [
    route('get', '/user', 'public', (ctx) => {
      if (!ctx.state.user) throw unauthorized('Not signed in');
      ctx.body = toPublicUser(ctx.state.user);
    }),

    // Who is signed in, answered 200 either way: the web's first request, which a visitor makes too
    // (GET /api/user's 401 shows as an error in the browser's console on every visit to /auth).
    route('get', '/session', 'public', (ctx) => {
      ctx.body = { user: ctx.state.user ? toPublicUser(ctx.state.user) : null };
    }),

    route('post', '/register', 'public', async (ctx) => {
      const input = parseBody(RegisterRequestSchema, ctx.request.body);
      // Counted before the work, and a taken name or e-mail (409) counts too: probing is throttled.
      await limiter.consume(`register:ip:${ctx.ip}`, limits.register);
      const user = await registerUser(knex, input);
      // The brand's money starts as the browser's locale writes it (en-GB: pounds); changeable in the brand.
      if (input.locale && isLocale(input.locale)) await startBrand(knex, await personalScope(knex, user.id), { currency: currencyForLocale(input.locale), locale: input.locale });
      await knownAddresses.remember(user.id, ctx.ip); // its owner created it from here
      await signIn(ctx, user.id);
      ctx.status = 201;
      ctx.body = toPublicUser(user);
    }),

    route('post', '/login', 'public', async (ctx) => {
      const input = parseBody(LoginRequestSchema, ctx.request.body);
      // Every counter is taken before argon2 runs; while one is spent, even the right password is
      // refused.
      const ipKey = `login:ip:${ctx.ip}`;
      await limiter.consume(ipKey, limits.loginPerIp);
      // The account the name reaches, as the database compares names (username or e-mail).
      const account = await findUserByLogin(knex, input.username);
      // Keyed on the account, not the typed text: every spelling the database matches to it
      // (case, accents, its e-mail) shares one counter.
      const accountName = account ? String(account.id) : `unknown:${input.username.toLowerCase()}`;
      // Across addresses: guesses at one account from many addresses share one counter, except from
      // an address that has signed in to it before (the owner's), which keeps only its own limit
      // below, so an attack cannot lock the owner out. Unknown names get the same treatment (id 0 is
      // never known), so a 429 does not tell whether an account exists.
      const known = await knownAddresses.has(account?.id ?? 0, ctx.ip);
      const accountWideKey = known ? null : `login:account-all:${accountName}`;
      if (accountWideKey) await limiter.consume(accountWideKey, limits.loginPerAccount);
      const accountKey = `login:account:${accountName}:${ctx.ip}`;
      await limiter.consume(accountKey, limits.loginPerUser);
      const user = await verifyLogin(account, input.password);
      if (!user) throw unauthorized(INVALID_LOGIN);
      // Only failures count against the limits.
      await Promise.all([
        limiter.reset(accountKey),
        limiter.refund(ipKey),
        accountWideKey ? limiter.refund(accountWideKey) : undefined,
        knownAddresses.remember(user.id, ctx.ip),
      ]);
      await signIn(ctx, user.id);
      ctx.body = toPublicUser(user);
    }),

    route('post', '/logout', 'public', (ctx) => {
      ctx.session = null; // destroys the Redis record; the old cookie is dead from now on
      ctx.status = 204;
    }),
  ];
}
