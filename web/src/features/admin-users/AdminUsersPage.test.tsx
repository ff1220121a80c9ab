// The site's admins see each account's teams, with its role there (DESIGN §11), in the Users table.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_A_CALL, serve, USERS } from '../../test/api.ts';
import { renderScreen } from '../../test/render.tsx';
import AdminUsersPage from './AdminUsersPage.tsx';

afterEach(() => vi.restoreAllMocks());

const admin = { id: 5, username: 'administrator', email: 'admin@example.com', fullName: null, role: 'admin', isAdmin: true, createdAt: '2026-11-01T09:00:00.000Z' };

describe('Admin Users', () => {
  it('lists each account’s teams with its role, and none for an account in no team', async () => {
    serve({
      'GET /api/session': { status: 200, body: { user: { ...USERS.olive, isAdmin: true, role: 'admin' } } },
      'GET /api/admin/users': {
        status: 200,
        body: [
          { ...admin, teams: [] },
          { id: 2, username: 'olive', email: 'olive@example.com', fullName: 'Olive Owner', role: 'user', isAdmin: false, createdAt: '2026-11-02T09:00:00.000Z', teams: [{ id: 10, name: 'Brightside Growth', role: 'owner' }, { id: 11, name: 'Harbour', role: 'member' }] },
        ],
      },
    });
    renderScreen(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Brightside Growth · owner', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText('Harbour · member')).toBeTruthy();
    const adminRow = screen.getByText('administrator').closest('tr')!;
    expect(adminRow.textContent).not.toContain(' · ');
  });
});
