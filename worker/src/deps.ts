// What the worker's parts need, in one place, so processor.ts and worker.ts depend on this module
// and never on each other.
import type { Knex } from '@growth-suite/db';
import type { GenerationEventPublisher } from '@growth-suite/server';
import type { WorkerConfig } from './env.ts';
import type { CallJournal } from './llm/journal.ts';
import type { Logger } from './logger.ts';
import type { WorkerMetrics } from './metrics.ts';

export interface WorkerDeps {
  config: WorkerConfig;
  knex: Knex;
  logger: Logger;
  metrics: WorkerMetrics;
  /** The live channel of each job: started, partial results, and how it ended. */
  events: GenerationEventPublisher;
  /** The durable record of each LLM call, flushed to MySQL's llm_calls. */
  journal: CallJournal;
}
