// A generation during which MySQL goes away (behind a TCP proxy the test controls, for the api and the
// worker): the caller's wait limit holds, and the answer says the database failed — not the AI, which
// answered. (A request that arrives while MySQL is down is refused at once, before any LLM call: see
// outages.test.ts.)
import { testDatabaseServerUrl } from '@growth-suite/db/testing';
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { startTcpProxy, startWorkerProcess, workerEnv, type TcpProxy } from '@growth-suite/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './support.ts';

const WAIT_MS = 6000;
/** Each test starts an app and a worker process of its own (slow on a busy 2-core machine). */
const SLOW = 60_000;
const DATABASE_DOWN = 'The database is unavailable, so your result could not be saved or checked. Please try again shortly.';
let fake: FakeLlm;
let proxy: TcpProxy;

beforeAll(async () => {
  fake = await startFakeLlm();
  proxy = await startTcpProxy(Number(new URL(testDatabaseServerUrl()).port || 3306));
});
afterAll(async () => {
  await proxy.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/**
 * Starts a generation with an app and one worker that both reach MySQL through the proxy, takes MySQL
 * away while the LLM is answering, and answers the POST's response and how long it took.
 * `historyRetryMs`: how long the worker keeps trying to save the result.
 */
async function generateThroughOutage(historyRetryMs: number) {
  proxy.up();
  const t = await createTestApp({ GENERATION_WAIT_MS: String(WAIT_MS) }, { databasePort: proxy.port });
  const databaseUrl = t.services.databaseUrl.replace(/:\d+\//, `:${proxy.port}/`);
  const worker = await startWorkerProcess(workerEnv({ ...t.services, databaseUrl, llm: fake }, { HISTORY_WRITE_RETRY_MS: String(historyRetryMs) }));
  try {
    const user = await t.signedIn(`db-down-${historyRetryMs}`);
    fake.configure({ latencyMs: 1000 });
    const started = Date.now();
    const pending = user.post('/api/tools/niche-finder').send(SAMPLE_REQUESTS['niche-finder']).then((res) => ({ res, elapsed: Date.now() - started }));
    await expect.poll(() => fake.state.inFlight, { interval: 20, timeout: 5000 }).toBe(1);
    proxy.down();
    const answer = await pending;
    expect(fake.state.calls).toBe(1); // the AI answered, once
    return answer;
  } finally {
    proxy.up();
    await worker.stop();
    await t.close();
  }
}

describe('MySQL going away during a generation', () => {
  it('the worker gives up saving before the wait ends: 503 naming the database, not the AI', { timeout: SLOW }, async () => {
    const { res, elapsed } = await generateThroughOutage(1000);
    expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: { message: DATABASE_DOWN } });
    expect(res.headers['retry-after']).toBe('5');
    expect(elapsed).toBeLessThan(WAIT_MS);
  });

  it('the worker is still trying to save when the wait ends: the answer comes at the wait limit, not later, naming the database', { timeout: SLOW }, async () => {
    const { res, elapsed } = await generateThroughOutage(30_000);
    expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: { message: DATABASE_DOWN } });
    // After the wait the history lookup gets 2 s at most (the pool alone would wait 10 s for a connection).
    expect(elapsed).toBeGreaterThanOrEqual(WAIT_MS - 500);
    expect(elapsed).toBeLessThan(WAIT_MS + 3000);
  });
});
