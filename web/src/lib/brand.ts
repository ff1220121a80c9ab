// The signed-in user's brand (issue 25): read by the brand screen and by the tool forms, which
// start "Your company name" with the firm's name.
import { BrandResponseSchema, type BrandResponse, type BrandUpdateRequest } from '@growth-suite/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { BRAND_LOCALE_KEY } from './dates.ts';

export const brandQuery = queryOptions({ queryKey: ['account', 'brand'], queryFn: () => api.get('/api/account/brand', BrandResponseSchema), staleTime: 60_000 });

export const useBrand = (enabled = true) => useQuery({ ...brandQuery, enabled });

function useBrandMutation<V>(fn: (vars: V) => Promise<BrandResponse | void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (brand) => {
      // Dates follow the brand's locale (lib/dates.ts reads it under its own key).
      void client.invalidateQueries({ queryKey: BRAND_LOCALE_KEY });
      return brand ? client.setQueryData(brandQuery.queryKey, brand) : client.invalidateQueries({ queryKey: brandQuery.queryKey });
    },
  });
}

export const useSaveBrand = () => useBrandMutation((body: BrandUpdateRequest) => api.put('/api/account/brand', body, BrandResponseSchema));
export const useUploadLogo = () => useBrandMutation((file: Blob) => api.upload('/api/account/brand/logo', file, BrandResponseSchema));
export const useRemoveLogo = () => useBrandMutation(() => api.delete('/api/account/brand/logo'));
