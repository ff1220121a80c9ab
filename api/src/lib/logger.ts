import { createLogger as createServiceLogger, type Logger } from '@growth-suite/server';

export type { Logger };

export const createLogger = (level: string): Logger => createServiceLogger('api', level);
