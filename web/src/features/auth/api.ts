// Signing in and registering (spec §4): both set the current user and forget what was cached
// for anyone signed in before.
import type { LoginRequest, PublicUser, RegisterRequest } from '@growth-suite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/auth.ts';

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
