import { createLogger as createServiceLogger, type Logger, type LoggerOptions } from '@growth-suite/server';

export type { Logger };

export const createLogger = (level: string, bindings: Record<string, unknown> = {}, options: LoggerOptions = {}): Logger =>
  createServiceLogger('worker', level, bindings, options);
