// Every API route is declared as data (method, path, access, handlers) so the router and the
// permission test are built from the same list: a new route cannot skip its access rule.
import type { Context, Middleware } from 'koa';
import type { AppState } from '../types.ts';

/** public: anyone · user: signed in · admin: an admin by the server's rule. */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  access: Access;
  handlers: Middleware<AppState>[];
}

/** What a signed-in route's handlers see: the access guard ran first, so `user` is there. */
export type SignedInState = AppState & { user: NonNullable<AppState['user']> };
/** A signed-in route's context, for the helpers its handlers call. */
export type SignedInContext = Context & { state: SignedInState };

export function route(method: HttpMethod, path: string, access: 'public', ...handlers: Middleware<AppState>[]): RouteDef;
export function route(method: HttpMethod, path: string, access: 'user' | 'admin', ...handlers: Middleware<SignedInState>[]): RouteDef;
export function route(method: HttpMethod, path: string, access: Access, ...handlers: Middleware<SignedInState>[]): RouteDef {
  // The router runs the access guard before these (routes/index.ts): a 'user' or 'admin' handler never
  // runs without a user, which is what its signed-in state says. This is the one place that is asserted.
  return { method, path, access, handlers: handlers as unknown as Middleware<AppState>[] };
}
