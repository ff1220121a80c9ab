// "Forgot password?" (DESIGN §11). Asking always answers 202 with the same body, at once, whether or not
// the address has an account: the lookup and the message happen after the answer, so neither the body
// nor the timing tells. The body says whether mail is on (a setting, not a fact about the address): off,
// the page tells the reader to ask an administrator. A link is 256 random bits, stored hashed, valid
// PASSWORD_RESET_MINUTES, used once; using it signs the account out everywhere.
import { createPasswordReset, findBrand, findUserByLogin, hashPassword, personalScope, usePasswordReset } from '@growth-suite/db';
import { PASSWORD_RESET_MINUTES, PasswordForgotRequestSchema, PasswordResetWithTokenRequestSchema, RESET_LINK_INVALID } from '@growth-suite/shared';
import { passwordResetMail } from '@growth-suite/shared/mail/templates';
import { createHash, randomBytes } from 'node:crypto';
import { badRequest } from '../../errors.ts';
import { parseBody } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function passwordRoutes({ knex, config, limiter, mail, sessions, logger }: RouteDeps): RouteDef[] {
  const limits = config.rateLimits;

  /** Writes the link and its message for the account at `email`, if there is one. */
  async function mailLink(email: string) {
    const user = await findUserByLogin(knex, email);
    if (!user || user.email.toLowerCase() !== email.toLowerCase()) return;
    const token = randomBytes(32).toString('base64url');
    await createPasswordReset(knex, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000) });
    // On the configured public origin, never the request's Host: the asker cannot choose where it points.
    const url = `${config.appUrl}/reset-password/${token}`;
    const brand = await findBrand(knex, await personalScope(knex, user.id));
    const message = passwordResetMail({ username: user.username, url }, { firmName: '', accentColor: brand.accentColor });
    await mail.send({ kind: 'password-reset', to: user.email, fromName: 'Growth Suite', ...message, secret: url, userId: user.id });
  }

  return [
    route('post', '/password/forgot', 'public', async (ctx) => {
      const { email } = parseBody(PasswordForgotRequestSchema, ctx.request.body);
      // Counted before anything else, per address and per client IP: asking again and again stops here.
      await limiter.consume(`password-forgot:ip:${ctx.ip}`, limits.passwordForgotPerIp);
      await limiter.consume(`password-forgot:address:${email.toLowerCase()}`, limits.passwordForgotPerAddress);
      if (mail.enabled) {
        void mailLink(email).catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : String(error) }, 'password reset: could not write the message'));
      }
      ctx.status = 202;
      ctx.body = { mail: mail.enabled ? 'on' : 'off' };
    }),

    route('post', '/password/reset', 'public', async (ctx) => {
      const { token, password } = parseBody(PasswordResetWithTokenRequestSchema, ctx.request.body);
      const userId = await usePasswordReset(knex, sha256(token), await hashPassword(password), new Date());
      if (userId === null) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
      await sessions.destroyAllForUser(userId);
      ctx.status = 204;
    }),
  ];
}
