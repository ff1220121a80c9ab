// A fake OpenAI-compatible server: POST /v1/chat/completions answers with schema-valid JSON for
// the tool named by `response_format.json_schema.name`, built from the request the prompt
// carries between <request> tags. It is the only test double in the repo: the worker talks to it
// through the real openai SDK (OPENAI_BASE_URL).
//
// Behaviour is switched at run time, also from other processes, with POST /__control:
//   { "latencyMs": 500, "mode": "ok" | "rate-limit" | "server-error" | "hang" | "invalid-json"
//     | "truncated" | "bad-request" | "rate-limit-half" (every other call is a 429), "retryAfterSeconds": 1, "script": ["rate-limit", "ok"] }
// `script` is a queue of modes for the next calls, then `mode` applies again.
// GET /__stats → { calls, byTool, inFlight, maxInFlight }; POST /__reset clears counters and modes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SAMPLE_REQUESTS, demoResult } from '@growth-suite/shared/demo';
import { parseRequestBlock, toolFromSchemaName, TOOLS, type ToolSlug } from '@growth-suite/shared';

export const FAKE_MODES = ['ok', 'rate-limit', 'rate-limit-half', 'server-error', 'hang', 'invalid-json', 'truncated', 'bad-request'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

export interface FakeLlmState {
  mode: FakeMode;
  latencyMs: number;
  retryAfterSeconds: number;
  script: FakeMode[];
  calls: number;
  byTool: Record<string, number>;
  inFlight: number;
  maxInFlight: number;
}

const initialState = (): FakeLlmState => ({
  mode: 'ok',
  latencyMs: 0,
  retryAfterSeconds: 1,
  script: [],
  calls: 0,
  byTool: {},
  inFlight: 0,
  maxInFlight: 0,
});

function requestFromMessages(messages: unknown, tool: ToolSlug): unknown {
  const text = Array.isArray(messages) ? messages.map((m) => (typeof m?.content === 'string' ? m.content : '')).join('\n') : '';
  const parsed = TOOLS[tool].requestSchema.safeParse(parseRequestBlock(text));
  if (parsed.success) return parsed.data;
  return SAMPLE_REQUESTS[tool];
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const completion = (model: string, content: string, finishReason: 'stop' | 'length') => ({
  id: `chatcmpl-fake-${Date.now()}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason, logprobs: null }],
  usage: { prompt_tokens: 250, completion_tokens: Math.ceil(content.length / 4), total_tokens: 250 + Math.ceil(content.length / 4) },
});

export interface FakeLlm {
  url: string;
  port: number;
  state: FakeLlmState;
  configure(patch: Partial<Pick<FakeLlmState, 'mode' | 'latencyMs' | 'retryAfterSeconds' | 'script'>>): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeLlm(options: { port?: number; host?: string } = {}): Promise<FakeLlm> {
  let state = initialState();
  const hanging = new Set<ServerResponse>();

  const configure: FakeLlm['configure'] = (patch) => {
    state = { ...state, ...patch, script: patch.script ? [...patch.script] : state.script };
  };

  const server: Server = createServer(async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/__control') {
        configure(JSON.parse((await readBody(req)) || '{}'));
        return sendJson(res, 200, state);
      }
      if (req.method === 'POST' && req.url === '/__reset') {
        state = initialState();
        return sendJson(res, 200, state);
      }
      if (req.method === 'GET' && req.url === '/__stats') return sendJson(res, 200, state);
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        return sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      }

      const body = JSON.parse((await readBody(req)) || '{}');
      const tool = toolFromSchemaName(body.response_format?.json_schema?.name);
      state.calls += 1;
      state.byTool[tool ?? 'unknown'] = (state.byTool[tool ?? 'unknown'] ?? 0) + 1;
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      res.on('close', () => {
        state.inFlight -= 1;
        hanging.delete(res);
      });
      const mode = state.script.shift() ?? state.mode;
      if (mode === 'hang') {
        hanging.add(res); // never answered; the client's timeout must end it
        return;
      }
      if (state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
      if (mode === 'rate-limit' || (mode === 'rate-limit-half' && state.calls % 2 === 1)) {
        return sendJson(res, 429, { error: { message: 'Rate limit reached', type: 'rate_limit_error' } }, { 'Retry-After': String(state.retryAfterSeconds) });
      }
      if (mode === 'server-error') return sendJson(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
      if (mode === 'bad-request') return sendJson(res, 400, { error: { message: 'Invalid schema for response_format', type: 'invalid_request_error' } });
      if (!tool) return sendJson(res, 400, { error: { message: 'response_format.json_schema.name must name a tool', type: 'invalid_request_error' } });

      const content = JSON.stringify(demoResult(tool, requestFromMessages(body.messages, tool)));
      const model = String(body.model ?? 'fake-model');
      if (mode === 'invalid-json') return sendJson(res, 200, completion(model, `Sure! Here is your result: ${content.slice(0, 40)}`, 'stop'));
      if (mode === 'truncated') return sendJson(res, 200, completion(model, content.slice(0, Math.floor(content.length / 2)), 'length'));
      return sendJson(res, 200, completion(model, content, 'stop'));
    } catch (error) {
      sendJson(res, 500, { error: { message: error instanceof Error ? error.message : 'fake server error', type: 'server_error' } });
    }
  });
  server.keepAliveTimeout = 60_000;

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    get state() {
      return state;
    },
    configure,
    reset: () => {
      state = initialState();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Change a fake running in another process. */
export async function controlFakeLlm(url: string, patch: Record<string, unknown>): Promise<FakeLlmState> {
  const base = url.replace(/\/v1\/?$/, '');
  const res = await fetch(`${base}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(patch) });
  return (await res.json()) as FakeLlmState;
}
