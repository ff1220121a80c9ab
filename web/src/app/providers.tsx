// App-wide providers. Query defaults follow spec §7: cached data never goes stale, is not
// refetched on focus (except History's lists and counts, which a generation in another tab changes:
// features/history/api.ts) and is not retried. One toast at a time for 5 seconds (spec §9).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { TOAST } from '@growth-suite/shared';
import { THEME } from './theme.ts';

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

/**
 * Where toasts appear: top right below the sticky header, so they never cover the account menu; on a
 * phone at the bottom, where they cover no page title (issue: at 390 px a toast hid the title for
 * seconds). Read once: a phone does not become a desktop while the app runs.
 */
const ON_PHONE = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 575px)').matches;
const TOAST_PLACE = ON_PHONE ? ({ placement: 'bottom', bottom: 16 } as const) : ({ placement: 'topRight', top: 72 } as const);

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={THEME}>
        <AntApp message={{ ...TOAST_CONFIG, top: 72 }} notification={{ ...TOAST_CONFIG, ...TOAST_PLACE }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
