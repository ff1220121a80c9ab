// The tab's workspace is its URL (DESIGN §11): requests under /t/:slug name the team's id, others name
// none; a switch forgets the last workspace's data; a not-a-member answer drops the team, and its pages
// say so (features/teams/TeamScope.tsx).
import { NOT_A_MEMBER } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from './providers.tsx';
import TeamScope from '../features/teams/TeamScope.tsx';
import { AFTER_A_CALL, personal, serve, signedInAs, team, USERS, type Answers } from '../test/api.ts';
import { apiFetch, setWorkspaceScope } from '../lib/api.ts';
import { WORKSPACE_LIST_KEY } from '../lib/workspaceLinks.ts';
import { followWorkspace, wasRefused } from '../lib/workspaceScope.ts';

const LIST: Answers = { 'GET /api/workspaces': { status: 200, body: [personal, team('member')] } };

/** The fetch stub that also keeps each request's headers. */
function serveWithHeaders(answers: Answers) {
  const calls = serve(answers);
  const headers: Record<string, string | undefined>[] = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    headers.push({ url, workspace: (init.headers as Record<string, string>)['X-Workspace'] });
    return stubbed(url, init);
  });
  return { calls, headers };
}

function setUp(path: string, children: React.ReactNode = null) {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/t/:slug', element: <TeamScope notFound={<p>the not-found page</p>} />, children: [{ path: '/t/:slug/*', element: children }] },
      { path: '*', element: children },
    ],
    { initialEntries: [path] },
  );
  const stop = followWorkspace(router, client);
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { client, router, stop };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setWorkspaceScope(undefined);
});

describe('the workspace a request names', () => {
  it('is none under a personal path, the team’s id under /t/:slug, and none for a slug of no team of the caller', async () => {
    const { headers } = serveWithHeaders({ ...LIST, 'GET /api/history/summary': { status: 200, body: {} } });
    const { router, stop } = setUp('/history');
    await apiFetch('GET', '/api/history/summary');
    await router.navigate('/t/brightside/history');
    await apiFetch('GET', '/api/history/summary');
    await router.navigate('/t/nobody/history');
    await apiFetch('GET', '/api/history/summary');
    stop();
    expect(headers).toEqual([
      { url: '/api/history/summary', workspace: undefined },
      // The list the id is read from names no workspace itself.
      { url: '/api/workspaces', workspace: undefined },
      { url: '/api/history/summary', workspace: '10' },
      { url: '/api/history/summary', workspace: undefined },
    ]);
  });

  it('forgets the cached workspace data when the tab switches workspace, and keeps what is about no workspace', async () => {
    serveWithHeaders({ ...LIST, ...signedInAs(USERS.olive) });
    const { client, router, stop } = setUp('/history');
    client.setQueryData(['history', 'summary'], { recent: ['personal work'] });
    client.setQueryData(['clients', 'list', 'active'], ['Personal client']);
    client.setQueryData(['current-user'], USERS.olive);
    client.setQueryData(WORKSPACE_LIST_KEY, [personal, team('member')]);
    // Within the personal workspace: nothing forgotten.
    await router.navigate('/clients');
    expect(client.getQueryData(['history', 'summary'])).toEqual({ recent: ['personal work'] });
    await router.navigate('/t/brightside/clients');
    expect(client.getQueryData(['history', 'summary'])).toBeUndefined();
    expect(client.getQueryData(['clients', 'list', 'active'])).toBeUndefined();
    expect(client.getQueryData(['current-user'])).toEqual(USERS.olive);
    expect(client.getQueryData(WORKSPACE_LIST_KEY)).toHaveLength(2);
    // Within the team: nothing forgotten either; back to personal: forgotten again.
    client.setQueryData(['history', 'summary'], { recent: ['team work'] });
    await router.navigate('/t/brightside/history');
    expect(client.getQueryData(['history', 'summary'])).toEqual({ recent: ['team work'] });
    await router.navigate('/');
    expect(client.getQueryData(['history', 'summary'])).toBeUndefined();
    stop();
  });
});

function Work() {
  const work = useQuery({ queryKey: ['history', 'summary'], queryFn: () => apiFetch('GET', '/api/history/summary') });
  return <p>{work.isError ? 'the screen’s own error' : work.isSuccess ? 'the team’s work' : 'loading'}</p>;
}

describe('a member removed from the team', () => {
  it('sees that they are not a member any more (not a generic error), with the way to their own dashboard; the team leaves the list', async () => {
    serveWithHeaders({ ...LIST, ...signedInAs(USERS.mia), 'GET /api/history/summary': { status: 404, body: { message: NOT_A_MEMBER } } });
    const { client, stop } = setUp('/t/brightside/history', <Work />);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_A_MEMBER }, AFTER_A_CALL)).toBeTruthy();
    expect(screen.queryByText('the not-found page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/');
    expect(client.getQueryData<{ id: number }[]>(WORKSPACE_LIST_KEY)?.map((one) => one.id)).toEqual([personal.id]);
    expect(wasRefused('brightside')).toBe(true);
    stop();
  });

  it('an address that names no team of the caller is the not-found page', async () => {
    serveWithHeaders({ ...LIST, ...signedInAs(USERS.mia), 'GET /api/history/summary': { status: 404, body: { message: 'Not found' } } });
    setUp('/t/elsewhere/history', <Work />);
    expect(await screen.findByText('the not-found page', {}, AFTER_A_CALL)).toBeTruthy();
  });

  it('a 404 of another kind in a team stays the screen’s own error', async () => {
    serveWithHeaders({ ...LIST, ...signedInAs(USERS.mia), 'GET /api/history/summary': { status: 404, body: { message: 'Not found' } } });
    const { client } = setUp('/t/brightside/history', <Work />);
    expect(await screen.findByText('the screen’s own error', {}, AFTER_A_CALL)).toBeTruthy();
    expect(client.getQueryData<unknown[]>(WORKSPACE_LIST_KEY)).toHaveLength(2);
  });
});
