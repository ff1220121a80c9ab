// An invitation's own page (/invitations/:token): what the link offers, read by anyone holding it, and
// accepting it (signed in, with the invited address).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api.ts';
import { InvitationAcceptResponseSchema, InvitationViewResponseSchema } from '@growth-suite/shared/contract/workspaces';
import { workspacesQuery } from './workspaces.ts';

/** A dead link (404) is an answer, not something to retry. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => api.get(`/api/invitations/${encodeURIComponent(token)}`, InvitationViewResponseSchema),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/invitations/${encodeURIComponent(token)}/accept`, {}, InvitationAcceptResponseSchema),
    onSuccess: ({ workspace }) => {
      client.setQueryData(workspacesQuery.queryKey, (list) => (list ? [...list.filter((one) => one.id !== workspace.id), workspace] : list));
      void client.invalidateQueries({ queryKey: workspacesQuery.queryKey });
      // The link is used now: its page says so if opened again.
      void client.invalidateQueries({ queryKey: invitationQuery(token).queryKey });
    },
  });
}
