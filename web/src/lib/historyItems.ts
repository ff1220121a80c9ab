// GET /api/history?tool=&clientId=&cursor=&limit= (DESIGN §10): results across tools, newest first,
// page by page. The client page's timeline and History's client filter read it. Under ['history'],
// so a generation, a clear or a client's deletion refetches it.
import { HISTORY_PAGE, type AuthorFilter, type ToolSlug } from '@growth-suite/shared';
import { HistoryItemsResponseSchema } from '@growth-suite/shared/contract/history';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { authorKey, authorParam } from './authorFilter.ts';

export interface HistoryItemsFilter {
  clientId?: number | undefined;
  tool?: ToolSlug | undefined;
  /** In a team: everyone's (the default) or the caller's. */
  author?: AuthorFilter | undefined;
}

function itemsUrl({ clientId, tool, author }: HistoryItemsFilter, limit: number, cursor?: string) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (clientId !== undefined) query.set('clientId', String(clientId));
  if (tool !== undefined) query.set('tool', tool);
  if (cursor !== undefined) query.set('cursor', cursor);
  return `/api/history?${query}${authorParam(author)}`;
}

export const historyItemsQuery = (filter: HistoryItemsFilter, limit: number = HISTORY_PAGE.defaultLimit) =>
  infiniteQueryOptions({
    queryKey: ['history', 'items', filter.clientId ?? 'all', filter.tool ?? 'all', limit, ...authorKey(filter.author)],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.get(itemsUrl(filter, limit, pageParam), HistoryItemsResponseSchema),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
