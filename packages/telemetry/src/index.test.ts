// Tracing off (no OTLP endpoint) costs nothing: the SDK is not started, no global tracer provider is
// registered, BullMQ gets no telemetry option and the span helpers hand their callback no span.
import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { currentTraceId, queueTelemetry, startTracing, tracesUrl, tracingConfigured, tracingOn, withSpan } from './index.ts';

describe('tracing off', () => {
  it('is off without an endpoint, or when OTEL_SDK_DISABLED says so', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });

  it('sends to <endpoint>/v1/traces, or to the traces endpoint as it is', () => {
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b:4318/traces' })).toBe('http://b:4318/traces');
  });

  it('starts nothing and leaves the helpers inert', async () => {
    expect(await startTracing('growth-suite-test', {})).toBeNull();
    expect(tracingOn()).toBe(false);
    // Neither the SDK nor the module hooks were loaded (only the API, whose calls are no-ops).
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((path) => /@opentelemetry\/(sdk-|instrumentation|exporter)|in-the-middle|bullmq-otel/.test(path))).toEqual([]);
    // No provider was registered: the API's proxy still has no delegate (its tracers are no-ops).
    const provider = trace.getTracerProvider() as { getDelegate?: () => object };
    expect(provider.getDelegate?.().constructor.name).toBe('NoopTracerProvider');
    expect(queueTelemetry()).toEqual({});
    let seen: unknown = 'not called';
    expect(await withSpan('work', {}, async (span) => ((seen = span), 42))).toBe(42);
    expect(seen).toBeUndefined();
    await expect(withSpan('work', {}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(currentTraceId()).toBeUndefined();
  });
});
