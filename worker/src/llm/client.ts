// One structured-output call through the openai SDK. The SDK's own retries are off: the retry
// layer is ours (retry.ts), so every attempt is counted, logged and bounded.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { LlmError } from './errors.ts';

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
}

// The JSON schema sent with every call depends only on the result schema: build it once per tool
// (the zod → JSON Schema conversion costs about half a millisecond of CPU per call).
const responseFormats = new WeakMap<z.ZodType, ReturnType<typeof zodResponseFormat>>();
function responseFormatFor(schema: z.ZodType, name: string) {
  let format = responseFormats.get(schema);
  if (format?.json_schema.name !== name) {
    format = zodResponseFormat(schema, name);
    responseFormats.set(schema, format);
  }
  return format;
}

export function createLlmClient(options: LlmClientOptions) {
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'not-set',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    maxRetries: 0,
    timeout: options.timeoutMs,
  });

  return {
    model: options.model,
    async call<S extends z.ZodType>(args: {
      schema: S;
      schemaName: string;
      system: string;
      user: string;
      signal?: AbortSignal;
      /** Shorter than LLM_TIMEOUT_MS when the job's deadline is nearer. */
      timeoutMs?: number;
    }): Promise<LlmCallResult<z.output<S>>> {
      const timeout = AbortSignal.timeout(Math.max(1, Math.min(options.timeoutMs, args.timeoutMs ?? options.timeoutMs)));
      const signal = args.signal ? AbortSignal.any([args.signal, timeout]) : timeout;
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: args.system },
              { role: 'user', content: args.user },
            ],
            response_format: responseFormatFor(args.schema, args.schemaName),
          },
          { signal },
        );
      } catch (error) {
        throw args.signal?.aborted ? new LlmError('cancelled', 'The AI call was cancelled') : classify(error, timeout.aborted);
      }
      const choice = completion.choices[0];
      const usage = { inputTokens: completion.usage?.prompt_tokens ?? null, outputTokens: completion.usage?.completion_tokens ?? null };
      if (!choice) throw new LlmError('invalid_json', 'The AI service returned no choices');
      if (choice.message.refusal) throw new LlmError('refusal', 'The AI service declined the request');
      if (choice.finish_reason === 'length') throw new LlmError('truncated', 'The AI answer was cut off');
      let json: unknown;
      try {
        json = JSON.parse(choice.message.content ?? '');
      } catch {
        throw new LlmError('invalid_json', 'The AI answer was not valid JSON');
      }
      const parsed = args.schema.safeParse(json);
      if (!parsed.success) throw new LlmError('schema', 'The AI answer did not match the expected structure');
      return { value: parsed.data, ...usage };
    },
  };
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
