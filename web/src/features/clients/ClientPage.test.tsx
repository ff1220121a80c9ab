// A client's page offers only what the caller's role lets them do (DESIGN §11): a member sees no Delete
// for a colleague's client, only for their own; an admin sees it, and "Move to team…" when they are an
// admin of another team. Should the api refuse anyway (the role changed since the page loaded), the
// page says so in the api's words and nothing changes.
import { roleNeeded, TOOL_SLUGS } from '@growth-suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthorFilter from '../../components/author/AuthorFilter.tsx';
import { TeamScopeContext } from '../../lib/teamScope.ts';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, personal, serve, signedInAs, team, USERS } from '../../test/api.ts';
import ClientPage from './ClientPage.tsx';
import { clientFile } from '../../test/clients.ts';

const FILE = clientFile(); // made by user 1; mia is user 3

afterEach(() => vi.unstubAllGlobals());

function open(role: 'owner' | 'admin' | 'member', file: object = FILE, answers: Parameters<typeof serve>[0] = {}) {
  const calls = serve({
    ...signedInAs(USERS.mia),
    'GET /api/clients/3': { status: 200, body: file },
    'GET /api/history?limit=50&clientId=3': { status: 200, body: { items: [], nextCursor: null, counts: Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, 0])) } },
    'GET /api/packs?clientId=3': { status: 200, body: { items: [] } },
    'GET /api/workspaces': { status: 200, body: [personal, team(role), { id: 11, slug: 'harbour', name: 'Harbour Growth', personal: false, role: 'admin', members: 2 }] },
    ...answers,
  });
  renderScreen(
    <TeamScopeContext value={{ team: team(role), AuthorFilter }}>
      <ClientPage />
    </TeamScopeContext>,
    { path: '/t/brightside/clients/3', pattern: '/t/:slug/clients/:id' },
  );
  return calls;
}

describe('a client’s actions by role', () => {
  it('a member sees no Delete and no Move on a colleague’s client, but edits it', async () => {
    const calls = open('member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' }, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Edit/ })).toBeTruthy();
    // Once who is signed in and their teams are known (a check that something does not appear: the
    // answers are given a moment to be drawn), Delete and Move are still not offered.
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(expect.arrayContaining(['/api/session', '/api/workspaces'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move to team/ })).toBeNull();
  });

  it('a member sees Delete on a client they made', async () => {
    open('member', { ...FILE, author: { id: USERS.mia.id, name: 'mia' } });
    expect(await screen.findByRole('button', { name: /Delete/ }, AFTER_A_CALL)).toBeTruthy();
  });

  it('an admin sees Delete and Move to team…; a refusal of the api is shown in its words and the client stays', async () => {
    const calls = open('admin', FILE, { 'DELETE /api/clients/3': { status: 403, body: { message: roleNeeded('admin') } } });
    expect(await screen.findByRole('button', { name: /Move to team/ }, AFTER_A_CALL)).toBeTruthy();
    (await screen.findByRole('button', { name: /Delete/ })).click();
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete client' }).click();
    expect(await screen.findByText(`The client was not deleted: ${roleNeeded('admin')}`, {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
