import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino({ name: 'worker', level, base: { service: 'worker', ...bindings }, timestamp: pino.stdTimeFunctions.isoTime });
}
