// The API router: every area's routes and each tool's own (TOOL_ROUTES, collected from the tool folders),
// mounted under /api with their access rule first.
import { Router } from '@koa/router';
import { methodNotAllowed } from '../errors.ts';
import { TOOL_ROUTES } from '../generated/toolRoutes.ts';
import type { AppState } from '../types.ts';
import { accountRoutes } from './account/router.ts';
import { adminQueueRoutes } from './admin-queue/router.ts';
import { adminUserRoutes } from './admin-users/router.ts';
import { authRoutes } from './auth/router.ts';
import { clientRoutes } from './clients/router.ts';
import { clientExportRoutes } from './clients/export.ts';
import { contactRoutes } from './contact/router.ts';
import { exportRoutes } from './exports/router.ts';
import { historyRoutes } from './history/router.ts';
import { packRoutes } from './packs/router.ts';
import { settingRoutes } from './settings/router.ts';
import { shareRoutes } from './shares/router.ts';
import { toolRoutes } from './tools/router.ts';
import { refineRoutes } from './versions/refine.ts';
import type { RouteDeps } from './deps.ts';
import { accessGuards } from './guards.ts';
import type { RouteDef } from './route.ts';
import { systemRoutes } from './system/router.ts';
import { versionRoutes } from './versions/router.ts';
import { invitationRoutes } from './workspaces/invitations.ts';
import { passwordRoutes } from './password/router.ts';
import { adminMailRoutes } from './admin-mail/router.ts';
import { notificationRoutes } from './notifications/router.ts';
import { workspaceRoutes } from './workspaces/router.ts';

export function apiRoutes(deps: RouteDeps): RouteDef[] {
  return [...systemRoutes(deps), ...authRoutes(deps), ...packRoutes(deps), ...toolRoutes(deps), ...historyRoutes(deps), ...versionRoutes(deps), ...refineRoutes(deps), ...exportRoutes(deps), ...shareRoutes(deps), ...TOOL_ROUTES.flatMap((routes) => routes(deps)), ...clientRoutes(deps), ...clientExportRoutes(deps), ...accountRoutes(deps), ...settingRoutes(deps), ...contactRoutes(deps), ...adminUserRoutes(deps), ...adminQueueRoutes(deps), ...workspaceRoutes(deps), ...invitationRoutes(deps), ...passwordRoutes(deps), ...adminMailRoutes(deps), ...notificationRoutes(deps)];
}

export function createApiRouter(deps: RouteDeps): Router<AppState> {
  // Case-sensitive and strict, like the /api middleware (sessions, no-store, the sessionless
  // paths compared exactly): `/API/user` and `/api/health/` are not API routes.
  const router = new Router<AppState>({ prefix: '/api', sensitive: true, strict: true });
  const guards = accessGuards(deps.knex);
  for (const def of apiRoutes(deps)) {
    router[def.method](def.path, guards[def.access], ...def.handlers);
  }
  return router;
}

export function allowedMethods(router: Router<AppState>) {
  return router.allowedMethods({ throw: true, methodNotAllowed: methodNotAllowed, notImplemented: methodNotAllowed });
}
