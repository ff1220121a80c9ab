import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGenerationEvents } from './events.ts';

/** The browser's EventSource, as far as the hook uses it: events are fired by the test. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  closed = false;
  private listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  fire(type: string, data?: unknown) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(data === undefined ? {} : { data: typeof data === 'string' ? data : JSON.stringify(data) })));
  }
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => vi.unstubAllGlobals());

describe('useGenerationEvents', () => {
  it('opens the job’s stream and follows queued → started → partial results; closes on the final event', () => {
    const hook = renderHook(({ id }) => useGenerationEvents(id), { initialProps: { id: 'req-12345678' as string | null } });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/tools/jobs/req-12345678/events');
    source.fire('queued', { position: 2 });
    expect(hook.result.current).toMatchObject({ status: { state: 'queued', position: 2 }, partial: null, connected: true });
    source.fire('started', { startedAt: '2026-11-24T10:00:00.000Z' });
    source.fire('partial', { results: { recommendedNiches: [{ nicheName: 'Cyber' }] } });
    expect(hook.result.current).toMatchObject({ status: { state: 'active' }, partial: { recommendedNiches: [{ nicheName: 'Cyber' }] } });
    source.fire('completed', { historyId: 7 });
    expect(source.closed).toBe(true);
  });

  it('ignores malformed events', () => {
    const hook = renderHook(() => useGenerationEvents('req-abcdefgh'));
    const source = FakeEventSource.last!;
    source.fire('queued', { position: -1 });
    source.fire('queued', 'not json');
    source.fire('partial', { nothing: true });
    expect(hook.result.current).toEqual({ partial: null, status: null, connected: false, failedToConnect: false });
  });

  it('gives up quietly after repeated errors (the screen falls back to polling)', () => {
    const hook = renderHook(() => useGenerationEvents('req-abcdefgh'));
    const source = FakeEventSource.last!;
    source.fire('partial', { results: { a: 1 } });
    source.fire('error');
    source.fire('error');
    expect(source.closed).toBe(false); // the browser reconnects by itself meanwhile
    source.fire('error');
    expect(source.closed).toBe(true);
    // What was delivered stays on screen; the stream did connect.
    expect(hook.result.current).toMatchObject({ connected: false, failedToConnect: false, partial: { a: 1 } });
  });

  it('an event between failures starts the count again', () => {
    const hook = renderHook(() => useGenerationEvents('req-abcdefgh'));
    const source = FakeEventSource.last!;
    source.fire('error');
    source.fire('error');
    source.fire('started', { startedAt: '2026-11-24T10:00:00.000Z' });
    source.fire('error');
    source.fire('error');
    expect(source.closed).toBe(false);
    expect(hook.result.current.connected).toBe(true);
  });

  it('a stream refused outright (404: no such job) is given up at once, before any event', () => {
    const hook = renderHook(() => useGenerationEvents('req-abcdefgh'));
    const source = FakeEventSource.last!;
    source.readyState = FakeEventSource.CLOSED; // what the browser does on an error status
    source.fire('error');
    expect(source.closed).toBe(true);
    expect(hook.result.current).toEqual({ partial: null, status: null, connected: false, failedToConnect: true });
  });

  it('a stream that opens but never delivers (a buffering proxy) is given up after a few tries', () => {
    const hook = renderHook(() => useGenerationEvents('req-abcdefgh'));
    const source = FakeEventSource.last!;
    for (let i = 0; i < 3; i += 1) {
      source.fire('open');
      source.fire('error');
    }
    expect(source.closed).toBe(true);
    expect(hook.result.current.failedToConnect).toBe(true);
  });

  it('closes its stream when the screen goes away', () => {
    const hook = renderHook(() => useGenerationEvents('req-abcdefgh'));
    const source = FakeEventSource.last!;
    hook.unmount();
    expect(source.closed).toBe(true);
  });

  it('closes on failed and cancelled too', () => {
    for (const [type, data] of [
      ['failed', { message: 'The AI service is unavailable' }],
      ['cancelled', {}],
    ] as const) {
      renderHook(() => useGenerationEvents(`req-${type}-1234`));
      const source = FakeEventSource.last!;
      source.fire(type, data);
      expect(source.closed).toBe(true);
    }
  });

  it('no request, no stream; a new request starts from nothing and the old stream is closed', () => {
    FakeEventSource.last = null;
    const hook = renderHook(({ id }) => useGenerationEvents(id), { initialProps: { id: null as string | null } });
    expect(FakeEventSource.last).toBeNull();
    hook.rerender({ id: 'req-first-1' });
    const first = FakeEventSource.last!;
    first.fire('partial', { results: { a: 1 } });
    hook.rerender({ id: 'req-second-2' });
    expect(first.closed).toBe(true);
    expect(hook.result.current.partial).toBeNull();
  });
});
