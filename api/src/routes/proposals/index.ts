// The proposal tool's API routes (collected by generated/toolRoutes.ts): the owner's side of a sent
// proposal, the client's page behind its link, the account's choices of news about sent proposals, and
// the pipeline of the workspace's proposals.
import type { RouteDeps } from '../deps.ts';
import type { RouteDef } from '../route.ts';
import { notificationChoiceRoutes } from './notifications.ts';
import { clientPageRoutes } from './public.ts';
import { pipelineRoutes } from './pipeline.ts';
import { sendRoutes } from './router.ts';
import { valueRoutes } from './value.ts';

export const routes = (deps: RouteDeps): RouteDef[] => [...pipelineRoutes(deps), ...sendRoutes(deps), ...clientPageRoutes(deps), ...notificationChoiceRoutes(deps), ...valueRoutes(deps)];
