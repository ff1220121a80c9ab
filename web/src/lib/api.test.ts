import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserResponseSchema } from '@growth-suite/shared/contract/auth';
import { JobStatusResponseSchema } from '@growth-suite/shared/contract';
import { api, ApiError, apiFetch, errorMessage, UNEXPECTED_ANSWER } from './api.ts';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body === '' ? null : body, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends cookies and X-Requested-With, and JSON only when there is a body', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('GET', '/api/user');
    await apiFetch('POST', '/api/login', { username: 'ann' });
    const [, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, postInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(getInit.credentials).toBe('include');
    expect(getInit.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(getInit.headers).not.toHaveProperty('Content-Type');
    expect(getInit.body).toBeNull();
    expect(postInit.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(postInit.body).toBe('{"username":"ann"}');
  });

  it('parses JSON and returns undefined for 204', async () => {
    vi.stubGlobal('fetch', respond(200, '{"id":1}'));
    expect(await apiFetch('GET', '/x')).toEqual({ id: 1 });
    vi.stubGlobal('fetch', respond(204, ''));
    expect(await apiFetch('POST', '/api/logout')).toBeUndefined();
  });

  it('raises "<status>: <message>" from a JSON error body, keeping field errors', async () => {
    vi.stubGlobal('fetch', respond(400, '{"message":"Please enter a valid email address","fieldErrors":{"email":"Please enter a valid email address"}}'));
    const error = await apiFetch('POST', '/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: Please enter a valid email address');
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect(errorMessage(error, 'fallback')).toBe('Please enter a valid email address');
  });

  it('uses the body text when it is not JSON, else the status text', async () => {
    vi.stubGlobal('fetch', respond(502, 'Bad gateway from proxy'));
    await expect(apiFetch('GET', '/x')).rejects.toThrow('502: Bad gateway from proxy');
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiFetch('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('turns a network failure into a clear message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiFetch('GET', '/x').catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('Cannot reach the server. Check your connection and try again.');
  });

  it('errorMessage strips the status prefix of any error', () => {
    expect(errorMessage(new Error('409: Username already exists'))).toBe('Username already exists');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });

  it('errorMessage falls back when there is nothing to show', () => {
    expect(errorMessage(undefined, 'Failed to generate offer. Please try again.')).toBe('Failed to generate offer. Please try again.');
  });
});

describe('api: every answer parsed with its contract schema', () => {
  const user = { id: 1, username: 'ann', email: 'ann@example.com', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-11-24T10:00:00.000Z' };

  it('returns the parsed answer, without fields the contract does not name', async () => {
    vi.stubGlobal('fetch', respond(200, JSON.stringify({ ...user, passwordHash: 'x' })));
    expect(await api.get('/api/user', CurrentUserResponseSchema)).toEqual(user);
    vi.stubGlobal('fetch', respond(200, '{"state":"queued","position":2}'));
    expect(await api.get('/api/tools/jobs/abcdefgh', JobStatusResponseSchema)).toEqual({ state: 'queued', position: 2 });
  });

  it('turns an answer that does not fit (a zod schema or not) into a clear ApiError, the details on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond(200, JSON.stringify({ ...user, isAdmin: 'yes' })));
    const error = await api.get('/api/user', CurrentUserResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe(UNEXPECTED_ANSWER);
    vi.stubGlobal('fetch', respond(200, '{"state":"teleported"}'));
    const zodError = await api.get('/api/tools/jobs/abcdefgh', JobStatusResponseSchema).catch((e: unknown) => e);
    expect(zodError).toBeInstanceOf(ApiError);
    expect(errorMessage(zodError)).toBe(UNEXPECTED_ANSWER);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('treats a success that is not JSON (a proxy page) the same way', async () => {
    vi.stubGlobal('fetch', respond(200, '<html>Welcome</html>'));
    const error = await api.get('/api/user', CurrentUserResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe(UNEXPECTED_ANSWER);
  });

  it('still raises the server error before any parsing', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Not signed in"}'));
    await expect(api.get('/api/user', CurrentUserResponseSchema)).rejects.toMatchObject({ status: 401, serverMessage: 'Not signed in' });
  });

  it('returns nothing for the 204 routes', async () => {
    vi.stubGlobal('fetch', respond(204, ''));
    expect(await api.postNoContent('/api/logout')).toBeUndefined();
    expect(await api.delete('/api/shares/x')).toBeUndefined();
  });
});
