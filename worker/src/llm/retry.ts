// The one retry layer (DESIGN §6): transient failures (429 honouring Retry-After, 5xx, timeouts,
// cut-off or invalid JSON) are tried again with exponential backoff and jitter, up to
// `maxAttempts`; anything else fails at once.
import { LlmError } from './errors.ts';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Epoch ms: no attempt starts after it (the job's caller stops waiting then). */
  deadlineAt?: number;
}

export interface AttemptReport {
  attempt: number;
  durationMs: number;
  error?: LlmError;
}

export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (n: number) => Promise<T>,
  onAttempt: (report: AttemptReport) => Promise<void> | void = () => {},
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let n = 1; ; n += 1) {
    const started = performance.now();
    try {
      const value = await attempt(n);
      await onAttempt({ attempt: n, durationMs: performance.now() - started });
      return value;
    } catch (raw) {
      const error = raw instanceof LlmError ? raw : new LlmError('network', raw instanceof Error ? raw.message : 'LLM call failed');
      await onAttempt({ attempt: n, durationMs: performance.now() - started, error });
      if (!error.retryable || n >= policy.maxAttempts) throw error;
      const delay = backoffDelay(policy, n, error.retryAfterMs);
      // A Retry-After longer than we are willing to wait, or a wait past the job's deadline,
      // means the job cannot finish in time: fail now rather than later.
      if (delay > policy.maxDelayMs) throw error;
      if (policy.deadlineAt !== undefined && Date.now() + delay >= policy.deadlineAt) throw error;
      await sleep(delay);
    }
  }
}

export function backoffDelay(policy: RetryPolicy, attempt: number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const exponential = policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.min(policy.maxDelayMs, exponential / 2 + Math.random() * (exponential / 2));
}
