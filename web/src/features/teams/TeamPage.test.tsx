// A team's page as each role sees it: what an owner, an admin and a member can do there, and that
// every action goes to the api and says how it went (the api's own words when it refuses).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import TeamPage from './TeamPage.tsx';
import { AFTER_A_CALL, MEMBERS, personal, serve, signedInAs, team, USERS, type Answers } from '../../test/api.ts';

const INVITATIONS = [
  { id: 5, email: 'nina@brightside.co.uk', role: 'member', state: 'open', invitedBy: 'Olive Owner', expiresAt: '2026-12-05T09:00:00.000Z', createdAt: '2026-11-28T09:00:00.000Z' },
  { id: 4, email: 'old@brightside.co.uk', role: 'admin', state: 'expired', invitedBy: 'Olive Owner', expiresAt: '2026-11-10T09:00:00.000Z', createdAt: '2026-11-03T09:00:00.000Z' },
];

function open(as: keyof typeof USERS, role: 'owner' | 'admin' | 'member', more: Answers = {}) {
  const calls = serve({
    ...signedInAs(USERS[as]),
    'GET /api/workspaces': { status: 200, body: [personal, team(role)] },
    'GET /api/workspaces/10/members': { status: 200, body: MEMBERS },
    'GET /api/workspaces/10/invitations': { status: 200, body: INVITATIONS },
    ...more,
  });
  renderScreen(<TeamPage notFound={NOT_FOUND} />, { path: '/t/brightside/team', pattern: '/t/:slug/team' });
  return calls;
}

const row = async (name: string) => (await screen.findByText(name, {}, AFTER_A_CALL)).closest('tr')!;
const roleOptions = async (select: HTMLElement) => {
  fireEvent.mouseDown(select);
  const list = await waitFor(() => {
    const shown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    if (!shown) throw new Error('no open list');
    return shown as HTMLElement;
  });
  return [...list.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
};
const confirmDialog = async (okText: string) => within(await screen.findByRole('dialog')).getByRole('button', { name: okText }).click();

const NOT_FOUND = <p>the not-found page</p>;

afterEach(() => vi.unstubAllGlobals());

describe('a team’s page', () => {
  it('shows the owner everything: role changes up to owner, Remove, Transfer ownership, invitations and Delete team', async () => {
    open('olive', 'owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brightside Growth' }, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText('Owner', { selector: '.ant-tag' })).toBeTruthy();

    const adam = await row('Adam Admin');
    expect(within(adam).getByText('adam@brightside.co.uk')).toBeTruthy();
    expect(await roleOptions(within(adam).getByRole('combobox', { name: 'Role of Adam Admin' }))).toEqual(['Owner', 'Admin', 'Member']);
    expect(within(adam).getByRole('button', { name: 'Remove Adam Admin' })).toBeTruthy();
    expect(within(adam).getByRole('button', { name: 'Transfer ownership to Adam Admin' })).toBeTruthy();

    // One's own row: no role to change, no Remove, but Leave.
    const own = await row('Olive Owner');
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).getByRole('button', { name: 'Leave team' })).toBeTruthy();

    expect(await screen.findByText('nina@brightside.co.uk')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke the invitation for nina@brightside.co.uk' })).toBeTruthy();
    // An expired invitation cannot be revoked.
    expect(screen.queryByRole('button', { name: 'Revoke the invitation for old@brightside.co.uk' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Invite a colleague' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete team' })).toBeTruthy();
  });

  it('lets an admin manage admins and members but not the owner, make no owners, and neither transfer nor delete', async () => {
    open('adam', 'admin');
    const owner = await row('Olive Owner');
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button', { name: /Remove/ })).toBeNull();

    const mia = await row('mia');
    expect(await roleOptions(within(mia).getByRole('combobox', { name: 'Role of mia' }))).toEqual(['Admin', 'Member']);
    expect(within(mia).getByRole('button', { name: 'Remove mia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Transfer ownership/ })).toBeNull();

    expect(screen.getByRole('form', { name: 'Invite a colleague' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Team settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull();
  });

  it('shows a member the members only, with Leave on their own row; it never asks for the invitations', async () => {
    const calls = open('mia', 'member');
    await row('Olive Owner');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Transfer/ })).toBeNull();
    expect(within(await row('mia')).getByRole('button', { name: 'Leave team' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Team settings' })).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/workspaces/10/invitations');
  });

  it('is the not-found page for an address that names none of the caller’s teams (or their personal workspace)', async () => {
    serve({ ...signedInAs(USERS.olive), 'GET /api/workspaces': { status: 200, body: [personal, team('owner')] } });
    renderScreen(<TeamPage notFound={NOT_FOUND} />, { path: '/t/olive/team', pattern: '/t/:slug/team' });
    expect(await screen.findByText('the not-found page')).toBeTruthy();
  });

  it('changes a role and says so', async () => {
    const calls = open('olive', 'owner', { 'PATCH /api/workspaces/10/members/3': (body) => ({ status: 200, body: { ...MEMBERS[2], ...(body as object) } }) });
    const mia = await row('mia');
    fireEvent.mouseDown(within(mia).getByRole('combobox', { name: 'Role of mia' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === 'Admin' && item.closest('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
      if (!found) throw new Error('no Admin option');
      return found as HTMLElement;
    });
    fireEvent.click(option);
    expect(await screen.findByText('Role changed', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText('mia is now an admin.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'admin' });
  });

  it('shows the api’s refusal when the last owner tries to leave', async () => {
    const message = 'A workspace needs an owner: make another member an owner first';
    open('olive', 'owner', { 'DELETE /api/workspaces/10/members/1': { status: 409, body: { message } } });
    await userEvent.click(within(await row('Olive Owner')).getByRole('button', { name: 'Leave team' }));
    await confirmDialog('Leave team');
    expect(await screen.findByText('Could not leave the team', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('removes a member after a confirmation', async () => {
    const calls = open('olive', 'owner', { 'DELETE /api/workspaces/10/members/2': { status: 204 } });
    await userEvent.click(within(await row('Adam Admin')).getByRole('button', { name: 'Remove Adam Admin' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await confirmDialog('Remove');
    expect(await screen.findByText('Member removed', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/workspaces/10/members/2']);
  });

  it('hands ownership over after a confirmation: the owner is an admin afterwards', async () => {
    let transferred = false;
    const calls = open('olive', 'owner', {
      'POST /api/workspaces/10/transfer': () => ((transferred = true), { status: 200, body: team('admin') }),
      'GET /api/workspaces': () => ({ status: 200, body: [personal, team(transferred ? 'admin' : 'owner')] }),
    });
    await userEvent.click(within(await row('Adam Admin')).getByRole('button', { name: 'Transfer ownership to Adam Admin' }));
    await confirmDialog('Transfer ownership');
    expect(await screen.findByText('Ownership transferred', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: 2 });
    // The page follows the caller's new role: no Delete team for an admin.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull(), AFTER_A_CALL);
  });

  it('deletes the team after a confirmation', async () => {
    const calls = open('olive', 'owner', { 'DELETE /api/workspaces/10': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete team' }, AFTER_A_CALL));
    await confirmDialog('Delete team');
    expect(await screen.findByText('Team deleted', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/workspaces/10']);
  });

  it('invites by e-mail and shows the link once, with Copy and what it is good for', async () => {
    const url = 'http://localhost/invitations/tok-123';
    const calls = open('olive', 'owner', {
      'POST /api/workspaces/10/invitations': { status: 201, body: { id: 6, email: 'sam@brightside.co.uk', role: 'member', expiresAt: '2026-12-05T09:00:00.000Z', url, mailed: false } },
    });
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'sam@brightside.co.uk');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(((await screen.findByLabelText('Invitation link', {}, AFTER_A_CALL)) as HTMLInputElement).value).toBe(url);
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeTruthy();
    expect(screen.getByText(/valid for 7 days and only that address can use it/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'sam@brightside.co.uk', role: 'member' });
  });

  it('shows an invitation refused by the api on its field, and a bad address before asking', async () => {
    const message = 'That address already has an open invitation';
    const calls = open('olive', 'owner', { 'POST /api/workspaces/10/invitations': { status: 409, body: { message, fieldErrors: { email: message } } } });
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    const email = within(form).getByLabelText('E-mail address');
    await userEvent.type(email, 'not-an-address{Enter}');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(email);
    await userEvent.type(email, 'nina@brightside.co.uk{Enter}');
    expect(await screen.findByText('Could not invite', {}, AFTER_A_CALL)).toBeTruthy();
    await waitFor(() => expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message));
  });
});
