// POST /api/tools/:tool and GET /api/tools/jobs/:requestId (DESIGN §4, §6).
import { randomUUID } from 'node:crypto';
import { isToolSlug, REQUEST_ID_PATTERN, TOOLS, type ToolSlug } from '@growth-suite/shared';
import { badRequest, notFound } from '../../errors.ts';
import { parseBody } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { streamJobEvents } from './events.ts';
import { createGenerationService } from './service.ts';
import { checkContext, parseContext } from '../clients/context.ts';

export function toolParam(value: string | undefined): ToolSlug {
  if (!value || !isToolSlug(value)) throw notFound('Unknown tool');
  return value;
}

/** The request id of a POST that starts a job: its Idempotency-Key, or a fresh one (DESIGN §4). */
export function requestIdFrom(header: string): { requestId: string; fresh: boolean } {
  if (!header) return { requestId: randomUUID(), fresh: true };
  if (!REQUEST_ID_PATTERN.test(header)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, _ or -');
  return { requestId: header, fresh: false };
}

const isRecord = (body: unknown): body is Record<string, unknown> => body !== null && typeof body === 'object' && !Array.isArray(body);

export function toolRoutes(deps: RouteDeps): RouteDef[] {
  const { knex } = deps;
  const generation = createGenerationService(deps);
  return [
    // A generation for the request's workspace (its client and sources must be the workspace's). Its
    // job's status, events and cancel are the caller's own (the job id carries the user) and answered
    // only in that workspace, to a member of it: a member removed from a team gets 404 at once (the
    // guard reads the membership on every request). An EventSource names the workspace as `?workspace=`.
    route('post', '/tools/:tool', 'member', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      // `context` (DESIGN §10) travels beside the tool's own fields, which the tool's schema checks alone.
      const raw: unknown = ctx.request.body;
      const { context: rawContext, ...fields } = isRecord(raw) ? raw : {};
      const request = parseBody(TOOLS[tool].requestSchema, isRecord(raw) ? fields : raw);
      const context = rawContext === undefined ? undefined : parseContext(rawContext);
      const { requestId, fresh } = requestIdFrom(ctx.get('Idempotency-Key'));
      const { scope } = ctx.state;
      const { historyId, results } = await generation.run({
        userId: scope.userId,
        workspaceId: scope.workspaceId,
        tool,
        request,
        requestId,
        fresh,
        ...(context ? { context, beforeAdd: () => checkContext(knex, scope, context) } : {}),
      });
      ctx.body = { ...(results as object), historyId };
    }),

    route('get', '/tools/jobs', 'member', async (ctx) => {
      ctx.body = await generation.running(ctx.state.scope.userId, ctx.state.scope.workspaceId);
    }),

    route('get', '/tools/jobs/:requestId', 'member', async (ctx) => {
      const requestId = ctx.params.requestId ?? '';
      const { userId, workspaceId } = ctx.state.scope;
      const status = REQUEST_ID_PATTERN.test(requestId) ? await generation.status(userId, workspaceId, requestId) : null;
      if (!status) throw notFound('Job not found');
      ctx.body = status;
    }),

    // DESIGN §9: the live channel of the caller's own generation, and cancelling it.
    route('get', '/tools/jobs/:requestId/events', 'user', streamJobEvents(deps, generation)),

    route('post', '/tools/jobs/:requestId/cancel', 'member', async (ctx) => {
      const requestId = ctx.params.requestId ?? '';
      const { userId, workspaceId } = ctx.state.scope;
      const outcome = REQUEST_ID_PATTERN.test(requestId) ? await generation.cancel(userId, workspaceId, requestId) : null;
      if (!outcome) throw notFound('Job not found');
      ctx.status = outcome.status;
      ctx.body = outcome.answer;
    }),
  ];
}
