// A Server-Sent Events reader for tests and the benchmark (Node 24 has EventSource only behind --experimental-eventsource): fetch the stream and split it
// into events as a browser would, keeping each event's id, type and parsed data.
export interface SseEvent {
  id?: number;
  type: string;
  data: Record<string, unknown>;
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves when an event of one of `types` has arrived (or the stream ended). */
  until(...types: string[]): Promise<SseEvent | undefined>;
  done: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const notify = () => waiters.splice(0).forEach((wake) => wake());
  const done = (async () => {
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const fields = Object.fromEntries(block.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
          if (!fields.event) continue;
          events.push({ ...(fields.id ? { id: Number(fields.id) } : {}), type: fields.event, data: JSON.parse(fields.data ?? '{}'), at: Date.now() });
          notify();
        }
      }
    } catch {
      // closed by us
    } finally {
      notify();
    }
  })();
  let ended = false;
  void done.then(() => (ended = true));
  return {
    status: res.status,
    events,
    async until(...types) {
      for (;;) {
        const found = events.find((e) => types.includes(e.type));
        if (found || ended) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    done,
    close: () => controller.abort(),
  };
}
