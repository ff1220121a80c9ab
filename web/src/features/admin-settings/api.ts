// The admin's view of every setting, and the writes that refresh both it and the public reads.
import type { SettingCategory } from '@growth-suite/shared';
import { SettingCreateResponseSchema, SettingsResponseSchema, SettingUpdateResponseSchema } from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const allSettingsQuery = queryOptions({ queryKey: ['admin', 'settings'], queryFn: () => api.get('/api/admin/settings', SettingsResponseSchema) });

export const useAllSettings = (enabled: boolean) => useQuery({ ...allSettingsQuery, enabled });

function useSettingsMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'settings'] }).then(() => client.invalidateQueries({ queryKey: ['settings'] })),
  });
}

export const useCreateSetting = () =>
  useSettingsMutation((body: { key: string; value: string; description: string | null; category: SettingCategory }) => api.post('/api/admin/settings', body, SettingCreateResponseSchema));
export const useUpdateSetting = () =>
  useSettingsMutation(({ key, value }: { key: string; value: string }) => api.put(`/api/admin/settings/${encodeURIComponent(key)}`, { value }, SettingUpdateResponseSchema));
export const useDeleteSetting = () => useSettingsMutation((key: string) => api.delete(`/api/admin/settings/${encodeURIComponent(key)}`));
