// The one HTTP client (spec §7, DESIGN §4): cookies always, JSON only when there is a body,
// X-Requested-With on every call (the API's CSRF rule), and every non-2xx raised as
// Error("<status>: <message>").

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's message alone, for toasts. */
    readonly serverMessage: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiFetch<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...init.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const json = JSON.parse(text) as { message?: unknown; fieldErrors?: Record<string, string> };
      if (typeof json.message === 'string') return new ApiError(response.status, json.message, json.fieldErrors);
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

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>('GET', path, undefined, signal ? { signal } : {}),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiFetch<T>('POST', path, body, headers ? { headers } : {}),
  put: <T>(path: string, body?: unknown) => apiFetch<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiFetch<T>('PATCH', path, body),
  delete: <T>(path: string) => apiFetch<T>('DELETE', path),
};
