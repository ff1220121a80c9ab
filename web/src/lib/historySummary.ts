// GET /api/history/summary: saved generations per tool (History's tab counts) and the newest few across
// tools (the dashboard). Refetched after a generation and after a clear (both touch ['history']).
import { HistorySummaryResponseSchema } from '@growth-suite/shared/contract/history-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { useCurrentUser } from './auth.ts';
import { SERVER_RENDERED } from './serverRender.ts';

export const historySummaryQuery = queryOptions({ queryKey: ['history', 'summary'], meta: SERVER_RENDERED, queryFn: () => api.get('/api/history/summary', HistorySummaryResponseSchema) });

/** `refreshOnFocus`: asked again when the user comes back to the tab (History's counts; see useHistoryList). */
export function useHistorySummary({ refreshOnFocus = false }: { refreshOnFocus?: boolean } = {}) {
  const { data: user } = useCurrentUser();
  return useQuery({ ...historySummaryQuery, enabled: Boolean(user), refetchOnWindowFocus: refreshOnFocus ? 'always' : false });
}
