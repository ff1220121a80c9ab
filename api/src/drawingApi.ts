// The api inside a drawing thread (middleware/renderThread.mjs loads this): a drawn page's queries are
// answered there by this same app, built a second time with the thread's own MySQL and Redis connections,
// and asked in-process (lib/inject.ts) as the page's reader: their cookie, address and user agent. So the
// queries pass the same routes, session, permission checks and rate limits (kept in Redis, shared by
// every api process) as the browser's own requests, and none of it takes the api's event loop: there, a
// crowd of drawn pages cost every API request (bench/results/pages.md).
// What it has of the queues: the generation queue to read a reader's running jobs (not its events, which
// only a request waiting for its result listens to), and the mail queue (a client's first open of a sent
// page tells its consultants). Not the export queue (a page's queries draw no file), nor a web app to serve.
import { createKnex } from '@growth-suite/db';
import { createRedis } from '@growth-suite/server';
import { createApp } from './app.ts';
import type { Config } from './env.ts';
import { HttpError } from './errors.ts';
import { generationJobs, type GenerationQueue } from './lib/generationQueue.ts';
import { injector } from './lib/inject.ts';
import { createLogger } from './lib/logger.ts';
import { createMailQueue } from './lib/mailQueue.ts';
import { createSettingsCache } from './lib/publicSettings.ts';
import type { RenderQueue } from './lib/renderQueue.ts';
import type { Reader } from './middleware/renderPool.ts';

/** A drawing thread's MySQL connections: its pages' queries, a few at a time. */
const POOL_MAX = 4;

/**
 * `real`, and in place of the rest what a drawing has no use for: the app may name those parts as it is
 * built (each is this again), but any use of one is a 503, and the page draws that query loading.
 */
function notWhileDrawing<T extends object>(what: string, real: Partial<T> = {}): T {
  const refuse = () => {
    throw new HttpError(503, `The ${what} is not reached while a page is drawn`);
  };
  // Never a thenable: awaiting a part gives the part, it does not hang.
  const absent = (name: string | symbol) => (name === 'then' ? undefined : part);
  const part: object = new Proxy(function unavailable() {}, { get: (_target, name) => absent(name), apply: refuse, construct: refuse });
  return new Proxy(real, { get: (target, name) => (name in target ? Reflect.get(target, name) : absent(name)) }) as T;
}

export interface Answers {
  /** The app's answer to `method path` asked as `reader`: only GETs of /api/… are asked. */
  answer(path: string, method: string, reader: Reader): Promise<Response>;
  /** A setting changed (the api's thread said so): the next read asks the database. */
  forget(): void;
}

export async function createAnswers(config: Config): Promise<Answers> {
  const logger = createLogger(config.logLevel, { format: config.logFormat });
  const knex = createKnex(config.databaseUrl, { max: POOL_MAX });
  const redis = createRedis(config.redisUrl);
  redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'drawing thread: redis connection error'));
  // Down now is not down for good: the queries answer 503 meanwhile, and the pages draw them loading.
  await redis.connect().catch(() => {});
  const settingsCache = createSettingsCache(knex);
  const app = createApp(
    {
      config,
      knex,
      redis,
      logger,
      settingsCache,
      generation: notWhileDrawing<GenerationQueue>('generation events', generationJobs({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger })),
      render: notWhileDrawing<RenderQueue>('export queue'),
      mail: createMailQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger, knex, enabled: config.mail.enabled }),
    },
    { pages: false },
  );
  const inject = injector(app.callback());
  return {
    async answer(path, method, reader) {
      if (method !== 'GET' || !path.startsWith('/api/')) throw new Error(`server render: only GET /api/… (asked ${method} ${path})`);
      const answer = await inject({
        method: 'GET',
        url: path,
        remoteAddress: reader.address,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          ...(reader.host ? { host: reader.host } : {}),
          'x-forwarded-proto': reader.protocol,
          ...(reader.cookie ? { cookie: reader.cookie } : {}),
          ...(reader.userAgent ? { 'user-agent': reader.userAgent } : {}),
        },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (name === 'set-cookie' || value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers });
    },
    forget: () => settingsCache.forget(),
  };
}
