import { describe, expect, it } from 'vitest';
import { LlmError } from './errors.ts';
import { backoffDelay, withRetries, type AttemptReport } from './retry.ts';

const policy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 5000 };
const noSleep = async () => {};

describe('the retry layer', () => {
  it('retries transient failures and reports every attempt', async () => {
    const reports: AttemptReport[] = [];
    let calls = 0;
    const value = await withRetries(
      policy,
      async () => {
        calls += 1;
        if (calls < 3) throw new LlmError('server', 'boom');
        return 'ok';
      },
      (r) => void reports.push(r),
      noSleep,
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
    expect(reports.map((r) => r.error?.kind ?? 'ok')).toEqual(['server', 'server', 'ok']);
  });

  it('gives up after maxAttempts', async () => {
    let calls = 0;
    const error = await withRetries(policy, async () => {
      calls += 1;
      throw new LlmError('invalid_json', 'nope');
    }, undefined, noSleep).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect((error as LlmError).kind).toBe('invalid_json');
  });

  it('fails at once on a bad request or a bad key', async () => {
    for (const kind of ['bad_request', 'auth', 'refusal'] as const) {
      let calls = 0;
      await expect(withRetries(policy, async () => {
        calls += 1;
        throw new LlmError(kind, kind);
      }, undefined, noSleep)).rejects.toThrow(kind);
      expect(calls).toBe(1);
    }
  });

  it('waits as long as Retry-After says, and gives up when that is too long', async () => {
    const slept: number[] = [];
    let calls = 0;
    await withRetries(policy, async () => {
      calls += 1;
      if (calls === 1) throw new LlmError('rate_limit', '429', 1200);
      return 'ok';
    }, undefined, async (ms) => void slept.push(ms));
    expect(slept).toEqual([1200]);
    calls = 0;
    await expect(withRetries(policy, async () => {
      calls += 1;
      throw new LlmError('rate_limit', '429', 60_000);
    }, undefined, noSleep)).rejects.toThrow('429');
    expect(calls).toBe(1);
  });

  it('backs off exponentially with jitter, capped', () => {
    for (let i = 0; i < 20; i += 1) {
      expect(backoffDelay(policy, 1)).toBeGreaterThanOrEqual(50);
      expect(backoffDelay(policy, 1)).toBeLessThanOrEqual(100);
      expect(backoffDelay(policy, 3)).toBeGreaterThanOrEqual(200);
      expect(backoffDelay(policy, 3)).toBeLessThanOrEqual(400);
      expect(backoffDelay(policy, 20)).toBeLessThanOrEqual(5000);
    }
  });

  it('makes no retry that would start after the job deadline', async () => {
    let calls = 0;
    const slept: number[] = [];
    const error = await withRetries({ ...policy, baseDelayMs: 1000, deadlineAt: Date.now() + 300 }, async () => {
      calls += 1;
      throw new LlmError('server', 'boom');
    }, undefined, async (ms) => void slept.push(ms)).catch((e: unknown) => e);
    expect((error as LlmError).kind).toBe('server');
    expect(calls).toBe(1); // the first backoff (500 ms or more) would end past the deadline
    expect(slept).toEqual([]);
    // With time to spare, the usual retries happen.
    calls = 0;
    await withRetries({ ...policy, deadlineAt: Date.now() + 60_000 }, async () => {
      calls += 1;
      if (calls < 3) throw new LlmError('server', 'boom');
      return 'ok';
    }, undefined, noSleep);
    expect(calls).toBe(3);
  });
});

