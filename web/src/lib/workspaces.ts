// Workspaces (DESIGN §11): the caller's workspaces, a team's members and its invitations, and every
// change to them. A change refreshes what it touched: the list (names, roles and member counts show
// in the user menu and on the team's page), the members, the invitations.
import type { InvitationCreateRequest, MemberUpdateRequest, WorkspaceCreateRequest, WorkspaceUpdateRequest } from '@growth-suite/shared';
import {
  InvitationCreatedResponseSchema,
  InvitationListResponseSchema,
  MemberListResponseSchema,
  MemberResponseSchema,
  WorkspaceListResponseSchema,
  WorkspaceResponseSchema,
  type Workspace,
} from '@growth-suite/shared/contract/workspaces';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiFetch } from './api.ts';
import { WORKSPACE_LIST_KEY, WORKSPACES_KEY as WORKSPACES } from './workspaceLinks.ts';

export { NEW_TEAM_PATH, teamPath, workspaceHome } from './workspaceLinks.ts';

/** GET /api/workspaces: the caller's, the personal one first, then the teams by name. */
export const fetchWorkspaces = () => api.get('/api/workspaces', WorkspaceListResponseSchema);

export const workspacesQuery = queryOptions({ queryKey: WORKSPACE_LIST_KEY, queryFn: fetchWorkspaces });

const teamsOf = (list: Workspace[]) => list.filter((one) => !one.personal);

/** The caller's team workspaces (every one but the personal), by name. */
export const useTeams = () => useQuery({ ...workspacesQuery, select: teamsOf });

/** The caller's workspaces outside React (the user menu, a request's X-Workspace): from the cache unless a change made it stale. */
export const readWorkspaces = (client: QueryClient) => client.fetchQuery(workspacesQuery);

export const readTeams = async (client: QueryClient) => teamsOf(await readWorkspaces(client));

export const membersQuery = (workspaceId: number) =>
  queryOptions({
    queryKey: [...WORKSPACES, workspaceId, 'members'],
    queryFn: () => api.get(`/api/workspaces/${workspaceId}/members`, MemberListResponseSchema),
  });

export const invitationsQuery = (workspaceId: number) =>
  queryOptions({
    queryKey: [...WORKSPACES, workspaceId, 'invitations'],
    queryFn: () => api.get(`/api/workspaces/${workspaceId}/invitations`, InvitationListResponseSchema),
  });

/** Refetches the list and everything of one workspace (its members, its invitations). */
function useRefresh() {
  const client = useQueryClient();
  return async (workspaceId?: number) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: workspacesQuery.queryKey }),
      workspaceId !== undefined && client.invalidateQueries({ queryKey: [...WORKSPACES, workspaceId] }),
    ]);
  };
}

/** POST /api/workspaces → the new team (the caller is its owner). */
export function useCreateWorkspace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceCreateRequest) => api.post('/api/workspaces', body, WorkspaceResponseSchema),
    // In the list at once, so the team's page finds it by its slug without waiting for the refetch.
    onSuccess: (workspace) => {
      client.setQueryData(workspacesQuery.queryKey, (list) => (list ? [...list.filter((one) => one.id !== workspace.id), workspace] : list));
      void client.invalidateQueries({ queryKey: workspacesQuery.queryKey });
    },
  });
}

export function useUpdateWorkspace(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceUpdateRequest) => api.patch(`/api/workspaces/${workspaceId}`, body, WorkspaceResponseSchema),
    onSuccess: (workspace) => {
      client.setQueryData(workspacesQuery.queryKey, (list) => list?.map((one): Workspace => (one.id === workspace.id ? workspace : one)));
      void client.invalidateQueries({ queryKey: workspacesQuery.queryKey });
    },
  });
}

/** A workspace the caller no longer belongs to (deleted, or left): gone from the cache before the refetch. */
function useForget() {
  const client = useQueryClient();
  return (workspaceId: number) => {
    client.setQueryData(workspacesQuery.queryKey, (list) => list?.filter((one) => one.id !== workspaceId));
    client.removeQueries({ queryKey: [...WORKSPACES, workspaceId] });
    void client.invalidateQueries({ queryKey: workspacesQuery.queryKey });
  };
}

export function useDeleteWorkspace(workspaceId: number) {
  const forget = useForget();
  return useMutation({ mutationFn: () => api.delete(`/api/workspaces/${workspaceId}`), onSuccess: () => forget(workspaceId) });
}

export function useUpdateMember(workspaceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, role }: MemberUpdateRequest & { userId: number }) => api.patch(`/api/workspaces/${workspaceId}/members/${userId}`, { role }, MemberResponseSchema),
    onSuccess: () => refresh(workspaceId),
  });
}

/** Removes a member; with `self`, the caller leaves (and the team is forgotten here). */
export function useRemoveMember(workspaceId: number) {
  const refresh = useRefresh();
  const forget = useForget();
  return useMutation({
    mutationFn: ({ userId }: { userId: number; self: boolean }) => api.delete(`/api/workspaces/${workspaceId}/members/${userId}`),
    onSuccess: (_nothing, { self }) => (self ? forget(workspaceId) : refresh(workspaceId)),
  });
}

/** POST /api/workspaces/:id/transfer: that member becomes an owner, the caller an admin. */
export function useTransferOwnership(workspaceId: number) {
  const refresh = useRefresh();
  return useMutation({
    // Its answer is not read: the roles it changed come back with the refetch.
    mutationFn: (userId: number) => apiFetch('POST', `/api/workspaces/${workspaceId}/transfer`, { userId }),
    onSuccess: () => refresh(workspaceId),
  });
}

/** A new invitation; its answer carries the link, shown this once. */
export function useInvite(workspaceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InvitationCreateRequest) => api.post(`/api/workspaces/${workspaceId}/invitations`, body, InvitationCreatedResponseSchema),
    onSuccess: () => refresh(workspaceId),
  });
}

export function useRevokeInvitation(workspaceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (invitationId: number) => api.delete(`/api/workspaces/${workspaceId}/invitations/${invitationId}`),
    onSuccess: () => refresh(workspaceId),
  });
}
