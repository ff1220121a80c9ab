// A fake OpenAI-compatible server: POST /v1/chat/completions answers with schema-valid JSON for
// the tool named by `response_format.json_schema.name` (or, in the lenient structured-output modes,
// by the schema name the system prompt quotes), built from the request the prompt carries between
// <request> tags. It is the only test double in the repo: the worker talks to it through the real
// openai SDK (OPENAI_BASE_URL). With `stream: true` it streams the answer as chat.completion.chunk
// events, `firstTokenMs` after the request and one chunk of `chunkChars` characters every
// `tokenDelayMs`. Without a response_format (the `prompt` mode) it answers the way local models
// often do: the JSON inside a code fence after a line of prose.
// A call for one part of a result (schema name `<tool>_part`, DESIGN §10) answers `{"part": …}`: the
// demo provider's rewrite of the part the prompt's <refine> element names, in the <result> it carries.
//
// Behaviour is switched at run time, also from other processes, with POST /__control:
//   { "latencyMs": 500, "mode": "ok" | "rate-limit" | "server-error" | "hang" | "invalid-json"
//     | "truncated" | "bad-request" | "wrong-shape" (valid JSON, wrong structure)
//     | "rate-limit-half" (every other call is a 429), "retryAfterSeconds": 1, "script": ["rate-limit", "ok"],
//     "firstTokenMs": 200, "tokenDelayMs": 20, "chunkChars": 12 }
// `failTools: ["<slug>", …]` answers every call for those tools 400 (a failure the worker does not
// retry), whatever the mode: one step of a flow fails, the others run.
// `script` is a queue of modes for the next calls, then `mode` applies again. `answers` is a queue of
// answers (JSON texts) for the next calls, in place of the demo's: a test scripts what "the model"
// says, an invented fact say, and the product's checks of it are tested.
// GET /__stats → { calls, byTool, inFlight, maxInFlight }; POST /__reset clears counters and modes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SAMPLE_REQUESTS, demoResult, fakeModelRefine } from '@growth-suite/shared/demo';
import { parseRefineBlock, parseRequestBlock, toolFromPartSchemaName, toolFromSchemaName, TOOLS, type ToolSlug } from '@growth-suite/shared';

export const FAKE_MODES = ['ok', 'rate-limit', 'rate-limit-half', 'server-error', 'hang', 'invalid-json', 'truncated', 'bad-request', 'wrong-shape'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

export interface FakeLlmState {
  mode: FakeMode;
  latencyMs: number;
  retryAfterSeconds: number;
  script: FakeMode[];
  /** Answers (JSON texts) the next calls give instead of the demo's, first first. */
  answers: string[];
  /** Tools whose calls all fail (400). */
  failTools: string[];
  /** Streaming: the wait before the first chunk, between chunks, and each chunk's size. */
  firstTokenMs: number;
  tokenDelayMs: number;
  chunkChars: number;
  calls: number;
  /** Calls that asked to stream, and the structured-output kind of each call (json_schema, json_object, prompt). */
  streamed: number;
  byFormat: Record<string, number>;
  /** When (epoch ms) each streamed answer's first token was sent, the newest last (the last 1,000). */
  firstTokenAt: number[];
  byTool: Record<string, number>;
  inFlight: number;
  maxInFlight: number;
}

const initialState = (): FakeLlmState => ({
  mode: 'ok',
  latencyMs: 0,
  retryAfterSeconds: 1,
  script: [],
  answers: [],
  failTools: [],
  firstTokenMs: 0,
  tokenDelayMs: 0,
  chunkChars: 16,
  calls: 0,
  streamed: 0,
  byFormat: {},
  firstTokenAt: [],
  byTool: {},
  inFlight: 0,
  maxInFlight: 0,
});

const promptOf = (messages: unknown) => (Array.isArray(messages) ? messages.map((m) => (typeof m?.content === 'string' ? m.content : '')).join('\n') : '');

function requestFromMessages(messages: unknown, tool: ToolSlug): unknown {
  const text = promptOf(messages);
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

/**
 * The tool a call is for, and whether it asks for one part: the strict schema's name, or the schema
 * name a lenient prompt quotes.
 */
function toolOfCall(body: { response_format?: { json_schema?: { name?: unknown } }; messages?: unknown }): { tool: ToolSlug; part: boolean } | null {
  const name = body.response_format?.json_schema?.name ?? /JSON Schema "([a-z_]+)"/.exec(promptOf(body.messages))?.[1];
  const part = toolFromPartSchemaName(name);
  if (part) return { tool: part, part: true };
  const tool = toolFromSchemaName(name);
  return tool ? { tool, part: false } : null;
}

/** The answer's JSON: a part call's `{part}` (null when the prompt names no part of its result), or a whole result. */
function answerFor(call: { tool: ToolSlug; part: boolean }, messages: unknown): string | null {
  if (!call.part) return JSON.stringify(demoResult(call.tool, requestFromMessages(messages, call.tool)));
  const refine = parseRefineBlock(promptOf(messages));
  if (!refine) return null;
  try {
    return JSON.stringify({ part: fakeModelRefine(call.tool, refine) });
  } catch {
    return null; // no such part in that result
  }
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Server-Sent Events as the OpenAI API streams them: chunks, a finish chunk, usage, [DONE]. */
async function streamCompletion(res: ServerResponse, model: string, content: string, finishReason: 'stop' | 'length', state: FakeLlmState, includeUsage: boolean) {
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const send = (choices: unknown[], extra: object = {}) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`);
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  await sleep(state.firstTokenMs);
  send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  const size = Math.max(1, state.chunkChars);
  for (let at = 0; at < content.length; at += size) {
    if (res.destroyed) return; // the client hung up (cancelled or timed out)
    if (at > 0) await sleep(state.tokenDelayMs);
    send([{ index: 0, delta: { content: content.slice(at, at + size) }, finish_reason: null }]);
    if (at === 0) state.firstTokenAt = [...state.firstTokenAt.slice(-999), Date.now()];
  }
  if (res.destroyed) return;
  send([{ index: 0, delta: {}, finish_reason: finishReason }]);
  if (includeUsage) send([], { usage: { prompt_tokens: 250, completion_tokens: Math.ceil(content.length / 4), total_tokens: 250 + Math.ceil(content.length / 4) } });
  res.end('data: [DONE]\n\n');
}

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
  configure(patch: Partial<Pick<FakeLlmState, 'mode' | 'latencyMs' | 'retryAfterSeconds' | 'script' | 'answers' | 'failTools' | 'firstTokenMs' | 'tokenDelayMs' | 'chunkChars'>>): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeLlm(options: { port?: number; host?: string } = {}): Promise<FakeLlm> {
  let state = initialState();
  const hanging = new Set<ServerResponse>();

  const configure: FakeLlm['configure'] = (patch) => {
    state = { ...state, ...patch, script: patch.script ? [...patch.script] : state.script, answers: patch.answers ? [...patch.answers] : state.answers };
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
      const call = toolOfCall(body);
      const format = String(body.response_format?.type ?? 'prompt');
      state.calls += 1;
      state.byFormat[format] = (state.byFormat[format] ?? 0) + 1;
      if (body.stream === true) state.streamed += 1;
      const counted = call ? `${call.tool}${call.part ? ':part' : ''}` : 'unknown';
      state.byTool[counted] = (state.byTool[counted] ?? 0) + 1;
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      res.on('close', () => {
        state.inFlight -= 1;
        hanging.delete(res);
      });
      const mode = call && state.failTools.includes(call.tool) ? 'bad-request' : (state.script.shift() ?? state.mode);
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
      if (!call) return sendJson(res, 400, { error: { message: 'response_format.json_schema.name (or a JSON Schema "<name>" in the prompt) must name a tool', type: 'invalid_request_error' } });
      const json = state.answers.shift() ?? answerFor(call, body.messages);
      if (json === null) return sendJson(res, 400, { error: { message: 'A part call needs a <result> and a <refine> element naming one of its parts', type: 'invalid_request_error' } });

      const model = String(body.model ?? 'fake-model');
      let content = format === 'prompt' ? `Here is the JSON you asked for:\n\n\`\`\`json\n${json}\n\`\`\`` : json;
      let finish: 'stop' | 'length' = 'stop';
      if (mode === 'invalid-json') content = `Sure! Here is your result: ${json.slice(0, 40)}`;
      if (mode === 'wrong-shape') content = JSON.stringify({ result: JSON.parse(json) });
      if (mode === 'truncated') {
        content = json.slice(0, Math.floor(json.length / 2));
        finish = 'length';
      }
      if (body.stream === true) return await streamCompletion(res, model, content, finish, state, body.stream_options?.include_usage === true);
      return sendJson(res, 200, completion(model, content, finish));
    } catch (error) {
      if (res.headersSent) return void res.destroy();
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
