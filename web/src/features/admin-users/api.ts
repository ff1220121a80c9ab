import type { AdminUserCreateRequest, AdminUserUpdateRequest, PublicUser } from '@growth-suite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const adminUsersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: () => api.get<PublicUser[]>('/api/admin/users'),
});

/** Admin data is fetched only for admins (spec §6). */
export const useAdminUsers = (enabled: boolean) => useQuery({ ...adminUsersQuery, enabled });

function useUsersMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: adminUsersQuery.queryKey }),
  });
}

export const useCreateUser = () => useUsersMutation((body: AdminUserCreateRequest) => api.post<PublicUser>('/api/admin/users', body));
export const useUpdateUser = () =>
  useUsersMutation(({ id, body }: { id: number; body: AdminUserUpdateRequest }) => api.put<PublicUser>(`/api/admin/users/${id}`, body));
export const useDeleteUser = () => useUsersMutation((id: number) => api.delete<void>(`/api/admin/users/${id}`));
export const useResetPassword = () =>
  useUsersMutation(({ id, newPassword }: { id: number; newPassword: string }) =>
    api.post<void>(`/api/admin/users/${id}/reset-password`, { newPassword }),
  );
