// One tool's History (DESIGN §4). A saved item, checked against its tool's schemas, is in
// ./tools.ts; the summary across tools in ./history-summary.ts.
import { TOOL_SLUGS } from '../catalog.ts';
import { anyObject, array, count, id, nullable, object, oneOf, optional, record, string, timestamp, type Infer } from './check.ts';

/** Who made an item (DESIGN §11): a team's lists show it. */
export const AuthorSchema = object({ id: id(), name: string() });

/**
 * GET /api/history/:tool?limit=&before=&clientId=&author=: a page of the workspace's records, newest
 * first, each with the client it was made for (null: none, or deleted), its author (`author=mine`:
 * the caller's only) and, for the tool the pipeline lists, its pipeline state. History reads each row as the catalog's `historyRow`
 * does, so the request and results are not checked field by field.
 */
export const HistoryListResponseSchema = array(
  object({ id: id(), tool: oneOf(TOOL_SLUGS), createdAt: timestamp(), clientId: nullable(id()), author: AuthorSchema, state: optional(string()), request: anyObject(), results: anyObject() }),
);

/**
 * GET /api/history?tool=&clientId=&cursor=&limit=&author= (DESIGN §10, §11): the workspace's results across
 * tools, newest first, each titled as its History row, with its client, its author and how many versions
 * it keeps; `nextCursor`
 * (null on the last page) is passed back as `cursor`. `counts` are per tool under the client filter
 * (every tool, 0 included), whatever `tool` is. Zod-free (./check.ts): History and the client page read it.
 */
export const HistoryItemsResponseSchema = object({
  items: array(
    object({
      id: id(),
      tool: oneOf(TOOL_SLUGS),
      title: string(),
      detail: string(),
      clientId: nullable(id()),
      author: AuthorSchema,
      versions: count(),
      createdAt: timestamp(),
      /**
       * The pipeline's state (DESIGN §11.2, ./pipeline-states.ts) of a result of the tool the pipeline
       * lists; absent for the others. A string here: these schemas reach the first page, the list of
       * states need not (the tag shows only a state it knows).
       */
      state: optional(string()),
    }),
  ),
  nextCursor: nullable(string()),
  counts: record(TOOL_SLUGS, count()),
});

/** POST /api/history/clear/:target (`all` or a tool slug; no body) → 200 how many records were deleted. */
export const HistoryClearResponseSchema = object({ deleted: count() });

export type HistoryListResponse = Infer<typeof HistoryListResponseSchema>;
export type HistoryItemsResponse = Infer<typeof HistoryItemsResponseSchema>;
export type HistoryItem = HistoryItemsResponse['items'][number];
export type HistoryClearResponse = Infer<typeof HistoryClearResponseSchema>;
