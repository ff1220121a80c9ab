import type { AdminUserCreateRequest, AdminUserUpdateRequest } from '@growth-suite/shared';
import { AdminUserCreateResponseSchema, AdminUsersResponseSchema, AdminUserUpdateResponseSchema } from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const adminUsersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: () => api.get('/api/admin/users', AdminUsersResponseSchema),
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

export const useCreateUser = () => useUsersMutation((body: AdminUserCreateRequest) => api.post('/api/admin/users', body, AdminUserCreateResponseSchema));
export const useUpdateUser = () =>
  useUsersMutation(({ id, body }: { id: number; body: AdminUserUpdateRequest }) => api.put(`/api/admin/users/${id}`, body, AdminUserUpdateResponseSchema));
export const useDeleteUser = () => useUsersMutation((id: number) => api.delete(`/api/admin/users/${id}`));
export const useResetPassword = () =>
  useUsersMutation(({ id, newPassword }: { id: number; newPassword: string }) =>
    api.postNoContent(`/api/admin/users/${id}/reset-password`, { newPassword }),
  );
