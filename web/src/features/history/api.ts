import type { HistoryRecord, ToolSlug } from '@growth-suite/shared';
import { HISTORY_PAGE } from '@growth-suite/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { historyListKey } from '../../lib/tools/api.ts';

type AnyRecord = HistoryRecord<Record<string, unknown>, Record<string, unknown>>;

/** Newest first, a page at a time; fetched only when a user is signed in (spec §6). */
export function useHistoryList(tool: ToolSlug) {
  const { data: user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: historyListKey(tool),
    enabled: Boolean(user),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api.get<AnyRecord[]>(`/api/history/${tool}?limit=${HISTORY_PAGE.defaultLimit}${pageParam ? `&before=${pageParam}` : ''}`),
    getNextPageParam: (last) => (last.length === HISTORY_PAGE.defaultLimit ? last[last.length - 1]!.id : undefined),
  });
}

export function useClearHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: ToolSlug | 'all') => api.post<{ deleted: number }>(`/api/history/clear/${target}`),
    // Lists are refetched after success or failure (spec §4).
    onSettled: () => client.invalidateQueries({ queryKey: ['history'] }),
  });
}
