import type { Knex, Scope, UserRecord } from '@growth-suite/db';
import type { Redis } from 'ioredis';
import type { Config } from './env.ts';
import type { GenerationQueue } from './lib/generationQueue.ts';
import type { RenderQueue } from './lib/renderQueue.ts';
import type { MailQueue } from './lib/mailQueue.ts';
import type { ApiMetrics } from './lib/metrics.ts';
import type { SettingsCache } from './lib/publicSettings.ts';
import type { Logger } from './lib/logger.ts';

/** What createApp needs from the outside world; tests pass real ones against their own database. */
export interface AppDeps {
  config: Config;
  knex: Knex;
  redis: Redis;
  logger: Logger;
  generation: GenerationQueue;
  /** Word and PDF exports, drawn on the workers. */
  render: RenderQueue;
  /** Messages to send (DESIGN §11), through the outbox and the `mail` queue. */
  mail: MailQueue;
  /** Made by createApp when not given; index.ts passes its own to serve them. */
  metrics?: ApiMetrics;
  /** Made by createApp when not given (a test may pass its own). */
  settingsCache?: SettingsCache;
}

export interface AppState {
  /** Ties one request's log lines together (X-Request-Id). Not the Idempotency-Key, which is `requestId`. */
  correlationId: string;
  log: Logger;
  /** The signed-in user (loaded from MySQL on each request), if any. */
  user?: UserRecord;
  /** The user's personal workspace, read with the user: a request naming no workspace is scoped to it. */
  personalWorkspaceId?: number;
  /** A workspace route's workspace and the user's role in it (DESIGN §11), read by its access guard. */
  scope?: Scope;
}

declare module 'koa' {
  interface DefaultContext {
    session: (import('./lib/sessionStore.ts').SessionData & { regenerate(): Promise<void> }) | null;
  }
}
