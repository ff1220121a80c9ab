// The one place errors become responses: `{message, fieldErrors?}` for expected errors,
// a generic 500 for everything else (logged with the request id, never sent).
import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';
import type { AppState } from '../types.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = error instanceof HttpError ? error : fromKoaError(error);
      if (known) {
        ctx.status = known.status;
        for (const [name, value] of Object.entries(known.extra.headers ?? {})) ctx.set(name, value);
        ctx.body = known.extra.fieldErrors
          ? { message: known.message, fieldErrors: known.extra.fieldErrors }
          : { message: known.message };
        if (known.status >= 500) ctx.state.log?.warn({ status: known.status, msg: known.message }, 'request failed');
        return;
      }
      ctx.state.log?.error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: INTERNAL_MESSAGE };
    }
  };
}

/** Errors thrown by Koa itself or by libraries with an `expose`d 4xx status (e.g. ctx.throw). */
function fromKoaError(error: unknown): HttpError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, expose, message } = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true && typeof message === 'string') {
    return new HttpError(status, message);
  }
  return null;
}
