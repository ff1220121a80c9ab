// Every API route is declared as data (method, path, access, handlers) so the router and the
// permission test are built from the same list: a new route cannot skip its access rule.
import type { Context, Middleware } from 'koa';
import type { AppState } from '../types.ts';

/**
 * public: anyone · user: signed in · admin: an admin of the site by the server's rule ·
 * member / workspace-admin: signed in, and a member (an admin or owner) of the workspace the request
 * names (DESIGN §11: X-Workspace, absent: the caller's personal workspace); the guard puts it in
 * `ctx.state.scope`.
 */
export type Access = 'public' | 'user' | 'member' | 'workspace-admin' | 'admin';
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
/** What a workspace route's handlers see: its guard found the workspace and the caller's role in it. */
export type MemberState = SignedInState & { scope: NonNullable<AppState['scope']> };
export type MemberContext = Context & { state: MemberState };

export function route(method: HttpMethod, path: string, access: 'public', ...handlers: Middleware<AppState>[]): RouteDef;
export function route(method: HttpMethod, path: string, access: 'user' | 'admin', ...handlers: Middleware<SignedInState>[]): RouteDef;
export function route(method: HttpMethod, path: string, access: 'member' | 'workspace-admin', ...handlers: Middleware<MemberState>[]): RouteDef;
export function route(method: HttpMethod, path: string, access: Access, ...handlers: Middleware<MemberState>[]): RouteDef {
  // The router runs the access guard before these (routes/index.ts): a 'user' or 'admin' handler never
  // runs without a user, nor a workspace route's without its scope, which is what their states say.
  // This is the one place that is asserted.
  return { method, path, access, handlers: handlers as unknown as Middleware<AppState>[] };
}
