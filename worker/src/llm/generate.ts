// Turns a validated request into a validated result: the tool's prompt, the LLM (or the demo
// provider), the retry layer, and one llm_calls row per attempt.
import { insertLlmCall, type Knex } from '@growth-suite/db';
import { TOOLS, type ToolSlug } from '@growth-suite/shared';
import { demoResult } from '@growth-suite/shared/demo';
import type { WorkerConfig } from '../env.ts';
import { GENERATORS } from '../generators/index.ts';
import type { Logger } from '../logger.ts';
import type { WorkerMetrics } from '../metrics.ts';
import { createLlmClient } from './client.ts';
import { withRetries } from './retry.ts';

export interface Generated {
  results: unknown;
  provider: 'openai' | 'demo';
  model: string;
}

export function createGenerate({ config, knex, logger, metrics }: { config: WorkerConfig; knex: Knex; logger: Logger; metrics: WorkerMetrics }) {
  const client =
    config.aiProvider === 'openai'
      ? createLlmClient({ apiKey: config.openai.apiKey, baseURL: config.openai.baseURL, model: config.openai.model, timeoutMs: config.llmTimeoutMs })
      : null;

  return async function generate(tool: ToolSlug, request: unknown, context: { jobId: string; signal?: AbortSignal }): Promise<Generated> {
    if (!client) {
      const results = TOOLS[tool].resultSchema.parse(demoResult(tool, request));
      return { results, provider: 'demo', model: 'demo' };
    }
    const generator = GENERATORS[tool];
    let tokens: { inputTokens: number | null; outputTokens: number | null } = { inputTokens: null, outputTokens: null };
    const results = await withRetries(
      config.retry,
      async () => {
        const answer = await client.call({
          schema: TOOLS[tool].resultSchema,
          schemaName: tool.replace(/-/g, '_'),
          system: generator.system,
          user: generator.user(request as never),
          ...(context.signal ? { signal: context.signal } : {}),
        });
        tokens = { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens };
        return answer.value;
      },
      async ({ attempt, durationMs, error }) => {
        if (error) logger.warn({ jobId: context.jobId, tool, attempt, kind: error.kind }, 'LLM call failed');
        metrics.llmCalls.inc({ tool, outcome: error?.kind ?? 'ok' });
        if (!error) {
          metrics.llmTokens.inc({ tool, direction: 'input' }, tokens.inputTokens ?? 0);
          metrics.llmTokens.inc({ tool, direction: 'output' }, tokens.outputTokens ?? 0);
        }
        await insertLlmCall(knex, {
          jobId: context.jobId,
          tool,
          provider: 'openai',
          model: client.model,
          status: error ? 'error' : 'ok',
          durationMs,
          inputTokens: error ? null : tokens.inputTokens,
          outputTokens: error ? null : tokens.outputTokens,
          errorKind: error?.kind ?? null,
        }).catch((dbError: unknown) => logger.error({ err: String(dbError) }, 'could not record the LLM call'));
      },
    );
    return { results, provider: 'openai', model: client.model };
  };
}
