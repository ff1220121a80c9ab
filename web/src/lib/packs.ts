// The pack (DESIGN §10): start one from a client (the intake review's "Build the pack"), follow it
// (its page polls GET /api/packs/:packId until every step is done or one failed), retry a failed
// step, cancel a running one, and preview what it made last before sending it. A file the pack
// cannot be finished from is refused before anything runs (422): useBuildPack opens the one form
// that asks for every missing field. Its page lives at PACK_PAGE(clientId, packId), so a reload
// or a link shows the same progress.
import { PackListResponseSchema, PackMissingResponseSchema, PackResponseSchema, PackStartedResponseSchema, type PackMissing, type PackResponse, type PackStartRequest } from '@growth-suite/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from './workspaceRouting.tsx';
import { api, ApiError, errorMessage } from './api.ts';
import { useToast } from './toast.ts';

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

export function useStartPack() {
  return useMutation({ mutationFn: (input: PackStartRequest) => api.post('/api/tools/pack', input, PackStartedResponseSchema) });
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

/** What a 422 of POST /api/tools/pack lists (DESIGN §11.1); null for any other error. */
export function missingOf(error: unknown): PackMissing[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = PackMissingResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.missing : null;
}

/** What the pack page is handed when a start was refused for missing fields (router state). */
export interface PackStartState {
  missing: PackMissing[];
}

/**
 * "Build the pack" from anywhere: starts it and opens its page; a file the pack cannot be finished
 * from opens the one form that asks for every missing field (PACK_START); any other refusal is a toast.
 */
export function useBuildPack() {
  const start = useStartPack();
  const navigate = useNavigate();
  const toast = useToast();
  const build = async (clientId: number, transcript?: string) => {
    try {
      const { packId } = await start.mutateAsync({ clientId, ...(transcript ? { transcript } : {}) });
      void navigate(PACK_PAGE(clientId, packId));
    } catch (error) {
      const missing = missingOf(error);
      if (missing) void navigate(PACK_START(clientId), { state: { missing } satisfies PackStartState });
      else toast.error('The pack could not start', errorMessage(error));
    }
  };
  return { build, isPending: start.isPending };
}

const PACK_LIST_KEY = ['packs', 'of-client'] as const;
/** GET /api/packs?clientId=: the client's packs, newest first (read again while one runs). */
export const clientPacksQuery = (clientId: number) =>
  queryOptions({
    queryKey: [...PACK_LIST_KEY, clientId],
    queryFn: () => api.get(`/api/packs?clientId=${clientId}`, PackListResponseSchema),
    refetchInterval: (query) => (query.state.data?.items.some((pack) => pack.state === 'queued' || pack.state === 'active') ? 3000 : false),
  });
