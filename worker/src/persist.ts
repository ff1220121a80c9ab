// Saving a result the LLM was already paid for: a short MySQL outage must not lose it, and
// must not cost a second LLM call. So the write (only the write) is tried again with backoff
// while the database cannot be reached, for at most `budgetMs`.
import { isConnectionError } from '@growth-suite/db';

export interface PersistPolicy {
  budgetMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export async function persistWithRetries<T>(
  policy: PersistPolicy,
  write: () => Promise<T>,
  onRetry: (attempt: number, error: unknown) => void = () => {},
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  const giveUpAt = Date.now() + policy.budgetMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      // A query the database refused (bad data, a constraint) will fail the same way again.
      if (!isConnectionError(error)) throw error;
      const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      if (Date.now() + delay > giveUpAt) throw error;
      onRetry(attempt, error);
      await sleep(delay);
    }
  }
}
