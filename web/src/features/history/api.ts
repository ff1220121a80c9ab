import type { AuthorFilter, ToolSlug } from '@growth-suite/shared';
import { HISTORY_PAGE } from '@growth-suite/shared';
import { HistoryClearResponseSchema, HistoryListResponseSchema } from '@growth-suite/shared/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { historyListKey } from '../../lib/tools/api.ts';
import { authorKey, authorParam } from '../../lib/authorFilter.ts';

/**
 * Newest first, a page at a time, only one client's with `clientId`, in a team only the caller's with
 * `author`; fetched only when a user is signed in (spec §6).
 */
export function useHistoryList(tool: ToolSlug, clientId?: number, author?: AuthorFilter) {
  const { data: user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: [...historyListKey(tool), clientId ?? 'all', ...authorKey(author)],
    enabled: Boolean(user),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api.get(
        `/api/history/${tool}?limit=${HISTORY_PAGE.defaultLimit}${clientId !== undefined ? `&clientId=${clientId}` : ''}${pageParam ? `&before=${pageParam}` : ''}${authorParam(author)}`,
        HistoryListResponseSchema,
      ),
    getNextPageParam: (last) => (last.length === HISTORY_PAGE.defaultLimit ? last[last.length - 1]!.id : undefined),
    // Unlike the rest of the app's cached data (spec §7), a History list is asked again whenever the
    // user comes back to its tab: a generation may have ended in another tab meanwhile. 'always'
    // because the app's data never goes stale by itself; opening the page still uses the cache.
    refetchOnWindowFocus: 'always',
  });
}

export function useClearHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: ToolSlug | 'all') => api.post(`/api/history/clear/${target}`, undefined, HistoryClearResponseSchema),
    // Lists are refetched after success or failure (spec §4).
    onSettled: () => client.invalidateQueries({ queryKey: ['history'] }),
  });
}
