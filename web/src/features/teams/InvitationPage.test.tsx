// An invitation's page in each of its states: open (signed out: sign up or in and come back; signed
// in: accept), used, expired, withdrawn, unknown; and the api's refusals of an accept, as it words them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import InvitationPage from './InvitationPage.tsx';
import { AFTER_A_CALL, serve, signedInAs, team, USERS, type Answers } from '../../test/api.ts';

const TOKEN = 'tok-123';
const VIEW = { workspaceName: 'Brightside Growth', invitedBy: 'Olive Owner', role: 'admin', email: 's***@brightside.co.uk', state: 'open' };

function open(user: (typeof USERS)[keyof typeof USERS] | null, view: Answers[string], more: Answers = {}) {
  const calls = serve({ ...signedInAs(user), [`GET /api/invitations/${TOKEN}`]: view, ...more });
  renderScreen(
    <Routes>
      <Route path="/invitations/:token" element={<InvitationPage />} />
      <Route path="/t/:slug/team" element={<p>the team’s page</p>} />
      <Route path="/auth" element={<AuthStandIn />} />
    </Routes>,
    { path: `/invitations/${TOKEN}` },
  );
  return calls;
}

/** /auth, saying where it would return to after signing in (components/guards reads `state.from`). */
function AuthStandIn() {
  const { search, state } = useLocation();
  return <p>auth{search}, back to {(state as { from?: string } | null)?.from}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('an invitation’s page', () => {
  it('tells a visitor who invites them where, with which role and for which (masked) address; sign-up and sign-in come back here', async () => {
    open(null, { status: 200, body: VIEW });
    expect(await screen.findByText(/Olive Owner invited you to join/)).toBeTruthy();
    expect(screen.getByText('Brightside Growth')).toBeTruthy();
    expect(screen.getByText(/as an admin/)).toBeTruthy();
    expect(screen.getByText('s***@brightside.co.uk')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByText(`auth?tab=register, back to /invitations/${TOKEN}`)).toBeTruthy();
  });

  it('lets a signed-in user accept, then opens the team', async () => {
    const calls = open(USERS.mia, { status: 200, body: VIEW }, { [`POST /api/invitations/${TOKEN}/accept`]: { status: 200, body: { workspace: team('admin') } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('the team’s page', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/invitations/${TOKEN}/accept`]);
  });

  it.each([
    [403, 'This invitation is for another e-mail address: sign in with the invited one'],
    [410, 'This invitation has expired'],
    [409, 'You are already a member of this workspace'],
  ])('shows the api’s %i refusal of an accept as it words it', async (status, message) => {
    open(USERS.mia, { status: 200, body: VIEW }, { [`POST /api/invitations/${TOKEN}/accept`]: { status, body: { message } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    // Another account's address: the way out is to sign in with the right one.
    expect(Boolean(screen.queryByRole('button', { name: 'Use another account' }))).toBe(status === 403);
  });

  it.each([
    ['accepted', 'This invitation has been used'],
    ['expired', 'This invitation has expired'],
    ['revoked', 'This invitation was withdrawn'],
  ])('says a link that is %s cannot be used, and offers no Accept', async (state, title) => {
    open(USERS.mia, { status: 200, body: { ...VIEW, state } });
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says an unknown link does not work', async () => {
    open(null, { status: 404, body: { message: 'Invitation not found' } });
    expect(await screen.findByText('This invitation link does not work')).toBeTruthy();
  });
});
