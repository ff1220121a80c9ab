// The pack (DESIGN §10): start one from a client (the intake review's "Build the pack"), follow it
// (its page polls GET /api/packs/:packId until every step is done or one failed), retry a failed
// step, cancel a running one, and share what it made last. Its page lives at PACK_PAGE(clientId, packId), so a reload
// or a link shows the same progress.
import { PackResponseSchema, PackStartedResponseSchema, type PackResponse, type PackStartRequest } from '@growth-suite/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { absoluteUrl, sendCurrentVersion } from './sending.ts';

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

/** Shares the pack's last result (sending.ts), the link made absolute. */
export function useSendLast() {
  return useMutation({
    mutationFn: async (generationId: number) => absoluteUrl((await sendCurrentVersion(generationId)).url),
  });
}
