// A team's brand (DESIGN §11): its admins and owners edit it; a member reads it, told that an admin
// edits it. The personal brand is the user's own, as before.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TAX_RATE_MESSAGE } from '@growth-suite/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthorFilter from '../../components/author/AuthorFilter.tsx';
import { TeamScopeContext } from '../../lib/teamScope.ts';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, signedInAs, team, USERS } from '../../test/api.ts';
import BrandPage from './BrandPage.tsx';

const BRAND = { firmName: 'Brightside Growth', senderName: 'Olive', signature: '', accentColor: '', currency: 'GBP', locale: 'en-GB', terms: '', taxIncluded: false, taxRate: 0, taxName: '', logo: null, updatedAt: null };

afterEach(() => vi.unstubAllGlobals());

function open(role: 'owner' | 'admin' | 'member' | null, brand: object = BRAND) {
  serve({ ...signedInAs(USERS.mia), 'GET /api/account/brand': { status: 200, body: { ...BRAND, ...brand } } });
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

  it('states the tax on the fees, showing a fee as clients will read it, and refuses a rate over 100', async () => {
    open(null, { taxRate: 20, taxName: 'VAT' });
    const rate = (await screen.findByLabelText('Tax rate', {}, AFTER_A_CALL)) as HTMLInputElement;
    expect(rate.value).toBe('20');
    expect(screen.getByTestId('tax-example').textContent).toBe('A fee of £4,500 reads: £4,500 excl. VAT (VAT 20%: £900 · total £5,400).');
    fireEvent.click(screen.getByLabelText('Fees include tax'));
    await waitFor(() => expect(screen.getByTestId('tax-example').textContent).toBe('A fee of £4,500 reads: £4,500 incl. VAT (includes VAT 20%: £750).'));
    fireEvent.change(rate, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText(TAX_RATE_MESSAGE)).toBeTruthy();
  });

  it('starts a brand that never named its tax with its region’s name', async () => {
    open(null, { locale: 'en-AU', currency: 'AUD' });
    expect(((await screen.findByLabelText('Tax name', {}, AFTER_A_CALL)) as HTMLInputElement).value).toBe('GST');
    expect(screen.getByTestId('tax-example').textContent).toBe('No tax is stated: a fee of $4,500 reads "$4,500".');
  });
});
