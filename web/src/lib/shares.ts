// Share links of one saved item (DESIGN §9): the owner's list, create and revoke; and the public
// read of a link (the /s/:token page).
import type { Share, ToolSlug } from '@growth-suite/shared';
import { CreateShareResponseSchema, SharedItemResponseSchema, SharesResponseSchema } from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api.ts';
import { SERVER_RENDERED } from './serverRender.ts';

const sharesKey = (tool: ToolSlug, id: number) => ['shares', tool, id] as const;

export function useShares(tool: ToolSlug, id: number, enabled: boolean) {
  return useQuery({ queryKey: sharesKey(tool, id), queryFn: () => api.get(`/api/history/${tool}/${id}/shares`, SharesResponseSchema), enabled });
}

/** A new link; with `version`, to that version as it is now, for good (without: the latest, always). */
export function useCreateShare(tool: ToolSlug, id: number, version?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number | null) =>
      api.post(`/api/history/${tool}/${id}/shares`, { expiresInDays, ...(version !== undefined ? { version } : {}) }, CreateShareResponseSchema),
    onSettled: () => client.invalidateQueries({ queryKey: sharesKey(tool, id) }),
  });
}

export function useRevokeShare(tool: ToolSlug, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.delete(`/api/shares/${token}`),
    onSettled: () => client.invalidateQueries({ queryKey: sharesKey(tool, id) }),
  });
}

/** The public read: a dead link (404) and a refusal (429) are answers, not something to retry. */
export const sharedItemQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token],
    meta: SERVER_RENDERED,
    queryFn: () => api.get(`/api/shared/${encodeURIComponent(token)}`, SharedItemResponseSchema),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: Infinity,
  });

export const useSharedItem = (token: string) => useQuery(sharedItemQuery(token));

/** Whether a link has passed its expiry (the server already refuses it; the list marks it). */
export const isExpired = (share: Share, now = Date.now()) => share.expiresAt !== null && Date.parse(share.expiresAt) <= now;
