// The pack (DESIGN §10): start one from a client (the intake review's "Build the pack"), follow it
// (its page polls GET /api/packs/:packId until every step is done or one failed), retry a failed
// step, cancel a running one, and preview what it made last before sending it. A file the pack
// cannot be finished from is refused before anything runs (422): components/pack's usePackStart
// asks for the value to confirm, or opens the one form that asks for every missing field. Its page lives at PACK_PAGE(clientId, packId), so a reload
// or a link shows the same progress.
import { PackListResponseSchema, PackMissingResponseSchema, PackResponseSchema, PackStartedResponseSchema, type PackMissing, type PackResponse, type PackStartRequest, type ReadValue } from '@growth-suite/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api.ts';

/** The pack's page: under its client. */
export const PACK_PAGE = (clientId: number, packId: number) => `/clients/${clientId}/pack/${packId}`;
/** How often a running pack is read again. */
export const PACK_POLL_MS = 1000;


const running = (pack: PackResponse | undefined) => pack === undefined || pack.state === 'queued' || pack.state === 'active';

export const packQuery = (packId: number) =>
  queryOptions({
    queryKey: ['packs', packId],
    queryFn: () => api.get(`/api/packs/${packId}`, PackResponseSchema),
    // Polled while it runs; a finished pack is read once.
    refetchInterval: (query) => (query.state.error ? false : running(query.state.data) ? PACK_POLL_MS : false),
  });

/** POST /api/tools/pack; `value`: the value the consultant confirmed (DESIGN §11.2), kept on the client file. */
export type PackStart = PackStartRequest;

export function useStartPack() {
  return useMutation({ mutationFn: (input: PackStart) => api.post('/api/tools/pack', input, PackStartedResponseSchema) });
}

export function useRetryPack(packId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/packs/${packId}/retry`, {}, PackStartedResponseSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: ['packs', packId] }),
  });
}

/** Stops a running pack: the answer is the pack as it now stands (its open step cancelled). */
export function useCancelPack(packId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/packs/${packId}/cancel`, {}, PackResponseSchema),
    onSuccess: (pack) => client.setQueryData(packQuery(packId).queryKey, pack),
  });
}

/** Where a pack that cannot start yet asks for what the client file lacks (features/pack). */
export const PACK_START = (clientId: number) => `/clients/${clientId}/pack`;

/** What a 422 of POST /api/tools/pack lists (DESIGN §11.1); null for any other error, or when the value is to confirm first (valueToConfirm). */
export function missingOf(error: unknown): PackMissing[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || valueToConfirm(error)) return null;
  const parsed = PackMissingResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.missing : null;
}

/** The figure the pack refused as not yet confirmed (`missing` names the field 'value'). */
export const VALUE_FIELD = 'value';

/**
 * A 422 of POST /api/tools/pack because a figure of the value is neither found in the call nor
 * confirmed (DESIGN §11.2): its message and the value as read, to confirm and send back. Null for
 * any other error (missing file fields are missingOf's).
 */
export function valueToConfirm(error: unknown): { message: string; value: ReadValue } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  // Read without the value's own limits: a reading past one (a model's 80 hours a week) must still be shown, to be corrected.
  const body = error.body as { missing?: unknown; value?: Partial<ReadValue> | null } | undefined;
  const asks = Array.isArray(body?.missing) && body.missing.some((item) => (item as { field?: unknown } | null)?.field === VALUE_FIELD);
  if (!asks || !body?.value || !Array.isArray(body.value.drivers)) return null;
  return { message: error.serverMessage, value: { drivers: body.value.drivers, budget: body.value.budget ?? null } };
}

/** What the pack page is handed when a start was refused for missing fields (router state). */
export interface PackStartState {
  missing: PackMissing[];
}

const PACK_LIST_KEY = ['packs', 'of-client'] as const;
/** GET /api/packs?clientId=: the client's packs, newest first (read again while one runs). */
export const clientPacksQuery = (clientId: number) =>
  queryOptions({
    queryKey: [...PACK_LIST_KEY, clientId],
    queryFn: () => api.get(`/api/packs?clientId=${clientId}`, PackListResponseSchema),
    refetchInterval: (query) => (query.state.data?.items.some((pack) => pack.state === 'queued' || pack.state === 'active') ? 3000 : false),
  });
