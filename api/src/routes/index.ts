// The API router: every area's routes, mounted under /api with their access rule first.
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { methodNotAllowed } from '../errors.ts';
import type { AppDeps, AppState } from '../types.ts';
import type { Access, RouteDef } from './route.ts';
import { systemRoutes } from './system/router.ts';

export function apiRoutes(deps: AppDeps): RouteDef[] {
  return [...systemRoutes(deps)];
}

/** Access guards by rule; areas that add sessions extend this map (accounts). */
export type AccessGuards = Record<Access, Middleware<AppState>>;

const pass: Middleware<AppState> = (_ctx, next) => next();

export function createApiRouter(deps: AppDeps, guards: Partial<AccessGuards> = {}): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  for (const def of apiRoutes(deps)) {
    router[def.method](def.path, guards[def.access] ?? pass, ...def.handlers);
  }
  return router;
}

export function allowedMethods(router: Router<AppState>) {
  return router.allowedMethods({ throw: true, methodNotAllowed: methodNotAllowed, notImplemented: methodNotAllowed });
}
