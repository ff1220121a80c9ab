// The OpenTelemetry SDK, loaded only when tracing is on (see index.ts): a Node tracer provider with
// a batching OTLP/HTTP exporter (OTEL_EXPORTER_OTLP_* configure it), the W3C trace-context
// propagator, and the two instrumentations the product needs: incoming HTTP (the api) and mysql2.
// Koa's own instrumentation is not used: the route names the server span instead (nameServerSpan),
// without a span per middleware. Redis commands are not traced: BullMQ's telemetry shows the queue.
import { createRequire } from 'node:module';
import { SpanKind, type Attributes, type Context, type Link } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BullMQOtel } from 'bullmq-otel';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, SamplingDecision, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace-node';
import type { Tracing } from './index.ts';

/** Requests that say nothing about the product: health checks, metrics scrapes, the web app's files. */
const UNTRACED_PATHS = /^\/(api\/health|metrics|assets\/|favicon)/;

/**
 * A trace starts only at something that happens to the product: a request (SERVER), a job queued or
 * taken (PRODUCER, CONSUMER). A statement, a call or a queue's housekeeping (BullMQ's polling, the
 * outbox and reminder scans) with no such parent is not recorded, so it does not make a trace of
 * its own every few seconds. Inside a trace every span is kept.
 */
class ProductRootSampler implements Sampler {
  shouldSample(_context: Context, _traceId: string, _name: string, kind: SpanKind, _attributes: Attributes, _links: Link[]): SamplingResult {
    const traced = kind === SpanKind.SERVER || kind === SpanKind.PRODUCER || kind === SpanKind.CONSUMER;
    return { decision: traced ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD };
  }

  toString() {
    return 'ProductRootSampler';
  }
}

/** `url`: the collector's traces URL; the exporter's other settings (headers, timeout, compression) come from OTEL_EXPORTER_OTLP_*. */
export function startSdk(serviceName: string, url: string): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName, 'service.namespace': 'growth-suite' }),
    sampler: new ParentBasedSampler({ root: new ProductRootSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register(); // AsyncLocalStorage context, W3C trace context and baggage propagation
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        requireParentforOutgoingSpans: true,
        // A query's names stay, its values go (a link's token can be one); the path is replaced by the
        // route once it is known (nameServerSpan).
        applyCustomAttributesOnSpan: (span, request) => {
          const query = 'url' in request && typeof request.url === 'string' ? request.url.split('?')[1] : undefined;
          if (query) span.setAttribute('url.query', [...new URLSearchParams(query).keys()].map((key) => `${key}=REDACTED`).join('&'));
        },
      }),
      // The statement with its placeholders: bound values (prompts, results, e-mail addresses) never
      // reach a span.
      new MySQL2Instrumentation({ maskStatement: true }),
    ],
  });
  // The processes import `node:http` as an ES module, which the require hook does not see: one
  // require here applies the patch to the module's shared `Server` prototype, before any server exists.
  createRequire(import.meta.url)('http');
  let stopping: Promise<void> | undefined;
  return {
    queue: new BullMQOtel({ tracerName: 'growth-suite', version: '1' }),
    shutdown: () => (stopping ??= provider.shutdown().catch(() => {})),
  };
}
