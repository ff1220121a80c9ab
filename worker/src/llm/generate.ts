// Turns a validated request into a validated result: the tool's prompt, the LLM (or the demo
// provider) and the retry layer. Every attempt is journalled before it starts and when it ends
// (`context.journal`, see journal.ts), so the record of a paid call survives whatever happens to
// the job; `context.calls` also receives each one (the benchmark's in-process baseline uses it).
import type { LlmCall } from '@growth-suite/db';
import { toolSchemaName, TOOLS, type ToolSlug } from '@growth-suite/shared';
import { demoResult } from '@growth-suite/shared/demo';
import type { WorkerConfig } from '../env.ts';
import { generatorFor } from '../generators/index.ts';
import type { Logger } from '../logger.ts';
import type { WorkerMetrics } from '../metrics.ts';
import { createLlmClient, parseGrowingJson } from './client.ts';
import { LlmError } from './errors.ts';
import type { CallJournal } from './journal.ts';
import { withRetries } from './retry.ts';

export interface Generated {
  results: unknown;
  provider: 'openai' | 'demo';
  model: string;
  /** The prompt that produced the result, stored with it (`<tool>@<n>`, or `demo`). */
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

export function createGenerate({ config, logger, metrics }: { config: WorkerConfig; logger: Logger; metrics: WorkerMetrics }) {
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

  return async function generate(tool: ToolSlug, request: unknown, context: GenerateContext): Promise<Generated> {
    if (!client) {
      const results = TOOLS[tool].resultSchema.parse(demoResult(tool, request));
      // Offline use looks like the real thing: the canned answer is "written" over DEMO_STREAM_MS.
      if (context.onPartial && config.demoStreamMs > 0) await streamDemo(JSON.stringify(results), config.demoStreamMs, context.onPartial, context.signal);
      return { results, provider: 'demo', model: 'demo', promptVersion: 'demo' };
    }
    const generator = generatorFor(tool);
    const deadlineAt = context.deadlineAt;
    let tokens: { inputTokens: number | null; outputTokens: number | null } = { inputTokens: null, outputTokens: null };
    let callId: string | undefined;
    const results = await withRetries(
      { ...config.retry, ...(deadlineAt !== undefined ? { deadlineAt } : {}) },
      async () => {
        callId = undefined; // set below once this attempt's request is on record
        const timeoutMs = deadlineAt === undefined ? config.llmTimeoutMs : Math.min(config.llmTimeoutMs, deadlineAt - Date.now());
        if (context.signal?.aborted) throw new LlmError('cancelled', 'The job was cancelled');
        if (timeoutMs <= 0) throw new LlmError('timeout', 'No time left before the job deadline');
        // No request goes out (none is paid) unless it is on record first.
        callId = await context.journal?.start({ jobId: context.jobId, tool, provider: 'openai', model: client.model }, timeoutMs);
        const answer = await client.call({
          schema: TOOLS[tool].resultSchema,
          schemaName: toolSchemaName(tool),
          system: generator.system,
          user: generator.user(request),
          timeoutMs,
          ...(context.signal ? { signal: context.signal } : {}),
          ...(context.onPartial ? { onPartial: context.onPartial } : {}),
        });
        tokens = { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens };
        return answer.value;
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
    return { results, provider: 'openai', model: client.model, promptVersion: generator.promptVersion };
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
