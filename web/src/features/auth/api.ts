// The current user and the auth mutations (spec §4, §7): 401 from /api/user means "no user";
// login/register set the user, logout clears it and every cached per-user query.
import type { LoginRequest, PublicUser, RegisterRequest } from '@growth-suite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      return await api.get<PublicUser>('/api/user');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<PublicUser>('/api/login', body),
    onSuccess: (user) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' });
      client.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post<PublicUser>('/api/register', body),
    onSuccess: (user) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' });
      client.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/logout'),
    onSuccess: () => {
      client.setQueryData(currentUserQuery.queryKey, null);
      // Another user may sign in next in this tab: forget everything that was theirs.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' && query.queryKey[0] !== 'settings' });
    },
  });
}
