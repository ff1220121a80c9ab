import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessage } from './api.ts';

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
