// The request's workspace's generation history (DESIGN §4, §11): another workspace's id is simply not
// found; `?author=mine` keeps the caller's own.
import { clearGenerations, deleteGeneration, findGeneration, historySummary, isWorkspaceClient, listGenerationsJson, listHistoryItems, type Scope } from '@growth-suite/db';
import { CLIENT_NOT_FOUND, HISTORY_PAGE, isToolSlug, roleNeeded } from '@growth-suite/shared';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { parseAuthorFilter, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { toolParam } from '../tools/router.ts';
import { itemStates } from '../itemStates.ts';

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

/** `?clientId=N`: one of the workspace's clients (another workspace's, or none, is 404). */
async function clientFilter(knex: RouteDeps['knex'], scope: Scope, value: unknown): Promise<number | undefined> {
  if (value === undefined) return undefined;
  const clientId = parseId(String(value), CLIENT_NOT_FOUND);
  if (!(await isWorkspaceClient(knex, scope, clientId))) throw notFound(CLIENT_NOT_FOUND);
  return clientId;
}

export function historyRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    // Across tools (DESIGN §10): the client page's timeline and History filtered by client.
    route('get', '/history', 'member', async (ctx) => {
      const { scope } = ctx.state;
      const toolText = ctx.query.tool === undefined ? undefined : String(ctx.query.tool);
      if (toolText !== undefined && !isToolSlug(toolText)) throw badRequest('tool must be a tool slug');
      const cursorText = ctx.query.cursor === undefined ? undefined : String(ctx.query.cursor);
      if (cursorText !== undefined && !/^[1-9]\d{0,9}$/.test(cursorText)) throw badRequest('cursor must be the nextCursor of a previous page');
      const limit = limitFrom(ctx.query);
      const clientId = await clientFilter(knex, scope, ctx.query.clientId);
      const author = parseAuthorFilter(ctx.query.author);
      const page = await listHistoryItems(knex, scope, { tool: toolText, clientId, author, before: cursorText === undefined ? undefined : Number(cursorText), limit });
      const states = await itemStates(knex, scope, page.items);
      const items = page.items.map((item) => (states.has(item.id) ? { ...item, state: states.get(item.id) } : item));
      ctx.body = { ...page, items, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
    }),

    // Counts per tool (History's tabs) and the newest few across tools (the dashboard). Before
    // `/history/:tool`, which would take `summary` for a tool.
    route('get', '/history/summary', 'member', async (ctx) => {
      ctx.body = await historySummary(knex, ctx.state.scope, { author: parseAuthorFilter(ctx.query.author) });
    }),

    // `?clientId=N`: only the results made for that client of the workspace's (another workspace's is 404).
    route('get', '/history/:tool', 'member', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const { scope } = ctx.state;
      const page = pageFrom(ctx.query);
      const clientId = await clientFilter(knex, scope, ctx.query.clientId);
      ctx.type = 'application/json';
      const states = (ids: number[]) => itemStates(knex, scope, ids.map((id) => ({ id, tool })));
      ctx.body = await listGenerationsJson(knex, scope, tool, { ...page, clientId, author: parseAuthorFilter(ctx.query.author) }, states);
    }),

    route('get', '/history/:tool/:id', 'member', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const id = parseId(ctx.params.id, 'History item not found');
      const record = await findGeneration(knex, ctx.state.scope, tool, id);
      if (!record) throw notFound('History item not found');
      const { authorId: _author, ...item } = record;
      ctx.body = item;
    }),

    // One result: a member deletes what they made, an admin or owner anything in the workspace.
    route('delete', '/history/:tool/:id', 'member', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const outcome = await deleteGeneration(knex, ctx.state.scope, tool, parseId(ctx.params.id, 'History item not found'));
      if (outcome === 'not-found') throw notFound('History item not found');
      if (outcome === 'forbidden') throw forbidden(roleNeeded('admin'));
      ctx.status = 204;
    }),

    // The caller's own results only, whatever their role (db clearGenerations says why).
    route('post', '/history/clear/:target', 'member', async (ctx) => {
      const target = ctx.params.target ?? '';
      if (target !== 'all' && !isToolSlug(target)) throw badRequest('Invalid clear target');
      const deleted = await clearGenerations(knex, ctx.state.scope, target === 'all' ? undefined : target);
      ctx.body = { deleted };
    }),
  ];
}
