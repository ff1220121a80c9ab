import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { useGenerate } from './api.ts';
import { demoResult } from '@growth-suite/shared/demo';

const REQUEST = { email: 'ann@example.com', fullName: 'Ann Lee', transcript: 'x'.repeat(120) };
// A schema-valid result: the hook checks the answer with the tool's shared result schema.
const ANSWER = { ...(demoResult('offer-creator', REQUEST) as object), historyId: 7 };

let answers: Array<() => Response>;
const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
  await new Promise((resolve) => setTimeout(resolve, 5)); // still pending when the second submit arrives
  return (answers.shift() ?? (() => new Response(JSON.stringify(ANSWER), { status: 200 })))();
});
const keysSent = () => fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderGenerate(client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useGenerate('offer-creator'), { wrapper }).result;
}

describe('useGenerate', () => {
  it('a second submit while one is pending sends nothing and resolves null', async () => {
    const hook = renderGenerate();
    let results: unknown[] = [];
    await act(async () => {
      // Same tick, no re-render in between: what a double click through handleSubmit does.
      results = await Promise.all([hook.current.start(REQUEST), hook.current.start(REQUEST)]);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results).toEqual([ANSWER, null]);
  });

  it('each submission has its own Idempotency-Key, sent once', async () => {
    const hook = renderGenerate();
    await act(() => hook.current.start(REQUEST));
    await act(() => hook.current.start(REQUEST));
    const [first, second] = keysSent();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second).not.toBe(first);
  });

  it('a retry of the same submission reuses its key, so it joins the same job', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ mutations: { retry: 1, retryDelay: 0 } });
    answers = [() => new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503 })];
    const hook = renderGenerate(client);
    await act(() => hook.current.start(REQUEST));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, retry] = keysSent();
    expect(retry).toBe(first);
  });
});
