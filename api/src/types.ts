import type { Knex } from '@growth-suite/db';
import type { Redis } from 'ioredis';
import type { Config } from './env.ts';
import type { Logger } from './lib/logger.ts';

/** What createApp needs from the outside world; tests pass real ones against their own database. */
export interface AppDeps {
  config: Config;
  knex: Knex;
  redis: Redis;
  logger: Logger;
}

export interface AppState {
  requestId: string;
  log: Logger;
}
