// Distributed traces for the api and the worker (OpenTelemetry). Tracing is on only when an OTLP
// endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT, or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); otherwise the
// SDK is never loaded, nothing is patched, and the helpers below run their callback and nothing else.
//
// What a trace holds: the api's HTTP server span (named by route), BullMQ's producer span for the job
// and the worker's consumer span (the job carries the W3C trace context), the LLM call (model, tokens,
// outcome; never prompt or answer text), each MySQL statement (its text with placeholders, never the
// values) and each mail sent (its kind and outcome, never an address).
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { BullMQOtel } from 'bullmq-otel';

export { SpanKind, SpanStatusCode, type Attributes, type Span };

export interface Tracing {
  /** BullMQ's telemetry (one for all of the process's queues and workers). */
  queue: BullMQOtel;
  /** Ends the spans still buffered (sends them); call before the process exits. */
  shutdown(): Promise<void>;
}

/** Whether an OTLP endpoint is set for traces (and the SDK is not disabled by OTEL_SDK_DISABLED). */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Where spans go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces. */
export function tracesUrl(env: NodeJS.ProcessEnv): string {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  return `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').trim().replace(/\/+$/, '')}/v1/traces`;
}

let started: Tracing | null = null;

/**
 * Starts tracing for this process when an endpoint is set; null (and nothing loaded) otherwise.
 * Call it first thing in the process's main, before the database client and any server are made:
 * the HTTP instrumentation patches Node's shared `http.Server` prototype and knex loads mysql2 on
 * its first connection, so both are in place before the first request or query.
 * `serviceName` is `growth-suite-api` or `growth-suite-worker`; OTEL_SERVICE_NAME overrides it.
 */
export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (started) return started;
  if (!tracingConfigured(env)) return null;
  const { startSdk } = await import('./sdk.ts');
  started = startSdk(env.OTEL_SERVICE_NAME?.trim() || serviceName, tracesUrl(env));
  return started;
}

/** Whether this process is tracing. */
export const tracingOn = () => started !== null;

/**
 * BullMQ's own telemetry for a Queue or Worker, as an option to spread into its options:
 * `new Queue(name, { ...queueTelemetry(), connection })`. Empty while tracing is off, so BullMQ
 * runs its plain path.
 */
export function queueTelemetry(): { telemetry?: BullMQOtel } {
  return started ? { telemetry: started.queue } : {};
}

const tracer = () => trace.getTracer('growth-suite');

/**
 * Runs `fn` inside a new span (ended when it settles; a throw marks it failed with the error's
 * class, not its message). While tracing is off it runs `fn` with no span at all.
 */
export async function withSpan<T>(name: string, options: { kind?: SpanKind; attributes?: Attributes }, fn: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (!started) return fn(undefined);
  return tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, ...(options.attributes ? { attributes: options.attributes } : {}) }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      if (!span.isRecording() || spanEndedWithOutcome.has(span)) throw error;
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
      throw error;
    } finally {
      span.end();
    }
  });
}

const spanEndedWithOutcome = new WeakSet<Span>();

/**
 * Records how the span's work ended as `gs.outcome` (`ok`, `sent`, `retry`, `error`); with
 * `errorType` (a failure's kind, never its message) the span is marked failed with `error.type`.
 */
export function setOutcome(span: Span | undefined, outcome: string, errorType?: string): void {
  if (!span) return;
  span.setAttribute('gs.outcome', outcome);
  if (errorType !== undefined) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute('error.type', errorType);
  }
  spanEndedWithOutcome.add(span);
}

/**
 * Names the current HTTP server span by its route pattern (`POST /api/tools/:tool`) and sets
 * `http.route`; `url.path` becomes the route too, since paths carry share tokens and one-time links.
 */
export function nameServerSpan(method: string, route: string): void {
  if (!started) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  span.setAttributes({ 'http.route': route, 'url.path': route });
  span.updateName(`${method} ${route}`);
}

/** The current trace id (for a log line), or undefined while tracing is off or outside a span. */
export function currentTraceId(): string | undefined {
  if (!started) return undefined;
  const context = trace.getActiveSpan()?.spanContext();
  return context && context.traceFlags & 1 ? context.traceId : undefined;
}
