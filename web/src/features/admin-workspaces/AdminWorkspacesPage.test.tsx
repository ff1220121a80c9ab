import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import AdminWorkspacesPage from './AdminWorkspacesPage.tsx';

const ROWS = [
  { id: 7, name: 'Reed Advisory', slug: 'reed-advisory', personal: false, owner: 'Tom Reed', members: 3, createdAt: '2026-11-20T09:00:00.000Z', lastActiveAt: '2026-11-27T16:30:00.000Z' },
  { id: 2, name: 'Personal', slug: 'personal-2', personal: true, owner: 'sarah', members: 1, createdAt: '2026-11-01T09:00:00.000Z', lastActiveAt: null },
];

afterEach(() => vi.unstubAllGlobals());

describe('the admin’s workspaces table', () => {
  it('lists teams with owner, members and activity; personal workspaces on demand', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/api/admin/workspaces' ? new Response(JSON.stringify(ROWS), { status: 200 }) : new Response('{}', { status: 404 }))));
    renderScreen(<AdminWorkspacesPage />, { path: '/admin/workspaces' });
    const team = await screen.findByRole('row', { name: /Reed Advisory/ });
    expect(within(team).getByText('Tom Reed')).toBeTruthy();
    expect(within(team).getByText('3')).toBeTruthy();
    expect(within(team).getByText('Team')).toBeTruthy();
    expect(within(team).getByRole('link', { name: 'Reed Advisory' }).getAttribute('href')).toBe('/admin/workspaces/7');
    expect(screen.queryByRole('row', { name: /sarah/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show personal workspaces too' }));
    const personal = screen.getByRole('row', { name: /sarah/ });
    expect(within(personal).getByText('Personal', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(personal).getByText('—')).toBeTruthy();
  });
});
