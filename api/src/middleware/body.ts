// Mutating API requests: CSRF checks, then JSON-only bodies with a size limit (DESIGN §4, §7).
// koa-bodyparser ignores bodies it does not parse, so the 415 rule is ours.
import bodyParser from 'koa-bodyparser';
import type { Middleware } from 'koa';
import { badRequest, forbidden, payloadTooLarge, unsupportedMediaType } from '../errors.ts';

export const BODY_LIMIT_BYTES = 256 * 1024;
/**
 * The one upload that is not JSON: a brand logo, sent as the image's own bytes (smaller than base64 in
 * JSON, and nothing to decode). Its route reads the body itself, with its own limit; the CSRF checks
 * above still apply.
 */
export const IMAGE_UPLOAD_PATHS: ReadonlySet<string> = new Set(['/api/account/brand/logo']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * One-click unsubscribe (RFC 8058): a mail provider POSTs `List-Unsubscribe=One-Click` as a form, with no
 * session and no X-Requested-With. The signed token in the path is its whole authority, and all it can do
 * is turn one kind of message off, so it is let through the CSRF checks and its body is not read.
 */
export const isOneClickUnsubscribe = (method: string, path: string) => method === 'POST' && /^\/api\/unsubscribe\/[^/]+$/.test(path);

export function csrfGuard(): Middleware {
  return async (ctx, next) => {
    if (!MUTATING.has(ctx.method) || isOneClickUnsubscribe(ctx.method, ctx.path)) return next();
    if (ctx.get('Sec-Fetch-Site') === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    const origin = ctx.get('Origin');
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site requests are not allowed');
      }
      if (host !== ctx.host) throw forbidden('Cross-site requests are not allowed');
    } else if (origin === 'null') {
      throw forbidden('Cross-site requests are not allowed');
    }
    if (!ctx.get('X-Requested-With')) throw forbidden('Missing X-Requested-With header');
    return next();
  };
}

export function jsonBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: `${BODY_LIMIT_BYTES}b`,
    strict: true,
    onerror: (error: Error & { status?: number }) => {
      if (error.status === 413) throw payloadTooLarge();
      throw badRequest('The request body is not valid JSON');
    },
  });
  return async (ctx, next) => {
    if (!MUTATING.has(ctx.method) || isOneClickUnsubscribe(ctx.method, ctx.path)) return next();
    if (ctx.method === 'PUT' && IMAGE_UPLOAD_PATHS.has(ctx.path) && !ctx.is('application/json')) return next();
    const length = Number(ctx.get('Content-Length') || 0);
    const hasBody = length > 0 || Boolean(ctx.get('Transfer-Encoding'));
    if (hasBody) {
      if (!ctx.is('application/json')) throw unsupportedMediaType();
      if (length > BODY_LIMIT_BYTES) throw payloadTooLarge();
    }
    return parse(ctx, next);
  };
}
