// Dates on the screens (issue 53): every one through formatDate, in the locale of the workspace's
// brand (DESIGN §11.1) or of a sent document, and in the reader's own time zone (the browser's).
import { DEFAULT_LOCALE, formatDate } from '@growth-suite/shared';
import { object, string } from '@growth-suite/shared/contract/check';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api.ts';

/**
 * Only the brand's locale, read with a zod-free schema: dates show on the first pages (the dashboard,
 * the client's page), which do not load zod (the brand screen's full answer, lib/brand.ts, does).
 * Under the brand's key, so a change to the brand refreshes it too.
 */
export const BRAND_LOCALE_KEY = ['account', 'brand', 'locale'] as const;
const BrandLocaleSchema = object({ locale: string() });

/**
 * The locale dates are written in: `given` (a sent document's, on pages without a signed-in reader)
 * or the current workspace's brand's; the default one until the brand has loaded.
 */
export function useDateLocale(given?: string): string {
  const brand = useQuery({
    queryKey: BRAND_LOCALE_KEY,
    queryFn: () => api.get('/api/account/brand', BrandLocaleSchema),
    select: (answer) => answer.locale,
    staleTime: 60_000,
    enabled: given === undefined,
  });
  // formatDate checks the tag (one the runtime does not know is written in the default locale).
  return given || brand.data || DEFAULT_LOCALE;
}

/** Writes a date for the reader: `when(iso)` ('7 Dec 2026, 00:12' for an en-GB brand), `when(iso, { withTime: false })`. */
export function useDateFormat(given?: string) {
  const locale = useDateLocale(given);
  return useCallback((value: string | Date, options: { withTime?: boolean } = {}) => formatDate(value, { locale, ...options }), [locale]);
}
