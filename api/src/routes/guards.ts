// Access rules, applied by the router from each route's declaration.
import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors.ts';
import type { AppState } from '../types.ts';
import type { Access } from './route.ts';

export const accessGuards: Record<Access, Middleware<AppState>> = {
  public: (_ctx, next) => next(),
  user: (ctx, next) => {
    if (!ctx.state.user) throw unauthorized();
    return next();
  },
  admin: (ctx, next) => {
    if (!ctx.state.user) throw unauthorized();
    if (!ctx.state.user.isAdmin) throw forbidden('Only admins can do that');
    return next();
  },
};
