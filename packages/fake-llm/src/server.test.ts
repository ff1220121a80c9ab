import { parsePath, partSchemaName, refineBlock, requestBlock, resolvePart, withValueAt } from '@growth-suite/shared';
import { SAMPLE_REQUESTS, demoResult } from '@growth-suite/shared/demo';
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

  it('answers a part call ({part}) for the part the prompt names, streamed, in strict and lenient modes, counted as <tool>:part', async () => {
    const results = demoResult('cold-email', SAMPLE_REQUESTS['cold-email']);
    const prompt = `${requestBlock(SAMPLE_REQUESTS['cold-email'])}\n${refineBlock({ results, path: 'sequence/1', instruction: 'shorter' })}`;
    const part = resolvePart('cold-email', 'sequence/1', results)!;
    const body = (extra: object) => ({ model: 'm', messages: [{ role: 'user', content: prompt }], ...extra });
    const strict = await json(
      await fetch(`${fake.url}/chat/completions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body({ response_format: { type: 'json_schema', json_schema: { name: partSchemaName('cold-email'), schema: {} } } })),
      }),
    );
    const answer = JSON.parse(strict.choices[0].message.content) as { part: unknown };
    expect(part.schema.safeParse(answer.part).success).toBe(true);
    expect(answer.part).not.toEqual(results.sequence[1]);
    // Only the part: spliced in, the rest of the result is as it was.
    const spliced = withValueAt(results, parsePath('sequence/1')!, answer.part) as typeof results;
    expect(spliced.sequence[0]).toBe(results.sequence[0]);

    fake.configure({ chunkChars: 10 });
    const streamed = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body({ stream: true, messages: [{ role: 'system', content: 'It must match the JSON Schema "cold_email_part":{}' }, { role: 'user', content: prompt }] })),
    });
    const text = await streamed.text();
    const content = [...text.matchAll(/^data: (\{.*\})$/gm)].map((m) => JSON.parse(m[1]!).choices[0]?.delta?.content ?? '').join('');
    expect(text.match(/^data: /gm)!.length).toBeGreaterThan(3);
    expect(JSON.parse(/```json\n([\s\S]*)\n```/.exec(content)![1]!)).toEqual(answer);
    expect(fake.state.byTool).toEqual({ 'cold-email:part': 2 });

    // A part the result does not have is a 400 (like a server refusing a malformed request).
    const none = refineBlock({ results, path: 'sequence/9' });
    const refused = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: none }], response_format: { type: 'json_schema', json_schema: { name: 'cold_email_part', schema: {} } } }),
    });
    expect(refused.status).toBe(400);
  });
});
