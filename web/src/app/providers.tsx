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

/**
 * Colours that pass WCAG AA (4.5:1) on white and on the page background: antd's default blue
 * (#1677ff, 4.1:1 with white text), its red (#ff4d4f, 3.3:1) and its 45 % grey for secondary text (~2.8:1) do not.
 * styles.css repeats these as CSS variables for the plain-HTML parts (dashboard, footer).
 */
export const THEME = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    borderRadius: 8,
  },
} as const;

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
