// Generation and History calls for the four tools (DESIGN §4).
import type { ToolRequest, ToolSlug } from '@growth-suite/shared';
import { GENERATION_CANCELLED_MESSAGE, HISTORY_PAGE } from '@growth-suite/shared';
import { CancelResponseSchema, historyItemResponseSchema, JobStatusResponseSchema, toolResponseSchema, type ToolResponse } from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, ApiError } from '../api.ts';
import { historySummaryQuery } from '../historySummary.ts';

export type Generated<T extends ToolSlug> = ToolResponse<T>;

export const historyItemQuery = <T extends ToolSlug>(tool: T, id: number) =>
  queryOptions({
    queryKey: ['history', tool, 'item', id],
    queryFn: () => api.get(`/api/history/${tool}/${id}`, historyItemResponseSchema(tool)),
  });

export const historyListKey = (tool: ToolSlug) => ['history', tool, 'list'] as const;

/** Progress while a generation runs: polled only while the request is pending (and its event stream is not delivering). */
export function useJobStatus(requestId: string | null) {
  return useQuery({
    queryKey: ['job', requestId],
    enabled: requestId !== null,
    refetchInterval: 1000,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      try {
        return await api.get(`/api/tools/jobs/${requestId}`, JobStatusResponseSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * One Idempotency-Key per submission, made when the user submits (not per HTTP call), and at
 * most one submission at a time: a double click, a double Enter or a second submit while one is
 * running sends nothing, and a retry of the same submission joins the job already running.
 * The guard is a ref, not React state: two submits in the same tick both see it.
 */
export function useGenerate<T extends ToolSlug>(tool: T) {
  const client = useQueryClient();
  const running = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request, requestId }: { request: ToolRequest<T>; requestId: string }) =>
      api.post(`/api/tools/${tool}`, request, toolResponseSchema(tool), { 'Idempotency-Key': requestId }),
    onSuccess: ({ historyId, ...results }, { request }) => {
      // The saved item as GET /api/history/:tool/:id answers it (the same schema), so the item's
      // screen needs no request; should it not fit, that screen simply fetches it.
      const item = historyItemResponseSchema(tool).safeParse({ id: historyId, tool, createdAt: new Date().toISOString(), request, results });
      if (item.success) client.setQueryData(historyItemQuery(tool, historyId).queryKey, item.data);
      void client.invalidateQueries({ queryKey: historyListKey(tool) });
      void client.invalidateQueries({ queryKey: historySummaryQuery.queryKey });
    },
  });

  /** The generation's result, or null when a submission is already running (nothing was sent). */
  async function start(request: ToolRequest<T>): Promise<Generated<T> | null> {
    if (running.current) return null;
    const requestId = crypto.randomUUID();
    running.current = requestId;
    try {
      return await mutation.mutateAsync({ request, requestId });
    } finally {
      running.current = null;
    }
  }

  const requestId = mutation.isPending ? (mutation.variables?.requestId ?? null) : null;
  // DESIGN §9: the waiting POST then answers 409 'Generation cancelled'.
  const cancelling = useMutation({
    mutationFn: (id: string) => api.post(`/api/tools/jobs/${encodeURIComponent(id)}/cancel`, undefined, CancelResponseSchema),
  });

  return {
    start,
    isPending: mutation.isPending,
    /**
     * The answer of the generation that just succeeded, until `settle()`: the screen shows it while
     * the URL becomes the item's (a moment in which the request is no longer pending and the URL
     * not yet changed, and the result would otherwise vanish and come back).
     */
    answer: mutation.isSuccess ? mutation.data : null,
    settle: mutation.reset,
    requestId,
    /** Asks the server to cancel the running generation (the POST then fails with 409). */
    cancel: () => (requestId ? cancelling.mutateAsync(requestId) : Promise.resolve(null)),
    isCancelling: cancelling.isPending || (cancelling.isSuccess && cancelling.variables === requestId && requestId !== null),
  };
}

/** True when a generation's POST failed because its owner cancelled it. */
export const isCancelled = (error: unknown) => error instanceof ApiError && error.status === 409 && error.serverMessage === GENERATION_CANCELLED_MESSAGE;

export const HISTORY_PAGE_SIZE = HISTORY_PAGE.defaultLimit;
