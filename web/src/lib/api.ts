// The one HTTP client (spec §7, DESIGN §4): cookies always, JSON only when there is a body,
// X-Requested-With on every call (the API's CSRF rule), and every non-2xx raised as
// Error("<status>: <message>"). Every answer with a body is parsed with its schema from the shared
// contract (`@growth-suite/shared/contract`): what the screens get is what the contract says.
import { NOT_A_MEMBER, WORKSPACE_HEADER } from '@growth-suite/shared';

export class ApiError extends Error {
  readonly status: number;
  /** The server's message alone, for toasts. */
  readonly serverMessage: string;
  readonly fieldErrors?: Record<string, string>;
  constructor(status: number, serverMessage: string, fieldErrors?: Record<string, string>, options?: { cause?: unknown }) {
    super(`${status}: ${serverMessage}`, options);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    if (fieldErrors !== undefined) this.fieldErrors = fieldErrors;
  }

  /** The whole answer, for a refusal that says more than its message (the pack's 422 lists what it lacks). */
  body?: unknown;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the client needs of a response schema of `@growth-suite/shared/contract` (zod's or not). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** Shown when an answer is not what the contract says (typically a page older than the server). */
export const UNEXPECTED_ANSWER = 'Unexpected answer from the server. Please reload the page.';

type Init = { headers?: Record<string, string>; signal?: AbortSignal };

/**
 * How a request leaves: the browser's fetch. The server's render of a page (entry-server.tsx) sets
 * its own, which hands the request to the api in-process with the reader's cookie, so a page drawn on
 * the server asks for its data through the same routes and checks as the browser.
 */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);
export function setTransport(next: typeof transport): void {
  transport = next;
}

/**
 * Which workspace a request is for (DESIGN §11: `X-Workspace: <id>`; none: the personal one): the tab's
 * URL says (lib/workspaceScope.ts sets this in the browser, entry-server.tsx for a page it draws).
 * `refused`: the api answered that the caller is not (or no longer) a member of it.
 */
export interface WorkspaceScope {
  workspaceOf(path: string): Promise<number | null>;
  refused(workspaceId: number): void;
}
let scope: WorkspaceScope | undefined;
export function setWorkspaceScope(next: WorkspaceScope | undefined): void {
  scope = next;
}

/** The headers a request in the tab's workspace carries (downloads send them too: lib/downloads.ts). */
export async function workspaceHeaders(path: string): Promise<Record<string, string>> {
  const id = (await scope?.workspaceOf(path)) ?? null;
  return id === null ? {} : { [WORKSPACE_HEADER]: String(id) };
}

/** An answer that says the caller is not a member of the request's workspace (any more): the scope is told. */
function checkMembership(headers: Record<string, string>, error: ApiError) {
  const id = headers[WORKSPACE_HEADER];
  if (id !== undefined && error.status === 404 && error.serverMessage === NOT_A_MEMBER) scope?.refused(Number(id));
}

/** The raw call: the JSON body, unchecked (undefined for 204 or an empty body), or an ApiError. */
export async function apiFetch(method: HttpMethod, path: string, body?: unknown, init: Init = {}): Promise<unknown> {
  return (await send(method, path, body, init)).data;
}

async function send(method: HttpMethod, path: string, body: unknown, init: Init): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...(await workspaceHeaders(path)), ...init.headers };
  // A file (a brand logo) goes as its own bytes with its own type; anything else as JSON.
  const file = body instanceof Blob ? body : null;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'include',
      headers,
      body: file ?? (body === undefined ? null : JSON.stringify(body)),
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const error = await toApiError(response);
    checkMembership(headers, error);
    throw error;
  }
  const text = response.status === 204 ? '' : await response.text();
  if (!text) return { status: response.status, data: undefined };
  try {
    return { status: response.status, data: JSON.parse(text) };
  } catch (error) {
    throw new ApiError(response.status, UNEXPECTED_ANSWER, undefined, { cause: error });
  }
}

/** The call, its answer parsed with `schema`: an answer that does not fit is an ApiError, never zod's text. */
async function parsed<T>(schema: ResponseSchema<T>, method: HttpMethod, path: string, body?: unknown, init: Init = {}): Promise<T> {
  const { status, data } = await send(method, path, body, init);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  // The details are for developers (the console), not for a toast.
  console.warn(`${method} ${path}: not the contract's answer`, result.error);
  throw new ApiError(status, UNEXPECTED_ANSWER, undefined, { cause: result.error });
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const json = JSON.parse(text) as { message?: unknown; fieldErrors?: Record<string, string> };
      if (typeof json.message === 'string') {
        const error = new ApiError(response.status, json.message, json.fieldErrors);
        error.body = json;
        return error;
      }
    } catch {
      // not JSON: use the text itself
    }
    return new ApiError(response.status, text);
  }
  return new ApiError(response.status, response.statusText || 'Request failed');
}

/** The text a toast shows for an error: the part after "<status>: ", else `fallback`. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message.replace(/^\d{3}: /, '') || fallback;
  return fallback;
}

const nothing = () => {};

/**
 * Every call the screens make. A call whose route answers with a body names its response schema
 * and returns the parsed answer; one that answers 204 names none and returns nothing.
 */
export const api = {
  get: <T>(path: string, schema: ResponseSchema<T>) => parsed(schema, 'GET', path),
  post: <T>(path: string, body: unknown, schema: ResponseSchema<T>, headers?: Record<string, string>) => parsed(schema, 'POST', path, body, headers ? { headers } : {}),
  put: <T>(path: string, body: unknown, schema: ResponseSchema<T>) => parsed(schema, 'PUT', path, body),
  /** PUT of a file as its raw bytes (the brand logo), its Content-Type the file's own. */
  upload: <T>(path: string, file: Blob, schema: ResponseSchema<T>) => parsed(schema, 'PUT', path, file),
  patch: <T>(path: string, body: unknown, schema: ResponseSchema<T>) => parsed(schema, 'PATCH', path, body),
  /** POST for a route that answers 204 (sign out, reset a password). */
  postNoContent: (path: string, body?: unknown) => apiFetch('POST', path, body).then(nothing),
  /** PUT for a route that answers 204 (a switch). */
  putNoContent: (path: string, body: unknown) => apiFetch('PUT', path, body).then(nothing),
  delete: (path: string) => apiFetch('DELETE', path).then(nothing),
};
