import type { ContactStatus } from '@growth-suite/shared';
import { ContactStatusResponseSchema, ContactSubmissionsResponseSchema } from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const submissionsQuery = queryOptions({
  queryKey: ['admin', 'contact-submissions'],
  queryFn: () => api.get('/api/admin/contact-submissions', ContactSubmissionsResponseSchema),
});

export const useSubmissions = (enabled: boolean) => useQuery({ ...submissionsQuery, enabled });

export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) => api.patch(`/api/admin/contact-submissions/${id}/status`, { status }, ContactStatusResponseSchema),
    onSuccess: (saved) =>
      client.setQueryData(submissionsQuery.queryKey, (list) => list?.map((s) => (s.id === saved.id ? saved : s))),
  });
}
