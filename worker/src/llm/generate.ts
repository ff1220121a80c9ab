// Turns a validated request into a validated result (or, for a refinement, a saved result and a path
// into one new part): the tool's prompt, the LLM (or the demo provider) and the retry layer. Every attempt is journalled before it starts and when it ends
// (`context.journal`, see journal.ts), so the record of a paid call survives whatever happens to
// the job; `context.calls` also receives each one (the benchmark's in-process baseline uses it).
import type { LlmCall } from '@growth-suite/db';
import { settleResults, toolDefinition, toolSchemaName, TOOLS, type ResolvedPart, type ToolSlug } from '@growth-suite/shared';
import { demoRefine, demoResult } from '@growth-suite/shared/demo';
import type { z } from 'zod';
import type { WorkerConfig } from '../env.ts';
import { generatorFor } from '../generators/index.ts';
import { REFINE_PROMPT, refinePrompt, type RefineContext } from '../generators/refine.ts';
import type { Logger } from '../logger.ts';
import type { WorkerMetrics } from '../metrics.ts';
import { createLlmClient, parseGrowingJson } from './client.ts';
import { LlmError } from './errors.ts';
import type { CallJournal } from './journal.ts';
import { withRetries } from './retry.ts';

export interface Generated {
  results: unknown;
  /** `code`: a tool whose meta says `generator: 'code'` (its definition's `compute`, no model call). */
  provider: 'openai' | 'demo' | 'code';
  model: string;
  /** The prompt that produced the result, stored with it (`<tool>@<n>`, `demo`, or `<tool>@code`). */
  promptVersion: string;
}

export interface GenerateContext {
  jobId: string;
  signal?: AbortSignal;
  /** Epoch ms: no LLM attempt runs past it. */
  deadlineAt?: number;
  /** Receives one row per LLM attempt, failed ones included. */
  calls?: LlmCall[];
  /** Records each attempt durably: opened before the request goes out, closed with its outcome. */
  journal?: CallJournal;
  /** The answer grew: `read` parses it so far (see partials.ts for when, and what reaches the screen). */
  onPartial?: (read: () => unknown) => void;
}

/** One structured call: what to ask, how to check it, and the demo provider's answer. */
interface ModelCall<T> {
  schema: z.ZodType<T>;
  schemaName: string;
  system: string;
  user: string;
  promptVersion: string;
  /** The demo provider's answer (offline use), in the same shape. */
  demo: () => T;
  demoPromptVersion: string;
}

type Deps = { config: WorkerConfig; logger: Logger; metrics: WorkerMetrics };

/** A generation: the tool's whole result for a validated request. */
export function createGenerate(deps: Deps) {
  const call = createModelCall(deps);
  return async function generate(tool: ToolSlug, request: unknown, context: GenerateContext): Promise<Generated> {
    const { compute } = toolDefinition(tool);
    // Worked out by code: no model, so nothing to pay, journal or stream; the same save as any result.
    if (compute) return { results: settleResults(tool, request, compute(request)), provider: 'code', model: 'code', promptVersion: `${tool}@code` };
    const generator = generatorFor(tool);
    const resultSchema = TOOLS[tool].resultSchema as z.ZodType<unknown>;
    // A tool whose figures are code's asks the model for its words only (its own schema).
    const schema = generator.model?.schema ?? resultSchema;
    const answer = await call(
      tool,
      {
        schema,
        schemaName: toolSchemaName(tool),
        system: generator.system,
        user: generator.user(request),
        promptVersion: generator.promptVersion,
        demo: () => schema.parse(demoResult(tool, request)),
        demoPromptVersion: 'demo',
      },
      context,
    );
    const results = generator.model
      ? resultSchema.parse(generator.model.complete(request, answer.value))
      : generator.ground
        ? generator.ground(request, answer.value)
        : answer.value;
    // The tool's computed figures, as every write of results has them (the repository settles again).
    return { ...answer, results: settleResults(tool, request, results) };
  };
}

export interface RefineRequest extends RefineContext {
  part: ResolvedPart;
}

/** A refinement: one part of a saved result, rewritten (DESIGN §10). `results` is the new part. */
export function createRefine(deps: Deps) {
  const call = createModelCall(deps);
  return async function refine(tool: ToolSlug, input: RefineRequest, context: GenerateContext): Promise<Generated> {
    const prompt = refinePrompt(tool, input.part, input);
    const answer = await call(
      tool,
      {
        ...prompt,
        demo: () => prompt.schema.parse({ part: demoRefine(tool, input) }),
        demoPromptVersion: `demo/${REFINE_PROMPT}`,
      },
      context,
    );
    return { ...answer, results: answer.value.part };
  };
}

function createModelCall({ config, logger, metrics }: Deps) {
  const client =
    config.aiProvider === 'openai'
      ? createLlmClient({
          apiKey: config.openai.apiKey,
          baseURL: config.openai.baseURL,
          model: config.openai.model,
          timeoutMs: config.llmTimeoutMs,
          structuredOutput: config.structuredOutput,
          stream: config.llmStream,
        })
      : null;

  return async function callModel<T>(tool: ToolSlug, spec: ModelCall<T>, context: GenerateContext): Promise<Omit<Generated, 'results'> & { value: T }> {
    if (!client) {
      const value = spec.demo();
      // Offline use looks like the real thing: the canned answer is "written" over DEMO_STREAM_MS.
      if (context.onPartial && config.demoStreamMs > 0) await streamDemo(JSON.stringify(value), config.demoStreamMs, context.onPartial, context.signal);
      return { value, provider: 'demo', model: 'demo', promptVersion: spec.demoPromptVersion };
    }
    const deadlineAt = context.deadlineAt;
    let tokens: { inputTokens: number | null; outputTokens: number | null } = { inputTokens: null, outputTokens: null };
    let callId: string | undefined;
    const value = await withRetries(
      { ...config.retry, ...(deadlineAt !== undefined ? { deadlineAt } : {}) },
      async () => {
        callId = undefined; // set below once this attempt's request is on record
        const timeoutMs = deadlineAt === undefined ? config.llmTimeoutMs : Math.min(config.llmTimeoutMs, deadlineAt - Date.now());
        if (context.signal?.aborted) throw new LlmError('cancelled', 'The job was cancelled');
        if (timeoutMs <= 0) throw new LlmError('timeout', 'No time left before the job deadline');
        // No request goes out (none is paid) unless it is on record first.
        callId = await context.journal?.start({ jobId: context.jobId, tool, provider: 'openai', model: client.model }, timeoutMs);
        const answer = await client.call({
          schema: spec.schema,
          schemaName: spec.schemaName,
          system: spec.system,
          user: spec.user,
          timeoutMs,
          ...(context.signal ? { signal: context.signal } : {}),
          ...(context.onPartial ? { onPartial: context.onPartial } : {}),
        });
        tokens = { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens };
        return answer.value as T;
      },
      async ({ attempt, durationMs, error }) => {
        // The journal could not open the call, so it was never made: nothing to count or record.
        if (context.journal && callId === undefined) return;
        if (error) logger.warn({ jobId: context.jobId, tool, attempt, kind: error.kind }, 'LLM call failed');
        metrics.llmCalls.inc({ tool, outcome: error?.kind ?? 'ok' });
        if (!error) {
          metrics.llmTokens.inc({ tool, direction: 'input' }, tokens.inputTokens ?? 0);
          metrics.llmTokens.inc({ tool, direction: 'output' }, tokens.outputTokens ?? 0);
        }
        const call: LlmCall = {
          jobId: context.jobId,
          tool,
          provider: 'openai',
          model: client.model,
          status: error ? (error.kind === 'cancelled' ? 'cancelled' : 'error') : 'ok',
          durationMs,
          inputTokens: error ? null : tokens.inputTokens,
          outputTokens: error ? null : tokens.outputTokens,
          errorKind: error?.kind ?? null,
        };
        context.calls?.push(call);
        if (context.journal && callId !== undefined) await context.journal.finish(callId, call);
      },
    );
    return { value, provider: 'openai', model: client.model, promptVersion: spec.promptVersion };
  };
}

const DEMO_STEPS = 30;

/** Feeds the demo answer to `onPartial` in growing prefixes, like a streamed LLM answer. */
async function streamDemo(text: string, totalMs: number, onPartial: (read: () => unknown) => void, signal?: AbortSignal) {
  for (let step = 1; step <= DEMO_STEPS; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, totalMs / DEMO_STEPS));
    if (signal?.aborted) throw new LlmError('cancelled', 'The job was cancelled');
    const prefix = text.slice(0, Math.ceil((text.length * step) / DEMO_STEPS));
    onPartial(() => parseGrowingJson(prefix));
  }
}
