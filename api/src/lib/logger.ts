import { createLogger as createServiceLogger, type Logger, type LoggerOptions } from '@growth-suite/server';

export type { Logger };

export const createLogger = (level: string, options: LoggerOptions = {}): Logger => createServiceLogger('api', level, {}, options);
