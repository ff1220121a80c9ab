// A team's brand (DESIGN §11): its admins and owners edit it; a member reads it, told that an admin
// edits it. The personal brand is the user's own, as before.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthorFilter from '../../components/author/AuthorFilter.tsx';
import { TeamScopeContext } from '../../lib/teamScope.ts';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, signedInAs, team, USERS } from '../../test/api.ts';
import BrandPage from './BrandPage.tsx';

const BRAND = { firmName: 'Brightside Growth', senderName: 'Olive', signature: '', accentColor: '', currency: 'GBP', locale: 'en-GB', terms: '', logo: null, updatedAt: null };

afterEach(() => vi.unstubAllGlobals());

function open(role: 'owner' | 'admin' | 'member' | null) {
  serve({ ...signedInAs(USERS.mia), 'GET /api/account/brand': { status: 200, body: BRAND } });
  const page = <BrandPage />;
  renderScreen(role === null ? page : <TeamScopeContext value={{ team: team(role), AuthorFilter }}>{page}</TeamScopeContext>, { path: role === null ? '/account/brand' : '/t/brightside/account/brand' });
}

describe('a team’s brand', () => {
  it('is read-only for a member, who is told an admin edits it', async () => {
    open('member');
    const firm = await screen.findByLabelText('Firm name', {}, AFTER_A_CALL);
    expect((firm as HTMLInputElement).disabled).toBe(true);
    expect((firm as HTMLInputElement).value).toBe('Brightside Growth');
    expect(screen.getByText(/An admin of this team edits its brand/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Team brand' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save brand' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload logo/ })).toBeNull();
  });

  it.each(['admin', 'owner'] as const)('is editable for an %s', async (role) => {
    open(role);
    const firm = await screen.findByLabelText('Firm name', {}, AFTER_A_CALL);
    expect((firm as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save brand' })).toBeTruthy();
    expect(screen.queryByText(/An admin of this team edits its brand/)).toBeNull();
  });

  it('the personal brand is the user’s own to edit', async () => {
    open(null);
    const firm = await screen.findByLabelText('Firm name', {}, AFTER_A_CALL);
    expect((firm as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Your brand' })).toBeTruthy();
  });
});
