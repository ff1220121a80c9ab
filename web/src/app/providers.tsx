// App-wide providers. Query defaults follow spec §7: cached data never goes stale, is not
// refetched on focus and is not retried. One toast at a time for 5 seconds (spec §9).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { TOAST } from '@growth-suite/shared';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export const TOAST_CONFIG = { maxCount: TOAST.maxCount, duration: TOAST.durationSeconds } as const;

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { colorPrimary: '#1677ff', borderRadius: 8 } }}>
        {/* Toasts sit below the sticky header so they never cover the account menu. */}
        <AntApp message={{ ...TOAST_CONFIG, top: 72 }} notification={{ ...TOAST_CONFIG, placement: 'topRight', top: 72 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
