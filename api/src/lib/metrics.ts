// The API's metrics (served on METRICS_PORT, not on the public port): requests and latency by
// route, the generation queue by state, generation time by tool as the caller saw it, and the
// last hour of LLM tokens and errors from llm_calls.
import { Counter, createRegistry, Gauge, Histogram } from '@growth-suite/server';
import type { Knex } from '@growth-suite/db';
import type { GenerationQueue } from './generationQueue.ts';

export function createApiMetrics(deps: { knex: Knex; generation: GenerationQueue }) {
  const registry = createRegistry('api');
  const registers = [registry];
  const httpRequests = new Counter({ name: 'gs_http_requests_total', help: 'HTTP requests', labelNames: ['method', 'route', 'status'], registers });
  const httpDuration = new Histogram({
    name: 'gs_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers,
  });
  const generationDuration = new Histogram({
    name: 'gs_generation_duration_seconds',
    help: 'Generation time from request to answer, by tool and outcome',
    labelNames: ['tool', 'outcome'],
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 90, 120],
    registers,
  });
  new Gauge({
    name: 'gs_queue_jobs',
    help: 'Jobs in the generation queue by state',
    labelNames: ['state'],
    registers,
    async collect() {
      const counts = await deps.generation.queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed').catch(() => ({}));
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'gs_llm_tokens_last_hour',
    help: 'LLM tokens used in the last hour, by tool and direction',
    labelNames: ['tool', 'direction'],
    registers,
    async collect() {
      const rows: { tool: string; input: number | null; output: number | null }[] = await deps.knex('llm_calls')
        .where('created_at', '>', deps.knex.raw('NOW(3) - INTERVAL 1 HOUR'))
        .groupBy('tool')
        .select('tool', deps.knex.raw('SUM(input_tokens) AS input'), deps.knex.raw('SUM(output_tokens) AS output'))
        .catch(() => []);
      this.reset();
      for (const row of rows) {
        this.set({ tool: row.tool, direction: 'input' }, Number(row.input ?? 0));
        this.set({ tool: row.tool, direction: 'output' }, Number(row.output ?? 0));
      }
    },
  });
  new Gauge({
    name: 'gs_llm_errors_last_hour',
    help: 'Failed LLM calls in the last hour, by kind',
    labelNames: ['kind'],
    registers,
    async collect() {
      const rows: { kind: string; n: number }[] = await deps.knex('llm_calls')
        .where('status', 'error')
        .andWhere('created_at', '>', deps.knex.raw('NOW(3) - INTERVAL 1 HOUR'))
        .groupBy('error_kind')
        .select({ kind: 'error_kind' }, deps.knex.raw('COUNT(*) AS n'))
        .catch(() => []);
      this.reset();
      for (const row of rows) this.set({ kind: row.kind ?? 'unknown' }, Number(row.n));
    },
  });
  return { registry, httpRequests, httpDuration, generationDuration };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
