// History across tools (DESIGN §10): one list of the user's saved results, newest first, titled as
// History rows, with how many versions each keeps. The client page's timeline and History's client
// filter read it; one tool's full records stay in generations.ts.
import { mapTools, TOOL_CATALOG, type ToolSlug } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, toIso } from '../rows.ts';

export interface HistoryItem {
  id: number;
  tool: ToolSlug;
  title: string;
  detail: string;
  clientId: number | null;
  versions: number;
  createdAt: string;
}

export interface HistoryItemsQuery {
  tool?: ToolSlug | undefined;
  clientId?: number | undefined;
  /** Only items older than this id (the previous page's `nextCursor`). */
  before?: number | undefined;
  limit: number;
}

interface ItemRow {
  id: number;
  tool: ToolSlug;
  client_id: number | null;
  request: unknown;
  results: unknown;
  versions: number | string;
  created_at: Date;
}

/** A page of items and the counts per tool (under the same client filter, whatever the tool filter). */
export async function listHistoryItems(
  db: Knex,
  userId: number,
  query: HistoryItemsQuery,
): Promise<{ items: HistoryItem[]; nextCursor: number | null; counts: Record<ToolSlug, number> }> {
  const mine = () => {
    const q = db('generations').where({ user_id: userId });
    if (query.clientId !== undefined) q.andWhere({ client_id: query.clientId });
    return q;
  };
  const page = mine()
    .orderBy('id', 'desc')
    // One more than asked tells whether a next page exists without a second query.
    .limit(query.limit + 1)
    .select(
      'id',
      'tool',
      'client_id',
      'request',
      'results',
      'created_at',
      db.raw('(SELECT COUNT(*) FROM generation_versions v WHERE v.generation_id = generations.id) AS versions'),
    );
  if (query.tool !== undefined) page.andWhere({ tool: query.tool });
  if (query.before !== undefined) page.andWhere('id', '<', query.before);
  const [rows, grouped] = await Promise.all([
    page as Promise<ItemRow[]>,
    mine().groupBy('tool').select('tool').count<{ tool: ToolSlug; n: number | string }[]>('* as n'),
  ]);
  const counts = mapTools(() => 0);
  for (const row of grouped) if (row.tool in counts) counts[row.tool] = Number(row.n);
  const shown = rows.slice(0, query.limit);
  return {
    items: shown.map((row) => {
      const { title, detail } = TOOL_CATALOG[row.tool].historyRow({
        request: fromJson(row.request) as Record<string, unknown>,
        results: fromJson(row.results) as Record<string, unknown>,
      });
      return { id: row.id, tool: row.tool, title, detail, clientId: row.client_id ?? null, versions: Number(row.versions), createdAt: toIso(row.created_at) };
    }),
    nextCursor: rows.length > query.limit ? shown[shown.length - 1]!.id : null,
    counts,
  };
}

/** The newest result of each tool made for the client (for its "download all"), in no set order. */
export async function latestResultsOfClient(db: Knex, userId: number, clientId: number) {
  const rows: { id: number; tool: ToolSlug; request: unknown; results: unknown; created_at: Date }[] = await db('generations')
    .whereIn(
      'id',
      db('generations').where({ user_id: userId, client_id: clientId }).groupBy('tool').max('id'),
    )
    .select('id', 'tool', 'request', 'results', 'created_at');
  return rows.map((row) => ({ id: row.id, tool: row.tool, request: fromJson(row.request), results: fromJson(row.results), createdAt: toIso(row.created_at) }));
}
