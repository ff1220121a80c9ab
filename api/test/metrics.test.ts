import { insertLlmCall } from '@growth-suite/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API metrics', () => {
  it('count requests by route pattern (not raw path) and status, with latency', async () => {
    const user = await t.signedIn('metrics-user');
    await user.get('/api/history/niche-finder/123').expect(404);
    await user.get('/api/history/niche-finder/456').expect(404);
    const text = await t.metrics.registry.metrics();
    expect(text).toMatch(/gs_http_requests_total\{method="GET",route="\/api\/history\/:tool\/:id",status="404",service="api"\} 2/);
    expect(text).toContain('gs_http_request_duration_seconds_bucket');
    expect(text).not.toContain('/api/history/niche-finder/123');
  });

  it('report the queue by state and the last hour of LLM tokens and errors', async () => {
    await insertLlmCall(t.db.knex, { jobId: 'j1', tool: 'cold-email', provider: 'openai', model: 'm', status: 'ok', durationMs: 5, inputTokens: 100, outputTokens: 40, errorKind: null });
    await insertLlmCall(t.db.knex, { jobId: 'j1', tool: 'cold-email', provider: 'openai', model: 'm', status: 'error', durationMs: 5, inputTokens: null, outputTokens: null, errorKind: 'rate_limit' });
    const text = await t.metrics.registry.metrics();
    expect(text).toMatch(/gs_queue_jobs\{state="waiting",service="api"\} 0/);
    expect(text).toMatch(/gs_llm_tokens_last_hour\{tool="cold-email",direction="input",service="api"\} 100/);
    expect(text).toMatch(/gs_llm_errors_last_hour\{kind="rate_limit",service="api"\} 1/);
  });
});
