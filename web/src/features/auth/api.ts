// Signing in and registering (spec §4): both set the current user and forget what was cached
// for anyone signed in before.
import type { LoginRequest, RegisterRequest } from '@growth-suite/shared';
import { LoginResponseSchema, RegisterResponseSchema } from '@growth-suite/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/auth.ts';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post('/api/login', body, LoginResponseSchema),
    onSuccess: (user) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' });
      client.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    // The browser's locale: the new brand's currency and number format start from it.
    mutationFn: (body: RegisterRequest) => api.post('/api/register', { ...body, locale: navigator.language }, RegisterResponseSchema),
    onSuccess: (user) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' });
      client.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
