// Who is signed in (spec §4, §7), read from GET /api/session (null: nobody; a visitor's browser
// logs no 401 for it, as it would for GET /api/user). Signing out clears the
// user and every cached per-user query. Shared by the layout, the guards and every feature.
import type { PublicUser } from '@growth-suite/shared';
import { SessionResponseSchema } from '@growth-suite/shared/contract/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { SERVER_RENDERED } from './serverRender.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  meta: SERVER_RENDERED,
  queryFn: async (): Promise<PublicUser | null> => (await api.get('/api/session', SessionResponseSchema)).user,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.postNoContent('/api/logout'),
    onSuccess: () => {
      client.setQueryData(currentUserQuery.queryKey, null);
      // Another user may sign in next in this tab: forget everything that was theirs.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' && query.queryKey[0] !== 'settings' });
    },
  });
}
