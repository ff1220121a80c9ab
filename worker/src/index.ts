// The worker process: connect MySQL and Redis, run the generation worker, drain on SIGTERM.
// Scale by starting more of these (or raising WORKER_REPLICAS in docker-compose).
import { hostname } from 'node:os';
import { checkDatabase, createKnex, DatabaseConfigError } from '@growth-suite/db';
import { ConfigError, connectRedis, createRedis, loadDotEnv, readRedisFacts, redisPolicyWarnings, serveMetrics } from '@growth-suite/server';
import { createWorkerMetrics } from './metrics.ts';
import { loadConfig } from './env.ts';
import { createLogger } from './logger.ts';
import { startPackWorker } from './pack.ts';
import { startRenderWorker } from './render.ts';
import { startMailWorker } from './mail.ts';
import { startScans } from './scans.ts';
import { startWorker } from './worker.ts';
import { startTracing } from '@growth-suite/telemetry';

async function main() {
  loadDotEnv();
  // Before the database client exists (a no-op unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
  const tracing = await startTracing('growth-suite-worker');
  const config = loadConfig();
  const workerId = `${hostname()}-${process.pid}`;
  const logger = createLogger(config.logLevel, { workerId }, { format: config.logFormat });

  const knex = createKnex(config.databaseUrl, { max: Math.min(config.concurrency + 2, 20) });
  await checkDatabase(knex);
  const facts = await checkRedis(config.redisUrl);
  for (const warning of facts ? redisPolicyWarnings(facts, { production: config.env === 'production' }) : []) logger.warn(`REDIS CONFIGURATION: ${warning}`);

  const metrics = createWorkerMetrics();
  const metricsServer = await serveMetrics(metrics.registry, config.metrics).catch((error: Error) => {
    logger.warn({ err: error.message }, `metrics are off: cannot listen on ${config.metrics.host}:${config.metrics.port}`);
    return null;
  });
  if (metricsServer) logger.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  const running = startWorker({ config, knex, logger, metrics });
  const render = startRenderWorker({ config, logger });
  const packs = startPackWorker({ config, knex, logger });
  // The mail worker's own connection, for the marks of messages the server accepted (mail.ts).
  const mailRedis = config.mail.smtpUrl ? createRedis(config.redisUrl) : null;
  if (mailRedis) await connectRedis(mailRedis, config.redisUrl);
  mailRedis?.on('error', (error: Error) => logger.warn({ err: error.message }, 'mail redis connection error'));
  const mail = mailRedis ? startMailWorker({ config, knex, logger, redis: mailRedis }) : null;
  const scans = await startScans({ config, knex, logger });
  await Promise.all([running.worker.waitUntilReady(), render.waitUntilReady(), packs.waitUntilReady(), mail?.worker.waitUntilReady(), scans?.worker.waitUntilReady()]);
  logger.info({ concurrency: config.concurrency, aiProvider: config.aiProvider, mail: mail ? 'on' : 'off' }, 'worker ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining: no new jobs, finishing active ones');
    // A pack run only waits on its steps' generations: it is let go at once, and another worker takes
    // it up where it stood (its step's generation, which this worker finishes, is joined, not redone).
    const [result] = await Promise.all([running.close(), render.close(), packs.close(true), mail?.close(), scans?.close()]);
    mailRedis?.disconnect();
    metricsServer?.close();
    await knex.destroy();
    await tracing?.shutdown();
    logger.info({ result }, 'worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Reachable once at boot (one clear line if not), and its eviction/persistence policy read for the warnings. */
async function checkRedis(url: string) {
  const redis = createRedis(url);
  await connectRedis(redis, url);
  try {
    return await readRedisFacts(redis);
  } finally {
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseConfigError) console.error(`[worker] ${error.message}`);
  else console.error('[worker] failed to start:', error);
  process.exit(1);
});
