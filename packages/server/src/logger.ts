// One logger for the api and the worker: pino, one event per line. On a terminal the lines are made
// for people (time, level, message, the few fields that matter, pino-pretty in-process); anywhere
// else (a file, a log collector, a pipe) they stay JSON for machines. LOG_FORMAT forces either.
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type pinoPrettyModule from 'pino-pretty';
import { z } from 'zod';

// Loaded only when a logger is pretty: a process logging JSON (production) never holds it in memory.
const require = createRequire(import.meta.url);
const loadPinoPretty = () => require('pino-pretty') as typeof pinoPrettyModule;

export type { Logger };

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
/** LOG_FORMAT in an env schema; empty counts as unset. */
export const LogFormatSchema = z.preprocess((value) => (value === '' ? undefined : value), z.enum(LOG_FORMATS).optional());

/** LOG_FORMAT when set, else pretty on a terminal and JSON otherwise. */
export const resolveLogFormat = (configured: LogFormat | undefined, isTty = Boolean(process.stdout.isTTY)): LogFormat => configured ?? (isTty ? 'pretty' : 'json');

/** Fields every line carries for machines, left out of the readable line (the prefix or the message says them). */
const HIDDEN = 'pid,hostname,name,service,correlationId,workerId';

/** A request line reads `GET /api/user 200 3.1 ms`; any other message is itself. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (message === 'request' && typeof log.method === 'string' && typeof log.path === 'string') {
    return `${log.method} ${log.path} ${String(log.status ?? '')} ${String(log.ms ?? '')} ms`;
  }
  return message;
}

export function prettyStream(options: { colorize?: boolean; destination?: DestinationStream | NodeJS.WritableStream } = {}) {
  return loadPinoPretty()({
    colorize: options.colorize ?? Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: `${HIDDEN},method,path,status,ms`,
    messageFormat: readableMessage,
    singleLine: true,
    sync: true,
    ...(options.destination ? { destination: options.destination as NodeJS.WritableStream } : {}),
  });
}

export interface LoggerOptions {
  format?: LogFormat | undefined;
  /** Where lines go (stdout by default); tests pass a stream to read them back. */
  destination?: DestinationStream | NodeJS.WritableStream;
  /** How a field is written, whichever line carries it (pino's serializers: the api masks tokens in `path`). */
  serializers?: Record<string, (value: unknown) => unknown>;
}

/** Logs of `service` at `level`, with `bindings` on every line (e.g. a worker id). */
export function createLogger(service: string, level: string, bindings: Record<string, unknown> = {}, options: LoggerOptions = {}): Logger {
  const base = { name: service, level, base: { service, ...bindings }, timestamp: pino.stdTimeFunctions.isoTime, ...(options.serializers ? { serializers: options.serializers } : {}) };
  if (resolveLogFormat(options.format) === 'pretty') return pino(base, prettyStream(options.destination ? { destination: options.destination, colorize: false } : {}));
  return options.destination ? pino(base, options.destination as DestinationStream) : pino(base);
}
