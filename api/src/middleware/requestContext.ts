// A request id on every request (taken from X-Request-Id when it is safe, else new), a child
// logger carrying it, and one access-log line per request.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger.ts';
import type { AppState } from '../types.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{8,100}$/;

export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? 'error' : 'info';
      if (ctx.path !== '/api/health') {
        ctx.state.log[level](
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round((performance.now() - started) * 10) / 10 },
          'request',
        );
      }
    }
  };
}
