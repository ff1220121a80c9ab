// Generation and History calls for the four tools (DESIGN §4).
import type { HistoryRecord, Meta, ToolRequest, ToolResult, ToolSlug } from '@growth-suite/shared';
import { HISTORY_PAGE } from '@growth-suite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, ApiError } from '../../lib/api.ts';

export type Generated<T extends ToolSlug> = ToolResult<T> & { historyId: number };

export const historyItemQuery = <T extends ToolSlug>(tool: T, id: number) =>
  queryOptions({
    queryKey: ['history', tool, 'item', id],
    queryFn: () => api.get<HistoryRecord<ToolRequest<T>, ToolResult<T>>>(`/api/history/${tool}/${id}`),
  });

export const historyListKey = (tool: ToolSlug) => ['history', tool, 'list'] as const;

export const metaQuery = queryOptions({ queryKey: ['meta'], queryFn: () => api.get<Meta>('/api/meta') });
export const useMeta = () => useQuery(metaQuery);

export type JobStatus =
  | { state: 'queued'; position: number }
  | { state: 'active'; startedAt: string }
  | { state: 'completed'; historyId: number }
  | { state: 'failed' };

/** Progress while a generation runs: polled only while the request is pending. */
export function useJobStatus(requestId: string | null) {
  return useQuery({
    queryKey: ['job', requestId],
    enabled: requestId !== null,
    refetchInterval: 1000,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      try {
        return await api.get<JobStatus>(`/api/tools/jobs/${requestId}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * One Idempotency-Key per submission: a retry of the same request (or a double click that
 * slips through) joins the job already running instead of starting a second one.
 */
export function useGenerate<T extends ToolSlug>(tool: T) {
  const client = useQueryClient();
  const requestId = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (request: ToolRequest<T>) => {
      requestId.current = crypto.randomUUID();
      return api.post<Generated<T>>(`/api/tools/${tool}`, request, { 'Idempotency-Key': requestId.current });
    },
    onSuccess: ({ historyId, ...results }, request) => {
      client.setQueryData(historyItemQuery(tool, historyId).queryKey, {
        id: historyId,
        tool,
        createdAt: new Date().toISOString(),
        request,
        results: results as unknown as ToolResult<T>,
      });
      void client.invalidateQueries({ queryKey: historyListKey(tool) });
    },
    onSettled: () => {
      requestId.current = null;
    },
  });
  return { ...mutation, requestId: mutation.isPending ? requestId.current : null };
}

export const HISTORY_PAGE_SIZE = HISTORY_PAGE.defaultLimit;
