// A moment in the reader's own time zone, also on a page the server drew: the server cannot know that
// zone, so it writes the time in UTC, hydration reads the same, and the browser then shows it in local
// time. No "UTC" mark: the text would change length when the local time replaces it and move what
// follows (a layout shift of 0.07 on a phone's dashboard, measured); for a reader in UTC nothing changes. Only what the server draws with data needs it (the dashboard, a shared
// result); screens drawn in the browser alone use formatDateTime directly.
import { formatDateIn, formatDateTime, formatDateTimeIn } from '@growth-suite/shared';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** `locale`: written in that locale (a sent document's own), not the app's. */
export function LocalDateTime({ value, locale }: { value: string; locale?: string }) {
  return useSyncExternalStore(
    never,
    () => (locale ? formatDateIn(value, locale) : formatDateTime(value)),
    () => (locale ? formatDateIn(value, locale, { timeZone: 'UTC' }) : formatDateTimeIn(value, 'UTC')),
  );
}
