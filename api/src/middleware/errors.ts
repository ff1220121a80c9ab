// The one place errors become responses: `{message, fieldErrors?}` for expected errors, 503 when
// MySQL or Redis is down, a generic 500 for everything else (logged with the correlation id, never sent).
import type { Middleware } from 'koa';
import { HttpError, serviceUnavailable } from '../errors.ts';
import { busy, isDependencyDown, isPoolWait } from '../lib/unavailable.ts';
import type { AppState } from '../types.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const down = !(error instanceof HttpError) && isDependencyDown(error);
      // A wait for a pooled connection that ran out is load (429), not an outage (lib/unavailable.ts).
      const known = error instanceof HttpError ? error : down ? serviceUnavailable() : isPoolWait(error) ? busy() : fromKoaError(error);
      if (known) {
        ctx.status = known.status;
        for (const [name, value] of Object.entries(known.extra.headers ?? {})) ctx.set(name, value);
        ctx.body = {
          message: known.message,
          ...(known.extra.fieldErrors ? { fieldErrors: known.extra.fieldErrors } : {}),
          ...known.extra.body,
        };
        // A driver's message can quote the SQL and the user's data: only its code is logged.
        if (down) ctx.state.log?.warn(faultOf(error), 'dependency unavailable');
        else if (known.status >= 500) ctx.state.log?.warn({ status: known.status, msg: known.message }, 'request failed');
        return;
      }
      ctx.state.log?.error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: INTERNAL_MESSAGE };
    }
  };
}

/** What is logged of a dependency's error: its code and name, never its message (it can quote the SQL). */
function faultOf(error: unknown): { code?: unknown; name?: unknown } {
  if (typeof error !== 'object' || error === null) return {};
  return { code: 'code' in error ? error.code : undefined, name: 'name' in error ? error.name : undefined };
}

/** Errors thrown by Koa itself or by libraries with an `expose`d 4xx status (e.g. ctx.throw). */
function fromKoaError(error: unknown): HttpError | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = 'status' in error ? error.status : undefined;
  const message = 'message' in error ? error.message : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500 && 'expose' in error && error.expose === true && typeof message === 'string') {
    return new HttpError(status, message);
  }
  return null;
}
