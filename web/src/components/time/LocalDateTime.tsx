// A moment in the reader's own time zone, also on a page the server drew: the server cannot know that
// zone, so it writes the time in UTC (and says so), hydration reads the same, and the browser then
// shows it in local time. Only what the server draws with data needs it (the dashboard, a shared
// result); screens drawn in the browser alone use formatDateTime directly.
import { formatDateTime, formatDateTimeIn } from '@growth-suite/shared';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function LocalDateTime({ value }: { value: string }) {
  return useSyncExternalStore(
    never,
    () => formatDateTime(value),
    () => `${formatDateTimeIn(value, 'UTC')} UTC`,
  );
}
