// From the growing answer to what the screen gets: at most one update per `intervalMs` (the latest is
// never dropped: it is sent when the interval ends), only what fits the result's schema (`shape`: the
// tool's result schema for a generation, the whole result with the part so far for a refinement),
// and only when it changed. The answer is parsed lazily, when an update is due, so a fast stream of
// small chunks costs one parse per interval rather than one per chunk.
export const PARTIAL_INTERVAL_MS = 100;

/** Reads the answer so far (a parse of the growing JSON), called only when an update is due. */
export type ReadPartial = () => unknown;

/** `shape`: the answer so far as the screen shows it, or undefined while there is nothing to show. */
export function createPartialThrottle(shape: (answer: unknown) => unknown, emit: (partial: unknown) => void, intervalMs = PARTIAL_INTERVAL_MS) {
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
    const partial = shape(read());
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
