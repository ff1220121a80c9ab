// The caller's own generation history (DESIGN §4): another user's id is simply not found.
import { clearGenerations, findGeneration, historySummary, listGenerationsJson } from '@growth-suite/db';
import { HISTORY_PAGE, isToolSlug } from '@growth-suite/shared';
import { badRequest, notFound } from '../../errors.ts';
import { parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { toolParam } from '../tools/router.ts';

function pageFrom(query: Record<string, unknown>) {
  const limitText = query.limit === undefined ? undefined : String(query.limit);
  const beforeText = query.before === undefined ? undefined : String(query.before);
  const limit = limitText === undefined ? HISTORY_PAGE.defaultLimit : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_PAGE.maxLimit || !/^\d+$/.test(limitText ?? '1')) {
    throw badRequest(`limit must be a whole number from 1 to ${HISTORY_PAGE.maxLimit}`);
  }
  if (beforeText !== undefined && !/^[1-9]\d{0,9}$/.test(beforeText)) throw badRequest('before must be a history id');
  return { limit, before: beforeText === undefined ? undefined : Number(beforeText) };
}

export function historyRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    // Counts per tool (History's tabs) and the newest few across tools (the dashboard).
    route('get', '/history', 'user', async (ctx) => {
      ctx.body = await historySummary(knex, ctx.state.user!.id);
    }),

    route('get', '/history/:tool', 'user', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      ctx.type = 'application/json';
      ctx.body = await listGenerationsJson(knex, ctx.state.user!.id, tool, pageFrom(ctx.query));
    }),

    route('get', '/history/:tool/:id', 'user', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const id = parseId(ctx.params.id, 'History item not found');
      const record = await findGeneration(knex, ctx.state.user!.id, tool, id);
      if (!record) throw notFound('History item not found');
      ctx.body = record;
    }),

    route('post', '/history/clear/:target', 'user', async (ctx) => {
      const target = ctx.params.target ?? '';
      if (target !== 'all' && !isToolSlug(target)) throw badRequest('Invalid clear target');
      const deleted = await clearGenerations(knex, ctx.state.user!.id, target === 'all' ? undefined : target);
      ctx.body = { deleted };
    }),
  ];
}
