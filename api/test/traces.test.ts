// Distributed traces across the two processes: the real api and worker processes export over
// OTLP/HTTP (JSON) to a receiver in this test, and one generation, from the POST to its history row,
// is one trace: the api's request, the job queued and taken, the LLM call and the MySQL insert, in
// one tree of parent links. No span carries the prompt or the answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createUser, hashPassword, seed } from '@growth-suite/db';
import { createTestDatabase, type TestDatabase } from '@growth-suite/db/testing';
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { removeRedisKeys, startApiProcess, startSmtpServer, startWorkerProcess, workerEnv, type ChildHandle, type TestSmtp } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** One span as the receiver got it, its attributes flattened. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  status: number;
}

// OTLP's span kinds (the JSON encoding uses the enum's numbers).
const KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

type OtlpValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: OtlpValue[] } };
type OtlpAttribute = { key: string; value: OtlpValue };
const valueOf = (value: OtlpValue): string | number | boolean =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue ?? JSON.stringify(value.arrayValue?.values?.map(valueOf) ?? [])));
const flatten = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map((a) => [a.key, valueOf(a.value)]));

/** A minimal OTLP/HTTP trace receiver: what the SDK's JSON exporter posts to /v1/traces, collected. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      try {
        const raw = Buffer.concat(chunks);
        const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'));
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = String(flatten(resourceSpans.resource?.attributes)['service.name']);
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                name: span.name,
                kind: span.kind,
                attributes: flatten(span.attributes),
                status: span.status?.code ?? 0,
              });
            }
          }
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let fake: FakeLlm;
let smtp: TestSmtp;
let db: TestDatabase;
let api: ChildHandle;
let worker: ChildHandle;
let base: string;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `gs-test-traces-${Date.now()}`;

beforeAll(async () => {
  [receiver, fake, db, smtp] = await Promise.all([startReceiver(), startFakeLlm(), createTestDatabase(), startSmtpServer()]);
  await seed(db.knex, { adminPassword: 'admin-password' });
  await createUser(db.knex, { username: 'tracy', email: 'tracy@example.com', fullName: null, passwordHash: await hashPassword('password-123'), role: 'user' });
  // Tracing on, exported every 100 ms so the test does not wait on the batch's usual 5 s.
  // (The traces endpoint too, in case the shell sets one: it would win over the base URL.)
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`, OTEL_BSP_SCHEDULE_DELAY: '100', SMTP_URL: smtp.url };
  const services = { databaseUrl: db.url, redisUrl, redisPrefix };
  [api, worker] = await Promise.all([
    startApiProcess({ DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SESSION_SECRET: 's'.repeat(40), ...tracing }),
    startWorkerProcess(workerEnv({ ...services, llm: fake }, tracing)),
  ]);
  base = /API listening on (http:\/\/[\d.]+:\d+)/.exec(api.output.find((line) => line.includes('API listening on')) ?? '')?.[1] ?? '';
}, 60_000);

afterAll(async () => {
  if (process.env.DEBUG_TRACES) console.log(receiver.requests, receiver.spans.map((s) => `${s.service} ${s.traceId.slice(0, 6)} ${s.spanId.slice(0, 6)}<-${s.parentSpanId.slice(0, 6)} ${s.kind} ${s.name} ${JSON.stringify(s.attributes)}`).join('\n'));
  await Promise.allSettled([api?.stop(), worker?.stop()]);
  await Promise.allSettled([fake?.close(), smtp?.close(), receiver?.close(), db?.drop(), removeRedisKeys(redisUrl, redisPrefix)]);
});

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** Tracy's session cookie. */
async function signIn() {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username: 'tracy', password: 'password-123' }) });
  expect(login.status).toBe(200);
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Every string of a JSON value (at least `min` characters long). */
function strings(value: unknown, min = 12): string[] {
  if (typeof value === 'string') return value.length >= min ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, min));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => strings(item, min));
  return [];
}

describe('traces', () => {
  it('one generation is one trace across the api and the worker, from the POST to the history row', async () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const cookie = await signIn();

    const request = SAMPLE_REQUESTS['niche-finder'];
    const res = await fetch(`${base}/api/tools/niche-finder`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(request) });
    expect(res.status).toBe(200);
    const { historyId } = (await res.json()) as { historyId: number };
    const row = await db.knex('generations').where({ id: historyId }).first();
    expect(row).toBeTruthy();

    // The POST's server span, then everything in its trace, as both processes export it.
    const post = () => receiver.spans.find((s) => s.service === 'growth-suite-api' && s.kind === KIND.server && s.name === 'POST /api/tools/:tool');
    const inTrace = () => receiver.spans.filter((s) => s.traceId === post()?.traceId);
    const historyInsert = (s: ReceivedSpan) => s.kind === KIND.client && /^insert into `generations`/.test(String(s.attributes['db.query.text']));
    await expect
      .poll(() => inTrace().some((s) => s.service === 'growth-suite-worker' && historyInsert(s)), { timeout: 10_000, interval: 100 })
      .toBe(true);
    // Spans end (and are sent) after their children: give the consumer span its moment to arrive.
    await expect.poll(() => inTrace().some((s) => s.kind === KIND.consumer), { timeout: 5000, interval: 100 }).toBe(true);

    const spans = inTrace();
    const root = post()!;
    expect(root.parentSpanId).toBe('');
    expect(root.attributes['http.request.method']).toBe('POST');
    expect(root.attributes['http.route']).toBe('/api/tools/:tool');
    expect(root.attributes['url.path']).toBe('/api/tools/:tool'); // the route, not the path
    // The request's log line names its trace.
    expect(api.output.some((line) => line.includes('/api/tools/niche-finder') && line.includes(`"traceId":"${root.traceId}"`))).toBe(true);
    expect(root.attributes['http.response.status_code']).toBe(200);

    const producer = spans.find((s) => s.service === 'growth-suite-api' && s.kind === KIND.producer);
    const consumer = spans.find((s) => s.service === 'growth-suite-worker' && s.kind === KIND.consumer);
    const llm = spans.filter((s) => s.service === 'growth-suite-worker' && s.attributes['gen_ai.operation.name'] === 'chat');
    const insert = spans.find((s) => s.service === 'growth-suite-worker' && historyInsert(s));
    expect(producer?.attributes['bullmq.queue.name']).toBe('generation');
    expect(consumer?.attributes['bullmq.queue.name']).toBe('generation');
    expect(llm.length).toBeGreaterThanOrEqual(1);
    for (const call of llm) {
      expect(call.kind).toBe(KIND.client);
      expect(call.attributes['gen_ai.request.model']).toBe(row.model);
      expect(call.attributes['gen_ai.usage.input_tokens']).toBeGreaterThan(0);
      expect(call.attributes['gen_ai.usage.output_tokens']).toBeGreaterThan(0);
      expect(call.attributes['gs.outcome']).toBe('ok');
    }
    expect(insert).toBeDefined();

    // One tree: every span but the POST's has its parent in the trace, and the chain runs
    // POST → queued → taken → (LLM call, history insert).
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    for (const span of spans) if (span !== root) expect(byId.has(span.parentSpanId), `${span.service} ${span.name} has no parent in the trace`).toBe(true);
    const ancestors = (span: ReceivedSpan) => {
      const chain: ReceivedSpan[] = [];
      for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) chain.push(at);
      return chain;
    };
    expect(ancestors(producer!)).toContain(root);
    expect(ancestors(consumer!)).toContain(producer);
    for (const call of llm) expect(ancestors(call)).toContain(consumer);
    expect(ancestors(insert!)).toContain(consumer);

    // Neither the prompt (the request's texts) nor the answer (the stored result's texts) is in any
    // attribute of any span received, and statements carry placeholders, not values.
    const secrets = [...strings(request), ...strings(typeof row.result === 'string' ? JSON.parse(row.result) : row.result)];
    expect(secrets.length).toBeGreaterThan(0);
    const attributeText = receiver.spans.flatMap((s) => Object.values(s.attributes).map(String)).join('\n');
    for (const secret of secrets) expect(attributeText).not.toContain(secret);
    expect(String(insert!.attributes['db.query.text'])).toMatch(/values \(\?/);
  });

  it('a message is one trace from the request that wrote it to its send, with its kind and outcome; no address or link token in any span', async () => {
    const res = await fetch(`${base}/api/password/forgot`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email: 'tracy@example.com' }) });
    expect(res.status).toBe(202);
    const [message] = await smtp.waitFor(1);
    const token = /reset-password\/([\w-]+)/.exec(message!.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const post = () => receiver.spans.find((s) => s.service === 'growth-suite-api' && s.kind === KIND.server && s.name === 'POST /api/password/forgot');
    const send = () => receiver.spans.find((s) => s.traceId === post()?.traceId && s.name === 'mail send');
    await expect.poll(() => send() !== undefined, { timeout: 10_000, interval: 100 }).toBe(true);
    await expect.poll(() => receiver.spans.some((s) => s.traceId === post()?.traceId && s.kind === KIND.consumer && s.attributes['bullmq.queue.name'] === 'mail'), { timeout: 5000, interval: 100 }).toBe(true);
    const spans = receiver.spans.filter((s) => s.traceId === post()!.traceId);
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const consumer = byId.get(send()!.parentSpanId);
    expect(consumer?.kind).toBe(KIND.consumer);
    expect(consumer?.service).toBe('growth-suite-worker');
    const producer = byId.get(consumer!.parentSpanId);
    expect(producer?.kind).toBe(KIND.producer);
    expect(producer?.attributes['bullmq.queue.name']).toBe('mail');
    expect(send()!.kind).toBe(KIND.client);
    expect(send()!.attributes).toMatchObject({ 'gs.mail.kind': 'password-reset', 'gs.outcome': 'sent' });

    // The link opened: its token is in the path and the query, and in no span.
    const earlier = new Set(receiver.spans.map((s) => s.traceId));
    const opened = await fetch(`${base}/reset-password/${token}?token=${token}`);
    await opened.arrayBuffer();
    // The page's own span (drawing it on the server asks the api for its data: those spans are the api's routes).
    const page = () => receiver.spans.find((s) => s.kind === KIND.server && s.name.startsWith('GET ') && !s.name.startsWith('GET /api/') && !earlier.has(s.traceId));
    await expect.poll(() => page() !== undefined, { timeout: 10_000, interval: 100 }).toBe(true);
    expect(page()!.attributes['url.query']).toBe('token=REDACTED');

    const attributeText = receiver.spans.flatMap((s) => [s.name, ...Object.values(s.attributes).map(String)]).join('\n');
    expect(attributeText).not.toContain('tracy@example.com');
    expect(attributeText).not.toContain(token);
  });

  it('an LLM call that failed and was tried again is a span of its own, marked retry with the failure kind', async () => {
    const cookie = await signIn();
    fake.configure({ script: ['server-error'] });
    const earlier = new Set(receiver.spans.map((s) => s.traceId));
    const res = await fetch(`${base}/api/tools/cold-email`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(SAMPLE_REQUESTS['cold-email']) });
    expect(res.status).toBe(200);
    const post = () => receiver.spans.find((s) => s.kind === KIND.server && s.name === 'POST /api/tools/:tool' && !earlier.has(s.traceId));
    const calls = () => receiver.spans.filter((s) => s.traceId === post()?.traceId && s.attributes['gen_ai.operation.name'] === 'chat');
    await expect.poll(() => calls().length, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    const failed = calls().find((s) => s.attributes['gs.outcome'] === 'retry');
    expect(failed?.attributes['error.type']).toBe('server');
    expect(failed?.status).toBe(2); // ERROR
    expect(failed?.attributes['gen_ai.usage.input_tokens']).toBeUndefined();
    expect(calls().some((s) => s.attributes['gs.outcome'] === 'ok' && s.status !== 2)).toBe(true);
  });
});
