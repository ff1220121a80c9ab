import type { ContactStatus, ContactSubmission } from '@growth-suite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const submissionsQuery = queryOptions({
  queryKey: ['admin', 'contact-submissions'],
  queryFn: () => api.get<ContactSubmission[]>('/api/admin/contact-submissions'),
});

export const useSubmissions = (enabled: boolean) => useQuery({ ...submissionsQuery, enabled });

export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) => api.patch<ContactSubmission>(`/api/admin/contact-submissions/${id}/status`, { status }),
    onSuccess: (saved) =>
      client.setQueryData(submissionsQuery.queryKey, (list) => list?.map((s) => (s.id === saved.id ? saved : s))),
  });
}
