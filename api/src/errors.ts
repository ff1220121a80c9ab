// Named error factories; one middleware (middleware/errors.ts) turns them into `{message}`.
// Anything that is not an HttpError is an internal fault and never reaches the client as text.

export class HttpError extends Error {
  readonly status: number;
  /** `body`: more fields of the answer beside `message` (a 409's `currentVersion`, say). */
  readonly extra: { fieldErrors?: Record<string, string>; headers?: Record<string, string>; body?: Record<string, unknown> };
  constructor(status: number, message: string, extra: HttpError['extra'] = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = extra;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors ? { fieldErrors } : {});
export const unauthorized = (message = 'You need to sign in first') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const methodNotAllowed = () => new HttpError(405, 'Method not allowed');
export const conflict = (message: string, body?: Record<string, unknown>) => new HttpError(409, message, body ? { body } : {});
export const payloadTooLarge = () => new HttpError(413, 'The request body is too large');
export const unsupportedMediaType = () => new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
export const badGateway = (message: string) => new HttpError(502, message);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new HttpError(503, message, { headers: { 'Retry-After': '5' } });
export const gatewayTimeout = (message: string) => new HttpError(504, message);
