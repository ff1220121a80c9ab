// Generation and History calls for the four tools (DESIGN §4).
import type { GenerationContext, ToolRequest, ToolSlug } from '@growth-suite/shared';
import { GENERATION_CANCELLED_MESSAGE, HISTORY_PAGE } from '@growth-suite/shared';
import { CancelResponseSchema, historyItemResponseSchemaOf, JobStatusResponseSchema, toolResponseSchemaOf, type ToolResponse } from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, ApiError } from '../api.ts';
import { historySummaryQuery } from '../historySummary.ts';
import { RunningJobsResponseSchema } from '@growth-suite/shared/contract/running-jobs';
import { loadToolSchemas } from './definitions.ts';

export type Generated<T extends ToolSlug> = ToolResponse<T>;
/** A submission: the form's request, and the client and results it is made for and from. */
export type GenerationInput<T extends ToolSlug> = ToolRequest<T> & { context?: GenerationContext };

export const historyItemQuery = <T extends ToolSlug>(tool: T, id: number) =>
  queryOptions({
    queryKey: ['history', tool, 'item', id],
    // Checked with its own tool's schemas, loaded for it (not every tool's).
    queryFn: async () => api.get(`/api/history/${tool}/${id}`, historyItemResponseSchemaOf(await loadToolSchemas(tool))),
  });

export const historyListKey = (tool: ToolSlug) => ['history', tool, 'list'] as const;

/** How often a running job's progress is asked for when its event stream is not delivering. */
const POLL_MS = 1000;

/**
 * Progress while a generation runs: polled only while the request is pending (and its event stream
 * is not delivering; the caller passes null otherwise, and once it has asked to cancel: a cancelled
 * job is taken off the queue, and asking for it then would be a 404).
 * The job is made by the POST, which may reach the api after the first poll (the POST waits for the
 * tool's schemas first): asking for the job's status then answers 404, an error in the browser's
 * console on every run. So the caller's running jobs (`GET /api/tools/jobs`, never a 404) are asked
 * until the job is among them, and only then the job's own status, which a job keeps for an hour
 * after it ends; polling stops when the status says it ended.
 */
export function useJobStatus(requestId: string | null) {
  const listed = useQuery({
    queryKey: ['job', requestId, 'listed'],
    enabled: requestId !== null,
    // Asked until the job is there; it stays there (the job's status takes over).
    refetchInterval: (query) => (query.state.data === true ? false : POLL_MS),
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => (await api.get('/api/tools/jobs', RunningJobsResponseSchema)).some((job) => job.requestId === requestId),
  });
  const exists = requestId !== null && listed.data === true;
  return useQuery({
    queryKey: ['job', requestId],
    enabled: exists,
    refetchInterval: (query) => (query.state.data?.state === 'completed' || query.state.data?.state === 'failed' ? false : POLL_MS),
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      try {
        return await api.get(`/api/tools/jobs/${requestId}`, JobStatusResponseSchema);
      } catch (error) {
        // Gone meanwhile (cancelled from another tab, say): nothing to show; the POST tells the outcome.
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
 * A generation and a part's refinement are both such queued jobs (DESIGN §9, §10): same key, same
 * event stream, same cancel; only the call and what its answer updates differ.
 */
export function useQueuedJob<Input, Answer>({ send, onSuccess }: { send: (input: Input, requestId: string) => Promise<Answer>; onSuccess?: (answer: Answer, input: Input) => void | Promise<void> }) {
  const running = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, requestId }: { input: Input; requestId: string }) => send(input, requestId),
    onSuccess: (answer, { input }) => onSuccess?.(answer, input),
  });

  /**
   * The job's answer, or null when a submission is already running (nothing was sent). `resume`:
   * the key of a job already queued (a screen reattaching after a reload): the same key joins it.
   */
  async function start(input: Input, resume?: string): Promise<Answer | null> {
    if (running.current) return null;
    const requestId = resume ?? crypto.randomUUID();
    running.current = requestId;
    try {
      return await mutation.mutateAsync({ input, requestId });
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
    /** What the running submission was started with (null when none runs). */
    input: mutation.isPending ? (mutation.variables?.input ?? null) : null,
    /**
     * The answer of the job that just succeeded, until `settle()`: the screen shows it while
     * the URL becomes the item's (a moment in which the request is no longer pending and the URL
     * not yet changed, and the result would otherwise vanish and come back).
     */
    answer: mutation.isSuccess ? mutation.data : null,
    settle: mutation.reset,
    requestId,
    /** Asks the server to cancel the running job (the POST then fails with 409). */
    cancel: () => (requestId ? cancelling.mutateAsync(requestId) : Promise.resolve(null)),
    isCancelling: cancelling.isPending || (cancelling.isSuccess && cancelling.variables === requestId && requestId !== null),
  };
}

/** A tool's generation: a queued job whose answer becomes a new History item. */
export function useGenerate<T extends ToolSlug>(tool: T) {
  const client = useQueryClient();
  return useQueuedJob<GenerationInput<T>, Generated<T>>({
    // `context` travels beside the tool's fields (DESIGN §10); without a client or sources it is left out.
    send: async ({ context = {}, ...request }, requestId) =>
      api.post(`/api/tools/${tool}`, { ...request, ...(context.clientId || context.sourceIds ? { context } : {}) }, toolResponseSchemaOf(await loadToolSchemas(tool)), { 'Idempotency-Key': requestId }),
    // Awaited before the submission resolves (the definition is loaded by then: send needed it).
    onSuccess: async ({ historyId, ...results }, { context = {}, ...request }) => {
      const definition = await loadToolSchemas(tool);
      // The saved item as GET /api/history/:tool/:id answers it (the same schema), so the item's
      // screen needs no request; should it not fit, that screen simply fetches it. A new
      // generation is its version 1 (the original).
      const links = { clientId: context.clientId ?? null, sources: context.sourceIds ?? [], context: { client: null, sources: [], usedBy: [] } };
      const item = historyItemResponseSchemaOf(definition).safeParse({ id: historyId, tool, createdAt: new Date().toISOString(), version: 1, ...links, request, results });
      if (item.success) client.setQueryData(historyItemQuery(tool, historyId).queryKey, item.data);
      // Its client's name and its sources' titles, and the sources' "used in", come from the server.
      if (context.clientId || context.sourceIds) void client.invalidateQueries({ queryKey: ['history'], refetchType: 'active' });
      void client.invalidateQueries({ queryKey: historyListKey(tool) });
      void client.invalidateQueries({ queryKey: historySummaryQuery.queryKey });
    },
  });
}

/** True when a generation's POST failed because its owner cancelled it. */
export const isCancelled = (error: unknown) => error instanceof ApiError && error.status === 409 && error.serverMessage === GENERATION_CANCELLED_MESSAGE;

export const HISTORY_PAGE_SIZE = HISTORY_PAGE.defaultLimit;
