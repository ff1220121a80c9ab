// The user's notification choices (per user, not per workspace) and an unsubscribe link's two calls.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ChoicesResponseSchema, UnsubscribedResponseSchema, UnsubscribeResponseSchema, type Choices } from './choices.ts';

const CHOICES_KEY = ['account', 'notifications'] as const;
const PATH = '/api/account/notifications';

export const useChoices = () => useQuery({ queryKey: CHOICES_KEY, queryFn: () => api.get(PATH, ChoicesResponseSchema) });

/** PUT all of them (the route takes the four); the answer is what was saved. */
export function useSaveChoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choices: Choices) => api.put(PATH, choices, ChoicesResponseSchema),
    onSuccess: (saved) => client.setQueryData(CHOICES_KEY, saved),
  });
}

const unsubscribePath = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

// An unknown token is the api's 404 with its message: asking again would not change it.
export const useUnsubscribeLink = (token: string) =>
  useQuery({ queryKey: ['unsubscribe', token], queryFn: () => api.get(unsubscribePath(token), UnsubscribeResponseSchema), retry: false });

export const useUnsubscribe = (token: string) => useMutation({ mutationFn: () => api.post(unsubscribePath(token), {}, UnsubscribedResponseSchema) });
