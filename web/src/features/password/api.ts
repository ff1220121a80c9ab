// "Forgot password?" (DESIGN §11): asking for a link, and choosing a new password with it.
import type { PasswordForgotRequest, PasswordResetWithTokenRequest } from '@growth-suite/shared';
import { PasswordForgotResponseSchema } from '@growth-suite/shared/contract/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/auth.ts';

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: PasswordForgotRequest) => api.post('/api/password/forgot', body, PasswordForgotResponseSchema) });
}

export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetWithTokenRequest) => api.postNoContent('/api/password/reset', body),
    // The api ends every session of the account: this tab is signed out too, and keeps nothing of theirs.
    onSuccess: () => {
      client.setQueryData(currentUserQuery.queryKey, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' && query.queryKey[0] !== 'settings' });
    },
  });
}
