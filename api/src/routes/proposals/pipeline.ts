// The pipeline (DESIGN §11.2): the workspace's proposals with their state, value and fee, sorted by
// what needs the consultant; "waiting on you" (the dashboard's open questions and changes); and the
// read mark that opening a proposal's screen sets (the `unread` counts). States and order: the
// repository's pipeline.ts.
import { isWorkspaceClient, listPipeline, listWaitingThreads, markProposalRead, pipelineStates, type PipelineAuthor, type PipelineCursor } from '@growth-suite/db';
import { CLIENT_NOT_FOUND, TOOL_CATALOG } from '@growth-suite/shared';
import { PIPELINE_PAGE, PIPELINE_STATES, type PipelineResponse, type ReadMarkResponse, type WaitingResponse } from '@growth-suite/shared/contract/pipeline';
import { pipelineFigures } from '@growth-suite/shared/tools/proposal/pipeline';
import { badRequest, notFound } from '../../errors.ts';
import { isOneOf, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { registerItemStates } from '../itemStates.ts';
import { PROPOSAL_NOT_FOUND } from './router.ts';

/** How many open threads "waiting on you" lists (the total says how many more there are). */
export const WAITING_SHOWN = 20;

const titleOf = (request: unknown, results: unknown) => {
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  return TOOL_CATALOG.proposal.historyRow({ request: record(request), results: record(results) }).title;
};

/** `rank.key.id`: where the last page ended in the sort (opaque to the client). */
const cursorText = (cursor: PipelineCursor) => `${cursor.rank}.${cursor.key}.${cursor.id}`;
function parseCursor(value: unknown): PipelineCursor | undefined {
  if (value === undefined) return undefined;
  const match = /^([0-6])\.(-?\d{1,16})\.([1-9]\d{0,9})$/.exec(String(value));
  if (!match) throw badRequest('cursor must be the nextCursor of a previous page');
  return { rank: Number(match[1]), key: Number(match[2]), id: Number(match[3]) };
}

/** `everyone` (default), `mine`, or a member's user id. */
function parseAuthor(value: unknown): PipelineAuthor {
  if (value === undefined || value === 'everyone') return 'everyone';
  if (value === 'mine') return 'mine';
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
  throw badRequest('author must be everyone, mine or a member’s id');
}

function parseLimit(value: unknown): number {
  if (value === undefined) return PIPELINE_PAGE.defaultLimit;
  const text = String(value);
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > PIPELINE_PAGE.maxLimit) throw badRequest(`limit must be a whole number from 1 to ${PIPELINE_PAGE.maxLimit}`);
  return Number(text);
}

export function pipelineRoutes({ knex }: RouteDeps): RouteDef[] {
  // History's rows of proposals say their state too (routes/itemStates.ts).
  registerItemStates('proposal', (db, scope, ids) => pipelineStates(db, scope, ids, new Date()));
  return [
    route('get', '/proposals', 'member', async (ctx) => {
      const { scope } = ctx.state;
      const state = ctx.query.state === undefined ? undefined : String(ctx.query.state);
      if (state !== undefined && !isOneOf(PIPELINE_STATES, state)) throw badRequest(`state must be one of ${PIPELINE_STATES.join(', ')}`);
      const author = parseAuthor(ctx.query.author);
      const cursor = parseCursor(ctx.query.cursor);
      const limit = parseLimit(ctx.query.limit);
      let clientId: number | undefined;
      if (ctx.query.clientId !== undefined) {
        clientId = parseId(String(ctx.query.clientId), CLIENT_NOT_FOUND);
        if (!(await isWorkspaceClient(knex, scope, clientId))) throw notFound(CLIENT_NOT_FOUND);
      }
      const page = await listPipeline(knex, scope, { state, author, clientId, cursor, limit }, new Date());
      const body: PipelineResponse = {
        items: page.rows.map((row) => ({
          id: row.id,
          title: titleOf(row.request, row.results),
          clientId: row.clientId,
          clientName: row.clientName,
          authorId: row.authorId,
          authorName: row.authorName,
          state: row.state,
          ...pipelineFigures(row),
          lastActivityAt: row.lastActivityAt,
          unread: row.unread,
        })),
        nextCursor: page.nextCursor ? cursorText(page.nextCursor) : null,
        counts: page.counts,
      };
      ctx.body = body;
    }),

    // Before `/proposals/:id/…`: the dashboard's list of what the clients wait on.
    route('get', '/proposals/waiting', 'member', async (ctx) => {
      const { items, total } = await listWaitingThreads(knex, ctx.state.scope, WAITING_SHOWN);
      const body: WaitingResponse = {
        items: items.map((item) => ({ id: item.id, generationId: item.generationId, title: titleOf(item.request, item.results), clientName: item.clientName, kind: item.kind, label: item.label, comment: item.comment, createdAt: item.createdAt })),
        total,
      };
      ctx.body = body;
    }),

    // Opening a proposal's screen marks what the client did so far read, for the caller only.
    route('put', '/proposals/:id/read', 'member', async (ctx) => {
      const id = parseId(ctx.params.id, PROPOSAL_NOT_FOUND);
      const marked = await markProposalRead(knex, ctx.state.scope, id, new Date());
      if (!marked) throw notFound(PROPOSAL_NOT_FOUND);
      const body: ReadMarkResponse = marked;
      ctx.body = body;
    }),
  ];
}
