// From the growing answer to what the screen gets: at most one update per `intervalMs` (the latest is
// never dropped: it is sent when the interval ends), only the part that fits the tool's result schema,
// and only when it changed. The answer is parsed lazily, when an update is due, so a fast stream of
// small chunks costs one parse per interval rather than one per chunk.
import { sanitizePartialResult, type ToolSlug } from '@growth-suite/shared';

export const PARTIAL_INTERVAL_MS = 100;

/** Reads the answer so far (a parse of the growing JSON), called only when an update is due. */
export type ReadPartial = () => unknown;

export function createPartialThrottle(tool: ToolSlug, emit: (partial: unknown) => void, intervalMs = PARTIAL_INTERVAL_MS) {
  let lastText = '';
  let lastAt = -Infinity;
  let pending: ReadPartial | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const flush = () => {
    const read = pending;
    pending = undefined;
    if (stopped || !read) return;
    lastAt = Date.now();
    const partial = sanitizePartialResult(tool, read());
    if (partial === undefined) return;
    const text = JSON.stringify(partial);
    if (text === lastText || text === '{}') return; // nothing new, or nothing to show yet
    lastText = text;
    emit(partial);
  };

  return {
    /** The answer grew. */
    push(read: ReadPartial) {
      if (stopped) return;
      pending = read;
      if (timer) return;
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0) return flush();
      timer = setTimeout(() => {
        timer = undefined;
        flush();
      }, wait);
    },
    /** No more updates (the answer is complete, failed or cancelled). */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
