// The live channel of a running generation (DESIGN §9): an EventSource on the job's event stream
// while the POST waits. Every event is parsed with the shared payload schemas (the contract with the
// api) and a malformed one is ignored. If the stream cannot be opened (a proxy, say) or keeps
// failing, it is given up quietly: the POST still answers the full result, and the progress falls
// back to polling the job's status.
import { GENERATION_EVENT_PAYLOADS, type GenerationEventType } from '@growth-suite/shared';
import { useEffect, useState } from 'react';

export type LiveStatus = { state: 'queued'; position: number } | { state: 'active'; startedAt: string };

export interface GenerationEvents {
  /** The result so far (a valid prefix of the tool's result), or null before the first part. */
  partial: unknown;
  /** Where the job stands, from the stream. */
  status: LiveStatus | null;
  /** True while the stream delivers (so polling can rest). */
  connected: boolean;
  /** The stream was given up before it delivered anything (a proxy, say): the screen works without it. */
  failedToConnect: boolean;
}

const NONE: GenerationEvents = { partial: null, status: null, connected: false, failedToConnect: false };
/** Failures in a row (the browser reconnects in between, with Last-Event-ID) before falling back to polling. */
const MAX_ERRORS = 3;

export function useGenerationEvents(requestId: string | null): GenerationEvents {
  const [live, setLive] = useState<{ requestId: string | null; events: GenerationEvents }>({ requestId: null, events: NONE });

  useEffect(() => {
    if (!requestId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/tools/jobs/${encodeURIComponent(requestId)}/events`);
    let received = false; // any event delivered yet
    let errors = 0; // failures since the last event
    const update = (patch: Partial<GenerationEvents>) =>
      setLive((current) => ({ requestId, events: { ...(current.requestId === requestId ? current.events : NONE), connected: true, ...patch } }));
    const on = <K extends GenerationEventType>(type: K, handle: (payload: ReturnType<(typeof GENERATION_EVENT_PAYLOADS)[K]['parse']>) => void) =>
      source.addEventListener(type, (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        const parsed = GENERATION_EVENT_PAYLOADS[type].safeParse(data);
        if (!parsed.success) return;
        received = true;
        errors = 0;
        handle(parsed.data as never);
      });

    on('queued', ({ position }) => update({ status: { state: 'queued', position } }));
    on('started', ({ startedAt }) => update({ status: { state: 'active', startedAt } }));
    on('partial', ({ results }) => update({ partial: results }));
    // The POST brings the outcome; the stream is done (closed here, or the browser would reconnect).
    for (const type of ['completed', 'failed', 'cancelled'] as const) on(type, () => source.close());
    // A stream answered with an error status (404: no such job) is closed by the browser at once;
    // a dropped connection is retried by the browser (with Last-Event-ID): given up after a few
    // failures in a row without an event in between (a connection that opens and delivers
    // nothing, as behind a buffering proxy, counts too).
    source.addEventListener('error', () => {
      errors += 1;
      if (errors >= MAX_ERRORS || source.readyState === EventSource.CLOSED) {
        source.close();
        update({ connected: false, failedToConnect: !received });
      }
    });
    return () => source.close();
  }, [requestId]);

  return live.requestId === requestId ? live.events : NONE;
}
