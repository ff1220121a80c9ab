// One tool's History (DESIGN §4). A saved item, checked against its tool's schemas, is in
// ./tools.ts; the summary across tools in ./history-summary.ts.
import { TOOL_SLUGS } from '../catalog.ts';
import { anyObject, array, count, id, object, oneOf, timestamp, type Infer } from './check.ts';

/**
 * GET /api/history/:tool?limit=&before=: a page of records, newest first. History reads each row
 * as the catalog's `historyRow` does, so the request and results are not checked field by field.
 */
export const HistoryListResponseSchema = array(
  object({ id: id(), tool: oneOf(TOOL_SLUGS), createdAt: timestamp(), request: anyObject(), results: anyObject() }),
);

/** POST /api/history/clear/:target (`all` or a tool slug; no body) → 200 how many records were deleted. */
export const HistoryClearResponseSchema = object({ deleted: count() });

export type HistoryListResponse = Infer<typeof HistoryListResponseSchema>;
export type HistoryClearResponse = Infer<typeof HistoryClearResponseSchema>;
