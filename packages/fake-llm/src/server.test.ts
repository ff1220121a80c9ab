import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { controlFakeLlm, startFakeLlm, type FakeLlm } from './server.ts';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Completion = any;
const json = async (res: Response): Promise<Completion> => res.json();

const ask = (schemaName: string, request: unknown) =>
  fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      model: 'm',
      messages: [{ role: 'user', content: `Data comes in the <request> element.\n<request>${JSON.stringify(request)}</request>` }],
      response_format: { type: 'json_schema', json_schema: { name: schemaName, schema: {} } },
    }),
  });

describe('fake OpenAI server', () => {
  it('answers schema-valid JSON derived from the request in the prompt, and counts calls', async () => {
    const res = await ask('cold_email', { ...SAMPLE_REQUESTS['cold-email'], sequenceLength: '6' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.choices[0].finish_reason).toBe('stop');
    expect(JSON.parse(body.choices[0].message.content).sequence).toHaveLength(6);
    expect(body.usage.prompt_tokens).toBeGreaterThan(0);
    expect(fake.state).toMatchObject({ calls: 1, byTool: { 'cold-email': 1 } });
  });

  it('plays faults on demand, in script order, and is controllable over HTTP', async () => {
    await controlFakeLlm(fake.url, { script: ['rate-limit', 'server-error', 'invalid-json', 'truncated', 'bad-request'], retryAfterSeconds: 7 });
    const limited = await ask('niche_finder', SAMPLE_REQUESTS['niche-finder']);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await ask('niche_finder', {})).status).toBe(500);
    const invalid = await json(await ask('niche_finder', {}));
    expect(() => JSON.parse(invalid.choices[0].message.content)).toThrow();
    const truncated = await json(await ask('niche_finder', {}));
    expect(truncated.choices[0].finish_reason).toBe('length');
    expect((await ask('niche_finder', {})).status).toBe(400);
    expect((await ask('niche_finder', SAMPLE_REQUESTS['niche-finder'])).status).toBe(200);
    expect(fake.state.calls).toBe(6);
  });

  it('rate-limit-half: every other call is a 429', async () => {
    fake.configure({ mode: 'rate-limit-half' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask('niche_finder', SAMPLE_REQUESTS['niche-finder'])).status);
    expect(statuses).toEqual([429, 200, 429, 200]);
  });

  it('adds latency and tracks concurrency', async () => {
    fake.configure({ latencyMs: 150 });
    const started = Date.now();
    await Promise.all([ask('offer_creator', SAMPLE_REQUESTS['offer-creator']), ask('offer_creator', SAMPLE_REQUESTS['offer-creator'])]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(fake.state.maxInFlight).toBe(2);
  });
});
