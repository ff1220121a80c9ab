// Server-only: never import this package from the web app (it pulls in Node APIs, ioredis and pino).
export * from './dotenv.ts';
export * from './env.ts';
export * from './logger.ts';
export * from './metrics.ts';
export * from './redis.ts';
export * from './redisPolicy.ts';
export * from './generationEvents.ts';
export * from './generationState.ts';
export * from './runGeneration.ts';
export * from './packRuns.ts';
export * from './queues.ts';
export * from './unsubscribe.ts';
