// The worker's own metrics: jobs in progress, job time by tool and outcome, LLM calls, tokens
// and errors. Served on WORKER_METRICS_PORT when set.
import { Counter, createRegistry, Gauge, Histogram } from '@growth-suite/server';

export function createWorkerMetrics() {
  const registry = createRegistry('worker');
  const registers = [registry];
  return {
    registry,
    activeJobs: new Gauge({ name: 'gs_worker_active_jobs', help: 'Jobs this worker is running', registers }),
    jobDuration: new Histogram({
      name: 'gs_worker_job_duration_seconds',
      help: 'Time to run one generation job, by tool and outcome',
      labelNames: ['tool', 'outcome'],
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 90, 120],
      registers,
    }),
    llmCalls: new Counter({ name: 'gs_llm_calls_total', help: 'LLM calls by tool and outcome (ok or error kind)', labelNames: ['tool', 'outcome'], registers }),
    llmTokens: new Counter({ name: 'gs_llm_tokens_total', help: 'LLM tokens by tool and direction', labelNames: ['tool', 'direction'], registers }),
  };
}

export type WorkerMetrics = ReturnType<typeof createWorkerMetrics>;
