// GET /api/history/summary (DESIGN §4): History's tab counts and the dashboard's recent work. Built with
// ./check.ts: the web's first page (the dashboard) reads it.
import { TOOL_SLUGS } from '../catalog.ts';
import { array, count, id, object, oneOf, record, string, timestamp, type Infer } from './check.ts';
import { AuthorSchema } from './history.ts';

/**
 * The workspace's saved generations per tool (every tool, 0 included) and the newest five across tools,
 * titled as History rows, with their author; `?author=mine`: the caller's only.
 */
export const HistorySummaryResponseSchema = object({
  counts: record(TOOL_SLUGS, count()),
  recent: array(object({ id: id(), tool: oneOf(TOOL_SLUGS), createdAt: timestamp(), title: string(), author: AuthorSchema })),
});

export type HistorySummaryResponse = Infer<typeof HistorySummaryResponseSchema>;
