export * from './logger.ts';
export * from './metrics.ts';
export * from './dotenv.ts';
