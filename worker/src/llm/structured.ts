// How a call asks an OpenAI-compatible server for JSON, per LLM_STRUCTURED_OUTPUT (DESIGN §9):
// - json_schema: strict structured output (OpenAI, Azure OpenAI, and servers that implement it fully);
// - json_object: JSON mode, with the JSON Schema in the system prompt (many gateways and hosted models);
// - prompt: nothing but the prompt (local runtimes and servers that support neither).
// The lenient modes' answers are validated with zod like any other, and get one repair attempt.
import type { StructuredOutputMode } from '@growth-suite/shared';
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';

type ResponseFormat = OpenAI.Chat.Completions.ChatCompletionCreateParams['response_format'];

// The JSON schema sent with every call depends only on the result schema: build it once per tool
// (the zod → JSON Schema conversion costs about half a millisecond of CPU per call).
const strictFormats = new WeakMap<z.ZodType, ReturnType<typeof zodResponseFormat>>();
const schemaTexts = new WeakMap<z.ZodType, string>();

export function responseFormatFor(mode: StructuredOutputMode, schema: z.ZodType, name: string): ResponseFormat | undefined {
  if (mode === 'json_object') return { type: 'json_object' };
  if (mode === 'prompt') return undefined;
  let format = strictFormats.get(schema);
  if (format?.json_schema.name !== name) {
    format = zodResponseFormat(schema, name);
    strictFormats.set(schema, format);
  }
  return format;
}

/** What the lenient modes add to the system prompt: the schema itself, and how to answer. */
export function schemaInstructions(mode: StructuredOutputMode, schema: z.ZodType, name: string): string {
  if (mode === 'json_schema') return '';
  let text = schemaTexts.get(schema);
  if (!text) {
    text = JSON.stringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }));
    schemaTexts.set(schema, text);
  }
  return `\n\nAnswer with one JSON object and nothing else: no prose, no code fences. It must match the JSON Schema "${name}":\n${text}`;
}

/**
 * The JSON text in an answer: as it is, or (models without a JSON mode often add them) inside a code
 * fence or after a line of prose — from the first `{` to the last `}`.
 */
export function extractJson(content: string): string {
  const trimmed = content.trim();
  if (trimmed.startsWith('{')) return trimmed;
  const fenced = /```(?:json)?\s*([\s\S]*?)(?:```|$)/i.exec(trimmed)?.[1];
  if (fenced?.trim().startsWith('{')) return fenced.trim();
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  return start >= 0 ? trimmed.slice(start, end > start ? end + 1 : undefined) : trimmed;
}

/** The follow-up message of a repair attempt: what was wrong, and what to send instead. */
export function repairMessage(problem: string): string {
  return `That answer could not be used: ${problem}. Reply with the corrected JSON object only, matching the schema exactly.`;
}

/** A short, model-readable list of what failed validation (paths and messages, no values). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
