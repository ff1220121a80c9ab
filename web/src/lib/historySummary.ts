// GET /api/history/summary: saved generations per tool (History's tab counts) and the newest few across
// tools (the dashboard); in a team, everyone's or the caller's (`author`). Refetched after a generation
// and after a clear (both touch ['history']).
import type { AuthorFilter } from '@growth-suite/shared';
import { HistorySummaryResponseSchema } from '@growth-suite/shared/contract/history-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { authorKey, authorParam } from './authorFilter.ts';
import { useCurrentUser } from './auth.ts';
import { SERVER_RENDERED } from './serverRender.ts';

const summaryQuery = (author?: AuthorFilter) =>
  queryOptions({
    queryKey: ['history', 'summary', ...authorKey(author)],
    meta: SERVER_RENDERED,
    queryFn: () => api.get(`/api/history/summary${authorParam(author, true)}`, HistorySummaryResponseSchema),
  });

/** Everyone's (the dashboard's first draw, on the server too). */
export const historySummaryQuery = summaryQuery();

/** `refreshOnFocus`: asked again when the user comes back to the tab (History's counts; see useHistoryList). */
export function useHistorySummary({ refreshOnFocus = false, author }: { refreshOnFocus?: boolean; author?: AuthorFilter } = {}) {
  const { data: user } = useCurrentUser();
  return useQuery({ ...summaryQuery(author), enabled: Boolean(user), refetchOnWindowFocus: refreshOnFocus ? 'always' : false });
}
