// History across tools (DESIGN §10): one list of the workspace's saved results, newest first, titled as
// History rows, with their author and how many versions each keeps. The client page's timeline and History's client
// filter read it; one tool's full records stay in generations.ts.
import { mapTools, TOOL_CATALOG, type ToolSlug } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, recordFromJson, toIso } from '../rows.ts';
import { authorNameSql, byAuthor, type Author, type AuthorFilter, type Scope } from '../scope.ts';

export interface HistoryItem {
  id: number;
  tool: ToolSlug;
  title: string;
  detail: string;
  clientId: number | null;
  author: Author;
  versions: number;
  createdAt: string;
}

export interface HistoryItemsQuery {
  tool?: ToolSlug | undefined;
  clientId?: number | undefined;
  author?: AuthorFilter | undefined;
  /** Only items older than this id (the previous page's `nextCursor`). */
  before?: number | undefined;
  limit: number;
}

interface ItemRow {
  id: number;
  tool: ToolSlug;
  client_id: number | null;
  user_id: number;
  author_name: string;
  request: unknown;
  results: unknown;
  versions: number | string;
  created_at: Date;
}

/** A page of items and the counts per tool (under the same client filter, whatever the tool filter). */
export async function listHistoryItems(
  db: Knex,
  scope: Scope,
  query: HistoryItemsQuery,
): Promise<{ items: HistoryItem[]; nextCursor: number | null; counts: Record<ToolSlug, number> }> {
  const shown = () => {
    const q = byAuthor(db('generations').where({ 'generations.workspace_id': scope.workspaceId }), scope, query.author, 'generations.user_id');
    if (query.clientId !== undefined) q.andWhere({ 'generations.client_id': query.clientId });
    return q;
  };
  const page = shown()
    .join('users as author', 'author.id', 'generations.user_id')
    .orderBy('generations.id', 'desc')
    // One more than asked tells whether a next page exists without a second query.
    .limit(query.limit + 1)
    .select<ItemRow[]>(
      'generations.id',
      'generations.tool',
      'generations.client_id',
      'generations.user_id',
      db.raw(`${authorNameSql('author')} AS author_name`),
      'generations.request',
      'generations.results',
      'generations.created_at',
      db.raw('(SELECT COUNT(*) FROM generation_versions v WHERE v.generation_id = generations.id) AS versions'),
    );
  if (query.tool !== undefined) page.andWhere({ 'generations.tool': query.tool });
  if (query.before !== undefined) page.andWhere('generations.id', '<', query.before);
  const [rows, grouped] = await Promise.all([
    page,
    shown().groupBy('tool').select('tool').count<{ tool: ToolSlug; n: number | string }[]>('* as n'),
  ]);
  const counts = mapTools(() => 0);
  for (const row of grouped) if (row.tool in counts) counts[row.tool] = Number(row.n);
  const items = rows.slice(0, query.limit);
  return {
    items: items.map((row) => {
      const { title, detail } = TOOL_CATALOG[row.tool].historyRow({
        request: recordFromJson(row.request),
        results: recordFromJson(row.results),
      });
      const author = { id: row.user_id, name: row.author_name };
      return { id: row.id, tool: row.tool, title, detail, clientId: row.client_id ?? null, author, versions: Number(row.versions), createdAt: toIso(row.created_at) };
    }),
    nextCursor: rows.length > query.limit ? items[items.length - 1]!.id : null,
    counts,
  };
}

/** The newest result of each tool made for the client (for its "download all"), in no set order. */
export async function latestResultsOfClient(db: Knex, scope: Scope, clientId: number) {
  const rows: { id: number; tool: ToolSlug; request: unknown; results: unknown; created_at: Date }[] = await db('generations')
    .whereIn(
      'id',
      db('generations').where({ workspace_id: scope.workspaceId, client_id: clientId }).groupBy('tool').max('id'),
    )
    .select('id', 'tool', 'request', 'results', 'created_at');
  return rows.map((row) => ({ id: row.id, tool: row.tool, request: fromJson(row.request), results: fromJson(row.results), createdAt: toIso(row.created_at) }));
}
