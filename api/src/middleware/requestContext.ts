// A correlation id on every request (taken from X-Request-Id when it is safe, else new), a child
// logger carrying it, and one access-log line per request.
import { randomUUID } from 'node:crypto';
import { currentTraceId, nameServerSpan } from '@growth-suite/telemetry';
import type { Middleware } from 'koa';
import { isInProcess } from '../lib/inject.ts';
import type { Logger } from '../lib/logger.ts';
import type { ApiMetrics } from '../lib/metrics.ts';
import type { AppState } from '../types.ts';
import { isBuildFile } from './spa.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** A file of the built web app (`/assets/…`, `/favicon.svg`), as opposed to an API call or a page. */
export const isStaticFile = (path: string) => path.startsWith('/assets/') || isBuildFile(path);

export function requestContext(logger: Logger, metrics: ApiMetrics): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const correlationId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.correlationId = correlationId;
    // With tracing on, the request's log lines also name its trace (to open it in the tracing UI).
    const traceId = currentTraceId();
    ctx.state.log = logger.child(traceId ? { correlationId, traceId } : { correlationId });
    ctx.set('X-Request-Id', correlationId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      // The route pattern, not the path, keeps the label set small (/api/history/:tool/:id).
      const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? (ctx.path.startsWith('/api') ? 'unmatched' : 'spa');
      metrics.httpRequests.inc({ method: ctx.method, route, status: String(ctx.status) });
      metrics.httpDuration.observe({ method: ctx.method, route }, seconds);
      nameServerSpan(ctx.method, route);
      // The web app's files (scripts, styles, icons) are most of the requests and say nothing a person
      // needs: debug. API calls and page loads stay at info.
      const level = ctx.status >= 500 ? 'error' : isStaticFile(ctx.path) ? 'debug' : 'info';
      if (ctx.path !== '/api/health') {
        ctx.state.log[level](
          // The logger masks the tokens in `path` (lib/logger.ts: reset, invitation, unsubscribe, /p/ and share links).
          // A drawn page's queries are the app's own requests, under the page's correlation id: `inProcess` tells them apart.
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round((performance.now() - started) * 10) / 10, ...(isInProcess(ctx.req) ? { inProcess: true } : {}) },
          'request',
        );
      }
    }
  };
}
