import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs, one line per event, with the service name (and any bindings, e.g. a worker id). */
export function createLogger(service: string, level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino({ name: service, level, base: { service, ...bindings }, timestamp: pino.stdTimeFunctions.isoTime });
}
