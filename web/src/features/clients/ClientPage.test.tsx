// A member of a team may press Delete on a colleague's client: the api refuses (403, an admin's job),
// the page says so in the api's words and nothing changes (DESIGN §11).
import { roleNeeded, TOOL_SLUGS } from '@growth-suite/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, signedInAs, USERS } from '../../test/api.ts';
import ClientPage from './ClientPage.tsx';
import { clientFile } from '../../test/clients.ts';

const FILE = clientFile();

afterEach(() => vi.unstubAllGlobals());

describe('deleting a colleague’s client as a member', () => {
  it('shows the api’s refusal and keeps the client', async () => {
    const calls = serve({
      ...signedInAs(USERS.mia),
      'GET /api/clients/3': { status: 200, body: FILE },
      'GET /api/history?limit=50&clientId=3': { status: 200, body: { items: [], nextCursor: null, counts: Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, 0])) } },
      'GET /api/packs?clientId=3': { status: 200, body: { items: [] } },
      'DELETE /api/clients/3': { status: 403, body: { message: roleNeeded('admin') } },
    });
    renderScreen(<ClientPage />, { path: '/t/brightside/clients/3', pattern: '/t/:slug/clients/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' }, AFTER_A_CALL)).toBeTruthy();
    screen.getByRole('button', { name: /Delete/ }).click();
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete client' }).click();
    expect(await screen.findByText(`The client was not deleted: ${roleNeeded('admin')}`, {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
