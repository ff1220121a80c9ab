// A moment in the reader's own time zone, also on a page the server drew: the server cannot know that
// zone, so it writes the time in UTC, hydration reads the same, and the browser then shows it in local
// time. No "UTC" mark: the text would change length when the local time replaces it and move what
// follows (a layout shift of 0.07 on a phone's dashboard, measured); for a reader in UTC nothing changes. Only what the server draws with data needs it (the dashboard, a shared
// result); screens drawn in the browser alone use formatDateTime directly.
import { formatDateTime, formatDateTimeIn } from '@growth-suite/shared';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function LocalDateTime({ value }: { value: string }) {
  return useSyncExternalStore(
    never,
    () => formatDateTime(value),
    () => formatDateTimeIn(value, 'UTC'),
  );
}
