// The API process: parse config, connect MySQL and Redis, listen, and shut down in order on
// SIGTERM/SIGINT (stop accepting → finish in-flight requests → close queue, Redis, MySQL).
import { createServer } from 'node:http';
import { checkDatabase, createKnex, DatabaseConfigError } from '@growth-suite/db';
import { createApp } from './app.ts';
import { loadConfig } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { ConfigError, connectRedis, createRedis, loadDotEnv, readRedisFacts, redisPolicyWarnings, serveMetrics } from '@growth-suite/server';
import { createGenerationQueue } from './lib/generationQueue.ts';
import { createRenderQueue } from './lib/renderQueue.ts';
import { createMailQueue } from './lib/mailQueue.ts';
import { createApiMetrics } from './lib/metrics.ts';
import { VERSION } from './version.ts';
import { startTracing } from '@growth-suite/telemetry';

async function main() {
  loadDotEnv();
  // Before the database client and the server exist (a no-op unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
  const tracing = await startTracing('growth-suite-api');
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { format: config.logFormat });
  for (const warning of config.warnings) logger.warn(warning);

  const knex = createKnex(config.databaseUrl);
  await checkDatabase(knex);
  const redis = createRedis(config.redisUrl);
  await connectRedis(redis, config.redisUrl);
  redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
  const facts = await readRedisFacts(redis);
  for (const warning of facts ? redisPolicyWarnings(facts, { production: config.production }) : []) logger.warn(`REDIS CONFIGURATION: ${warning}`);

  const generation = createGenerationQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
  await generation.ready(); // the shared QueueEvents listens before the first request waits on it
  const render = createRenderQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
  await render.ready();
  const mail = createMailQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger, knex, enabled: config.mail.enabled });
  logger.info(config.mail.enabled ? 'mail is on: messages are sent through SMTP_URL' : 'mail is off (SMTP_URL is not set): messages are kept in the outbox, not sent');

  const metrics = createApiMetrics({ knex, generation });
  const metricsServer = await serveMetrics(metrics.registry, config.metrics).catch((error: Error) => {
    logger.warn({ err: error.message }, `metrics are off: cannot listen on ${config.metrics.host}:${config.metrics.port}`);
    return null;
  });
  if (metricsServer) logger.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);

  const app = createApp({ config, knex, redis, logger, generation, render, mail, metrics });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000; // longer than common proxies' idle timeout
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, version: VERSION, aiProvider: config.aiProvider }, `API listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Event streams never end by themselves: end them (their EventSource reconnects elsewhere).
      generation.live.endAll();
      server.closeIdleConnections();
    });
    metricsServer?.close();
    await Promise.all([generation.close(), render.close(), mail.close()]);
    await Promise.allSettled([redis.quit(), knex.destroy()]);
    await tracing?.shutdown();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration and connection problems are one line saying what to fix.
  if (error instanceof ConfigError || error instanceof DatabaseConfigError) {
    console.error(`[api] ${error.message}`);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`[api] Port is already in use. Stop the other process or set PORT.`);
  } else {
    console.error('[api] failed to start:', error);
  }
  process.exit(1);
});
