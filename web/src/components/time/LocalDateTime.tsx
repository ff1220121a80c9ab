// A moment in the reader's own time zone, also on a page the server drew: the server cannot know that
// zone, so it writes the time in UTC, hydration reads the same, and the browser then shows it in local
// time. No "UTC" mark: the text would change length when the local time replaces it and move what
// follows (a layout shift of 0.07 on a phone's dashboard, measured); for a reader in UTC nothing changes. Only what the server draws with data needs it (the dashboard, a shared
// result, the client's page); screens drawn in the browser alone use useDateFormat directly.
import { formatDate } from '@growth-suite/shared';
import { useSyncExternalStore } from 'react';
import { useDateLocale } from '../../lib/dates.ts';

const never = () => () => {};

/** `locale`: written in that locale (a sent document's own), not the workspace brand's. */
export function LocalDateTime({ value, locale, withTime = true }: { value: string; locale?: string; withTime?: boolean }) {
  const tag = useDateLocale(locale);
  return useSyncExternalStore(
    never,
    () => formatDate(value, { locale: tag, withTime }),
    () => formatDate(value, { locale: tag, withTime, timeZone: 'UTC' }),
  );
}
