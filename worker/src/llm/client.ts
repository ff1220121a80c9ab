// One structured-output call through the openai SDK, streamed so the result can be shown as it is
// written. The SDK's own retries are off: the retry layer is ours (retry.ts), so every attempt is
// counted, logged and bounded.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { StructuredOutputMode } from '@growth-suite/shared';
import { setOutcome, SpanKind, withSpan } from '@growth-suite/telemetry';
import { Allow, parse as parsePartialJson } from 'partial-json';
import type { z } from 'zod';
import { LlmError } from './errors.ts';
import { describeIssues, extractJson, repairMessage, responseFormatFor, schemaInstructions } from './structured.ts';

export interface LlmCallResult<T> {
  value: T;
  inputTokens: number | null;
  outputTokens: number | null;
}

export interface LlmClientOptions {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
  /** How to ask for JSON (LLM_STRUCTURED_OUTPUT). */
  structuredOutput?: StructuredOutputMode;
  /** Stream answers (LLM_STREAM); off for servers that cannot. */
  stream?: boolean;
}

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
interface Answer {
  content: string;
  refusal: string | null;
  finishReason: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
}

interface CallArgs<S extends z.ZodType> {
  schema: S;
  schemaName: string;
  system: string;
  user: string;
  signal?: AbortSignal;
  /** Shorter than LLM_TIMEOUT_MS when the job's deadline is nearer. */
  timeoutMs?: number;
  /** The answer grew: `read` parses it so far (not yet validated); call it only when needed. */
  onPartial?: (read: () => unknown) => void;
}

// Strings may be cut mid-word (the screen shows them as they are written); a number or a literal
// only counts once complete, so a score never reads 7 on its way to 71.
const PARTIAL_ALLOW = Allow.STR | Allow.OBJ | Allow.ARR;

/** The value a growing JSON answer holds so far, or undefined while there is none. */
export function parseGrowingJson(content: string): unknown {
  const text = extractJson(content);
  if (!text.startsWith('{')) return undefined;
  try {
    return parsePartialJson(text, PARTIAL_ALLOW);
  } catch {
    return undefined;
  }
}

export function createLlmClient(options: LlmClientOptions) {
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'not-set',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    maxRetries: 0,
    timeout: options.timeoutMs,
  });
  const mode = options.structuredOutput ?? 'json_schema';
  const streaming = options.stream ?? true;

  /** One HTTP call: streamed (reporting the growing JSON to `onContent`) or not. */
  async function complete(messages: Message[], responseFormat: ReturnType<typeof responseFormatFor>, signal: AbortSignal, onContent?: (content: string) => void): Promise<Answer> {
    const body = { model: options.model, messages, ...(responseFormat ? { response_format: responseFormat } : {}) };
    if (!streaming) {
      const completion = await client.chat.completions.create(body, { signal });
      const choice = completion.choices[0];
      if (!choice) throw new LlmError('invalid_json', 'The AI service returned no choices');
      return {
        content: choice.message.content ?? '',
        refusal: choice.message.refusal ?? null,
        finishReason: choice.finish_reason,
        inputTokens: completion.usage?.prompt_tokens ?? null,
        outputTokens: completion.usage?.completion_tokens ?? null,
      };
    }
    const stream = await client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } }, { signal });
    const answer: Answer = { content: '', refusal: null, finishReason: null, inputTokens: null, outputTokens: null };
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      if (chunk.usage) {
        answer.inputTokens = chunk.usage.prompt_tokens ?? null;
        answer.outputTokens = chunk.usage.completion_tokens ?? null;
      }
      if (!choice) continue;
      if (choice.delta?.refusal) answer.refusal = (answer.refusal ?? '') + choice.delta.refusal;
      if (choice.finish_reason) answer.finishReason = choice.finish_reason;
      const delta = choice.delta?.content;
      if (delta) {
        answer.content += delta;
        onContent?.(answer.content);
      }
    }
    return answer;
  }

  /** One call (and, in the lenient modes, its one repair), validated against `schema`. */
  async function call<S extends z.ZodType>(args: CallArgs<S>): Promise<LlmCallResult<z.output<S>>> {
    const timeout = AbortSignal.timeout(Math.max(1, Math.min(options.timeoutMs, args.timeoutMs ?? options.timeoutMs)));
    const signal = args.signal ? AbortSignal.any([args.signal, timeout]) : timeout;
    const responseFormat = responseFormatFor(mode, args.schema, args.schemaName);
    const messages: Message[] = [
      { role: 'system', content: args.system + schemaInstructions(mode, args.schema, args.schemaName) },
      { role: 'user', content: args.user },
    ];
    const onContent = args.onPartial ? (content: string) => args.onPartial!(() => parseGrowingJson(content)) : undefined;
    const tokens = { inputTokens: null as number | null, outputTokens: null as number | null };
    const ask = async (conversation: Message[], report?: (content: string) => void) => {
      try {
        const answer = await complete(conversation, responseFormat, signal, report);
        // An aborted stream can simply stop (no error): its answer is cut short, not invalid.
        if (signal.aborted) throw new APIUserAbortError();
        if (answer.inputTokens !== null) tokens.inputTokens = (tokens.inputTokens ?? 0) + answer.inputTokens;
        if (answer.outputTokens !== null) tokens.outputTokens = (tokens.outputTokens ?? 0) + answer.outputTokens;
        return answer;
      } catch (error) {
        throw args.signal?.aborted ? new LlmError('cancelled', 'The AI call was cancelled') : classify(error, timeout.aborted);
      }
    };

    const answer = await ask(messages, onContent);
    let checked = check(args.schema, answer);
    // The lenient modes have no server-side guarantee of the shape: say what was wrong, once.
    if (!checked.ok && checked.error.kind !== 'refusal' && checked.error.kind !== 'truncated' && mode !== 'json_schema') {
      const repaired = await ask([...messages, { role: 'assistant', content: answer.content }, { role: 'user', content: repairMessage(checked.problem) }]);
      checked = check(args.schema, repaired);
    }
    if (!checked.ok) throw checked.error;
    return { value: checked.value, ...tokens };
  }

  return {
    model: options.model,
    mode,
    call: <S extends z.ZodType>(args: CallArgs<S>) => traced(options.model, streaming, args.schemaName, () => call(args)),
  };
}

/**
 * The call as a span (OpenTelemetry's gen_ai conventions): the model, the tokens used and the outcome
 * (ok; retry: a failure the retry layer may try again; error), with the failure's kind as `error.type`.
 * Never the prompt, the answer or an error message (which can quote either).
 */
function traced<T extends { inputTokens: number | null; outputTokens: number | null }>(model: string, streamed: boolean, schemaName: string, run: () => Promise<T>): Promise<T> {
  const attributes = { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': model, 'gs.llm.schema': schemaName, 'gs.llm.streamed': streamed };
  return withSpan(`chat ${model}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      const result = await run();
      if (result.inputTokens !== null) span?.setAttribute('gen_ai.usage.input_tokens', result.inputTokens);
      if (result.outputTokens !== null) span?.setAttribute('gen_ai.usage.output_tokens', result.outputTokens);
      setOutcome(span, 'ok');
      return result;
    } catch (error) {
      const retryable = error instanceof LlmError && error.retryable;
      setOutcome(span, retryable ? 'retry' : 'error', error instanceof LlmError ? error.kind : 'unknown');
      throw error;
    }
  });
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: LlmError; problem: string };

/** The answer validated: refusals, cut-off answers, text that is not JSON and JSON of the wrong shape fail. */
function check<S extends z.ZodType>(schema: S, answer: Answer): Checked<z.output<S>> {
  if (answer.refusal) return { ok: false, error: new LlmError('refusal', 'The AI service declined the request'), problem: 'refused' };
  if (answer.finishReason === 'length') return { ok: false, error: new LlmError('truncated', 'The AI answer was cut off'), problem: 'cut off' };
  let json: unknown;
  try {
    json = JSON.parse(extractJson(answer.content));
  } catch {
    return { ok: false, error: new LlmError('invalid_json', 'The AI answer was not valid JSON'), problem: 'it was not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, error: new LlmError('schema', 'The AI answer did not match the expected structure'), problem: `it did not match the schema (${describeIssues(parsed.error)})` };
  }
  return { ok: true, value: parsed.data };
}

export type LlmClient = ReturnType<typeof createLlmClient>;

function classify(error: unknown, timedOut: boolean): LlmError {
  if (error instanceof LlmError) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError) return new LlmError('timeout', 'The AI service did not answer in time');
  if (error instanceof APIUserAbortError) return new LlmError('timeout', 'The AI call was aborted');
  if (error instanceof APIConnectionError) return new LlmError('network', 'Cannot reach the AI service');
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if (status === 429) return new LlmError('rate_limit', 'The AI service is rate limiting us', retryAfterMs(error.headers));
    if (status === 401 || status === 403) return new LlmError('auth', 'The AI service refused the API key');
    if (status >= 500) return new LlmError('server', `The AI service failed (${status})`);
    return new LlmError('bad_request', `The AI service rejected the request (${status})`);
  }
  return new LlmError('network', 'The AI call failed');
}

/** Retry-After in seconds or as an HTTP date; also OpenAI's retry-after-ms. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}
