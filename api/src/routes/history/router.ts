// The caller's own generation history (DESIGN §4): another user's id is simply not found.
import { clearGenerations, findGeneration, historySummary, isOwnClient, listGenerationsJson, listHistoryItems } from '@growth-suite/db';
import { CLIENT_NOT_FOUND, HISTORY_PAGE, isToolSlug, type ToolSlug } from '@growth-suite/shared';
import { badRequest, notFound } from '../../errors.ts';
import { parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { toolParam } from '../tools/router.ts';

function limitFrom(query: Record<string, unknown>) {
  const limitText = query.limit === undefined ? undefined : String(query.limit);
  const limit = limitText === undefined ? HISTORY_PAGE.defaultLimit : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_PAGE.maxLimit || !/^\d+$/.test(limitText ?? '1')) {
    throw badRequest(`limit must be a whole number from 1 to ${HISTORY_PAGE.maxLimit}`);
  }
  return limit;
}

function pageFrom(query: Record<string, unknown>) {
  const beforeText = query.before === undefined ? undefined : String(query.before);
  const limit = limitFrom(query);
  if (beforeText !== undefined && !/^[1-9]\d{0,9}$/.test(beforeText)) throw badRequest('before must be a history id');
  return { limit, before: beforeText === undefined ? undefined : Number(beforeText) };
}

/** `?clientId=N`: one of the caller's clients (another user's, or none, is 404). */
async function clientFilter(knex: RouteDeps['knex'], userId: number, value: unknown): Promise<number | undefined> {
  if (value === undefined) return undefined;
  const clientId = parseId(String(value), CLIENT_NOT_FOUND);
  if (!(await isOwnClient(knex, userId, clientId))) throw notFound(CLIENT_NOT_FOUND);
  return clientId;
}

export function historyRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    // Across tools (DESIGN §10): the client page's timeline and History filtered by client.
    route('get', '/history', 'user', async (ctx) => {
      const userId = ctx.state.user.id;
      const toolText = ctx.query.tool === undefined ? undefined : String(ctx.query.tool);
      if (toolText !== undefined && !isToolSlug(toolText)) throw badRequest('tool must be a tool slug');
      const cursorText = ctx.query.cursor === undefined ? undefined : String(ctx.query.cursor);
      if (cursorText !== undefined && !/^[1-9]\d{0,9}$/.test(cursorText)) throw badRequest('cursor must be the nextCursor of a previous page');
      const limit = limitFrom(ctx.query);
      const clientId = await clientFilter(knex, userId, ctx.query.clientId);
      const page = await listHistoryItems(knex, userId, { tool: toolText as ToolSlug | undefined, clientId, before: cursorText === undefined ? undefined : Number(cursorText), limit });
      ctx.body = { ...page, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
    }),

    // Counts per tool (History's tabs) and the newest few across tools (the dashboard). Before
    // `/history/:tool`, which would take `summary` for a tool.
    route('get', '/history/summary', 'user', async (ctx) => {
      ctx.body = await historySummary(knex, ctx.state.user.id);
    }),

    // `?clientId=N`: only the results made for that client of the caller's (another user's is 404).
    route('get', '/history/:tool', 'user', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const userId = ctx.state.user.id;
      const page = pageFrom(ctx.query);
      const clientId = await clientFilter(knex, userId, ctx.query.clientId);
      ctx.type = 'application/json';
      ctx.body = await listGenerationsJson(knex, userId, tool, { ...page, clientId });
    }),

    route('get', '/history/:tool/:id', 'user', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const id = parseId(ctx.params.id, 'History item not found');
      const record = await findGeneration(knex, ctx.state.user.id, tool, id);
      if (!record) throw notFound('History item not found');
      ctx.body = record;
    }),

    route('post', '/history/clear/:target', 'user', async (ctx) => {
      const target = ctx.params.target ?? '';
      if (target !== 'all' && !isToolSlug(target)) throw badRequest('Invalid clear target');
      const deleted = await clearGenerations(knex, ctx.state.user.id, target === 'all' ? undefined : target);
      ctx.body = { deleted };
    }),
  ];
}
