// Who is signed in (spec §4, §7): 401 from /api/user means "no user". Signing out clears the
// user and every cached per-user query. Shared by the layout, the guards and every feature.
import type { PublicUser } from '@growth-suite/shared';
import { CurrentUserResponseSchema } from '@growth-suite/shared/contract/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      return await api.get('/api/user', CurrentUserResponseSchema);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
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
