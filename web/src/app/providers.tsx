// App-wide providers. Query defaults follow spec §7: cached data never goes stale, is not
// refetched on focus (except History's lists and counts, which a generation in another tab changes:
// features/history/api.ts) and is not retried. One toast at a time for 5 seconds (spec §9).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { lazy, type ReactNode } from 'react';
import { ResultViewContext } from '../components/versions/resultView.ts';
import { TOAST, type ToolSlug } from '@growth-suite/shared';
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
 * Where toasts appear: at the bottom of the window, clear of what a user acts on at its top — the
 * account menu, the page title (issue: at 390 px a toast hid the title for seconds), a drawer's
 * header with its Close, and a section's Regenerate and Edit, which a toast at the top right covered
 * right after they were used (issue 35). Bottom right on a desktop, across the bottom on a phone.
 * Read once: a phone does not become a desktop while the app runs.
 */
const ON_PHONE = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 575px)').matches;
const TOAST_PLACE = ON_PHONE ? ({ placement: 'bottom', bottom: 16 } as const) : ({ placement: 'bottomRight', bottom: 24 } as const);

/** Every tool's result view, for the version panel's comparison: its code loads when a comparison is first drawn. */
const ToolResult = lazy(async () => ({ default: (await import('./toolResults.tsx')).ToolResult }));
const drawResult = (tool: ToolSlug, results: unknown) => <ToolResult tool={tool} results={results} />;

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={THEME}>
        <AntApp message={{ ...TOAST_CONFIG, top: 72 }} notification={{ ...TOAST_CONFIG, ...TOAST_PLACE }}>
          <ResultViewContext.Provider value={drawResult}>{children}</ResultViewContext.Provider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
