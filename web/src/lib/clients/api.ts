// Client files (DESIGN §10): the caller's clients, one client with its calls, and the changes. Every
// change puts the answer in the client's cache and has the lists refetch; the client screens, the
// tools' client picker and the intake's "save as client" all read these.
import {
  ClientListResponseSchema,
  ClientResponseSchema,
  type ClientResponse,
  type ClientCreateRequest,
  type ClientUpdateRequest,
} from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorFilter } from '@growth-suite/shared';
import { api } from '../api.ts';
import { authorKey, authorParam } from '../authorFilter.ts';

const CLIENTS = ['clients'] as const;

/** The workspace's clients (archived ones too with `archived`; in a team, only the caller's with `author`), most recently changed first. */
export const clientsQuery = (archived = false, author?: AuthorFilter) =>
  queryOptions({
    queryKey: [...CLIENTS, 'list', archived ? 'all' : 'active', ...authorKey(author)],
    queryFn: () => api.get(`/api/clients${archived ? `?archived=1${authorParam(author)}` : authorParam(author, true)}`, ClientListResponseSchema),
  });

/** One client's file with its calls and its value. */
export const clientQuery = (id: number) =>
  queryOptions({
    queryKey: [...CLIENTS, 'one', id],
    queryFn: () => api.get(`/api/clients/${id}`, ClientResponseSchema),
  });

function useStore() {
  const client = useQueryClient();
  return (answer: ClientResponse) => {
    client.setQueryData(clientQuery(answer.id).queryKey, answer);
    void client.invalidateQueries({ queryKey: [...CLIENTS, 'list'] });
  };
}

/** POST /api/clients → the new file. Input: any of the fields (`name` required), calls and the value. */
export function useCreateClient() {
  const store = useStore();
  return useMutation({
    // `createKey`: the request's Idempotency-Key; the same key again answers the client it made.
    mutationFn: ({ createKey, ...input }: Partial<ClientCreateRequest> & { name: string; createKey?: string }) =>
      api.post('/api/clients', input, ClientResponseSchema, createKey ? { 'Idempotency-Key': createKey } : undefined),
    onSuccess: store,
  });
}

/** PATCH /api/clients/:id: fields, `value`, `archived`, `addCalls`, `removeCallIds`. */
export function useUpdateClient() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, ...change }: ClientUpdateRequest & { id: number }) => api.patch(`/api/clients/${id}`, change, ClientResponseSchema),
    onSuccess: store,
  });
}

/**
 * POST /api/clients/:id/move: the client, with everything made for it, into another workspace (the
 * caller an admin or owner of both). This workspace's answers about it are forgotten: it is no longer here.
 */
export function useMoveClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, workspaceId }: { id: number; workspaceId: number }) => api.post(`/api/clients/${id}/move`, { workspaceId }, ClientResponseSchema),
    onSuccess: (_moved, { id }) => {
      client.removeQueries({ queryKey: clientQuery(id).queryKey });
      void client.invalidateQueries({ queryKey: [...CLIENTS, 'list'] });
      void client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}

/** DELETE /api/clients/:id: the file and its calls go; its results stay in History, unlinked. */
export function useDeleteClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/clients/${id}`),
    onSuccess: (_nothing, id) => {
      client.removeQueries({ queryKey: clientQuery(id).queryKey });
      void client.invalidateQueries({ queryKey: [...CLIENTS, 'list'] });
      // Its results now have no client: History and the items must read that again.
      void client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
