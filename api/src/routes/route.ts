// Every API route is declared as data (method, path, access, handlers) so the router and the
// permission test are built from the same list: a new route cannot skip its access rule.
import type { Middleware } from 'koa';
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

export const route = (method: HttpMethod, path: string, access: Access, ...handlers: Middleware<AppState>[]): RouteDef => ({
  method,
  path,
  access,
  handlers,
});
