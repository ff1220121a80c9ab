// From the growing answer to what the screen gets: only the part that fits the tool's result schema,
// only when it changed, and at most one update per `intervalMs` (the last one is never dropped: it is
// sent when the interval ends).
import { sanitizePartialResult, type ToolSlug } from '@growth-suite/shared';

export const PARTIAL_INTERVAL_MS = 100;

export function createPartialThrottle(tool: ToolSlug, emit: (partial: unknown) => void, intervalMs = PARTIAL_INTERVAL_MS) {
  let lastText = '';
  let lastAt = 0;
  let pending: unknown;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const send = (partial: unknown, text: string) => {
    lastText = text;
    lastAt = Date.now();
    pending = undefined;
    emit(partial);
  };

  return {
    /** A new parse of the answer so far. */
    push(value: unknown) {
      if (stopped) return;
      const partial = sanitizePartialResult(tool, value);
      if (partial === undefined) return;
      const text = JSON.stringify(partial);
      if (text === lastText || text === '{}') return; // nothing to show yet, or nothing new
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0 && !timer) return send(partial, text);
      pending = partial;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (!stopped && pending !== undefined) send(pending, JSON.stringify(pending));
      }, Math.max(0, wait));
    },
    /** No more updates (the answer is complete, failed or cancelled). */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
