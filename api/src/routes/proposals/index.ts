// The proposal tool's API routes (collected by generated/toolRoutes.ts): the owner's side of a sent
// proposal, the client's page behind its link, and the account's choices of news about sent proposals.
import type { RouteDeps } from '../deps.ts';
import type { RouteDef } from '../route.ts';
import { notificationChoiceRoutes } from './notifications.ts';
import { clientPageRoutes } from './public.ts';
import { sendRoutes } from './router.ts';
import { valueRoutes } from './value.ts';

export const routes = (deps: RouteDeps): RouteDef[] => [...sendRoutes(deps), ...clientPageRoutes(deps), ...notificationChoiceRoutes(deps), ...valueRoutes(deps)];
