// One workspace opened by the site's admins: read-only, its members with their roles and counts of what
// it holds; an unknown id shows the api's message.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve } from '../../test/api.ts';
import AdminWorkspacePage from './AdminWorkspacePage.tsx';

const VIEW = {
  workspace: { id: 7, name: 'Reed Advisory', slug: 'reed-advisory', personal: false, owner: 'Tom Reed', members: 2, createdAt: '2026-11-20T09:00:00.000Z', lastActiveAt: '2026-11-27T16:30:00.000Z' },
  members: [
    { userId: 1, username: 'tom', fullName: 'Tom Reed', email: 'tom@reed.test', role: 'owner', joinedAt: '2026-11-20T09:00:00.000Z' },
    { userId: 4, username: 'ada', fullName: null, email: 'ada@reed.test', role: 'member', joinedAt: '2026-11-21T09:00:00.000Z' },
  ],
  openInvitations: 1,
  clients: 4,
  results: [
    { tool: 'niche-finder', count: 3 },
    { tool: 'retired-tool', count: 1 },
  ],
  sent: 2,
  accepted: 1,
};

function open(id: string) {
  renderScreen(
    <Routes>
      <Route path="/admin/workspaces/:id" element={<AdminWorkspacePage />} />
    </Routes>,
    { path: `/admin/workspaces/${id}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a workspace opened by the site’s admins', () => {
  it('shows its members with their roles and counts what it holds, read-only', async () => {
    serve({ 'GET /api/admin/workspaces/7': { status: 200, body: VIEW } });
    open('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reed Advisory' }, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText(/Read-only/)).toBeTruthy();
    const counts = screen.getByRole('group', { name: 'What it holds' });
    expect(within(counts).getByText('Clients').closest('.ant-statistic')!.textContent).toContain('4');
    expect(within(counts).getByText('Results').closest('.ant-statistic')!.textContent).toContain('4');
    expect(within(counts).getByText('Accepted').closest('.ant-statistic')!.textContent).toContain('1');
    expect(screen.getByText('Results by tool: Niche Finder 3 · retired-tool 1')).toBeTruthy();
    const ada = screen.getByRole('row', { name: /ada@reed\.test/ });
    expect(within(ada).getByText('ada')).toBeTruthy(); // no full name: the username
    expect(within(ada).getByText('Member')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /tom@reed\.test/ })).getByText('Owner')).toBeTruthy();
    // Nothing here changes anything.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Refresh']);
  });

  it('shows the api’s message for a workspace that is not there', async () => {
    serve({ 'GET /api/admin/workspaces/99': { status: 404, body: { message: 'Workspace not found' } } });
    open('99');
    expect(await screen.findByText('Error loading the workspace: Workspace not found', {}, AFTER_A_CALL)).toBeTruthy();
  });
});
