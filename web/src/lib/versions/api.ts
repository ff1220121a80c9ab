// Versions of a saved result (DESIGN §10): the list and one version, and the three changes — a hand
// edit, a restore, an AI refinement of one part (a queued job like a generation: Idempotency-Key,
// event stream, cancel). Every change answers `{version, results}`: the item's cache takes it at
// once (so Copy All, exports and share links show it), and History and the versions list refetch.
import { type Budget, type ToolSlug, type ValueDriver } from '@growth-suite/shared';
import {
  ACCEPTED_VERSION_MESSAGE,
  VersionChangeResponseSchema,
  VersionResponseSchema,
  VersionsResponseSchema,
  VersionSummarySchema,
  type HistoryItemResponse,
  type VersionSummary,
  type VersionChangeResponse,
} from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api.ts';
import { historySummaryQuery } from '../historySummary.ts';
import { historyItemQuery, isCancelled, useQueuedJob } from '../tools/api.ts';

const itemPath = (tool: ToolSlug, id: number) => `/api/history/${tool}/${id}`;

export const versionsQuery = (tool: ToolSlug, id: number) =>
  queryOptions({
    queryKey: [...historyItemQuery(tool, id).queryKey, 'versions'],
    queryFn: () => api.get(`${itemPath(tool, id)}/versions`, VersionsResponseSchema),
  });

/** One version with its results: immutable, so fetched once. */
export const versionQuery = (tool: ToolSlug, id: number, number: number) =>
  queryOptions({
    queryKey: [...historyItemQuery(tool, id).queryKey, 'version', number],
    queryFn: () => api.get(`${itemPath(tool, id)}/versions/${number}`, VersionResponseSchema),
    staleTime: Infinity,
  });

/** 409 from a change to a version its reader accepted: it never changes; the change may be made as a new version. */
export const isAcceptedVersion = (error: unknown) => error instanceof ApiError && error.status === 409 && error.serverMessage === ACCEPTED_VERSION_MESSAGE;

/** 409 from a change made from a version that is no longer the current one (not a cancelled refinement, not an accepted version). */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && !isCancelled(error) && !isAcceptedVersion(error);

/** Puts a change's answer in the item's cache and has everything that shows the item refetch. */
function useApplyChange(tool: ToolSlug, id: number) {
  const client = useQueryClient();
  return (answer: VersionChangeResponse) => {
    const key = historyItemQuery(tool, id).queryKey;
    client.setQueryData(key, (item: HistoryItemResponse<ToolSlug> | undefined) =>
      item ? ({ ...item, version: answer.version, results: answer.results } as HistoryItemResponse<ToolSlug>) : item,
    );
    // The item itself is fresh from the answer; its versions, History's list and counts are not.
    void client.invalidateQueries({ queryKey: [...key, 'versions'] });
    void client.invalidateQueries({ queryKey: ['history', tool, 'list'] });
    void client.invalidateQueries({ queryKey: historySummaryQuery.queryKey });
  };
}

/** After a 409: the item and its versions as the server has them now. */
export function useReloadItem(tool: ToolSlug, id: number | undefined) {
  const client = useQueryClient();
  return () => (id === undefined ? Promise.resolve() : client.invalidateQueries({ queryKey: historyItemQuery(tool, id).queryKey }));
}

export interface EditInput {
  results: Record<string, unknown>;
  baseVersion: number;
  path: string;
  /** Made as a new version even though the current one was accepted (see isAcceptedVersion). */
  newVersion?: boolean;
}

export function useEditResults(tool: ToolSlug, id: number) {
  const apply = useApplyChange(tool, id);
  return useMutation({
    mutationFn: (input: EditInput) => api.put(`${itemPath(tool, id)}/results`, input, VersionChangeResponseSchema),
    onSuccess: apply,
  });
}

export function useRestoreVersion(tool: ToolSlug, id: number) {
  const apply = useApplyChange(tool, id);
  return useMutation({
    mutationFn: ({ number, baseVersion }: { number: number; baseVersion: number }) =>
      api.post(`${itemPath(tool, id)}/versions/${number}/restore`, { baseVersion }, VersionChangeResponseSchema),
    onSuccess: apply,
  });
}

export interface RefineInput {
  path: string;
  instruction?: string;
  baseVersion: number;
  /** A result that may not change in place (a version its reader accepted): the change becomes a new version. */
  newVersion?: boolean;
  /** The reader's change request this redraft answers: its words are the instruction (the server reads them). */
  changeRequestId?: number;
}

/** Regenerates one part with AI: a queued job (its events and cancel are a generation's). */
export function useRefine(tool: ToolSlug, id: number | undefined) {
  const apply = useApplyChange(tool, id ?? 0);
  return useQueuedJob<RefineInput, VersionChangeResponse>({
    send: (input, requestId) => api.post(`${itemPath(tool, id ?? 0)}/refine`, input, VersionChangeResponseSchema, { 'Idempotency-Key': requestId }),
    onSuccess: apply,
  });
}

/** Names a version ('' or null clears the name): the list takes the answer at once. */
export function useNameVersion(tool: ToolSlug, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ number, name }: { number: number; name: string | null }) => api.patch(`${itemPath(tool, id)}/versions/${number}`, { name }, VersionSummarySchema),
    onSuccess: (version) => {
      client.setQueryData(versionsQuery(tool, id).queryKey, (list: VersionSummary[] | undefined) => list?.map((v) => (v.number === version.number ? version : v)));
    },
  });
}

/** The body of PUT /api/history/<tool>/:id/value (DESIGN §11.2): the value as the consultant confirmed it. */
export interface ValueEditInput {
  drivers: ValueDriver[];
  budget: Budget | null;
  baseVersion: number;
}

/**
 * "Edit value" on a saved priced result: re-priced by code as a new version, no model call. The item is read
 * again too, so the form and the next edit start from the request as the server now keeps it.
 */
export function useEditValue(tool: ToolSlug, id: number) {
  const apply = useApplyChange(tool, id);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ValueEditInput) => api.put(`${itemPath(tool, id)}/value`, input, VersionChangeResponseSchema),
    onSuccess: (answer) => {
      apply(answer);
      void client.invalidateQueries({ queryKey: historyItemQuery(tool, id).queryKey, exact: true });
    },
  });
}
