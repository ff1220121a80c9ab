// The reset link's page: a new password with the sign-up rules; once set, this tab forgets its user (the
// api ended every session) and offers sign-in; a used or expired link says so and leads back to
// "Forgot password?", as does a link cut short (without asking the api).
import { RESET_LINK_INVALID } from '@growth-suite/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../lib/auth.ts';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, type Answers } from '../../test/api.ts';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const TOKEN = 'Ab_-'.repeat(10) + 'xyz';
const ANN = { id: 1, username: 'ann', email: 'ann@example.com', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' };

/** Who this tab thinks is signed in. */
function SignedIn() {
  const { data } = useCurrentUser();
  return <p>signed in: {data === undefined ? '…' : (data?.username ?? 'nobody')}</p>;
}

function open(token: string, answers: Answers) {
  const calls = serve({ 'GET /api/session': { status: 200, body: { user: ANN } }, ...answers });
  renderScreen(
    <Routes>
      <Route
        path="/reset-password/:token"
        element={
          <>
            <ResetPasswordPage />
            <SignedIn />
          </>
        }
      />
    </Routes>,
    { path: `/reset-password/${token}` },
  );
  return calls;
}

function choose(password: string, confirmPassword = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

const posts = (calls: { method: string; url: string; body: unknown }[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('the reset link’s page', () => {
  it('sets the new password, forgets the signed-in user and offers sign-in', async () => {
    const calls = open(TOKEN, { 'POST /api/password/reset': { status: 204 } });
    expect(await screen.findByText('signed in: ann', {}, AFTER_A_CALL)).toBeTruthy();
    choose('new-secret-1');
    expect(await screen.findByText('Your password is changed', {}, AFTER_A_CALL)).toBeTruthy();
    expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/password/reset', body: { token: TOKEN, password: 'new-secret-1', confirmPassword: 'new-secret-1' } }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByText('signed in: nobody')).toBeTruthy();
  });

  it('keeps the sign-up rules: a short password or two that differ are not sent', async () => {
    const calls = open(TOKEN, {});
    choose('short');
    // Both fields hold it: each says so.
    expect(await screen.findAllByText('Password must be at least 6 characters', {}, AFTER_A_CALL)).toHaveLength(2);
    choose('new-secret-1', 'new-secret-2');
    expect(await screen.findByText('Passwords do not match', {}, AFTER_A_CALL)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('says a used or expired link does not work, and leads back to Forgot password?', async () => {
    open(TOKEN, { 'POST /api/password/reset': { status: 400, body: { message: RESET_LINK_INVALID, fieldErrors: { token: RESET_LINK_INVALID } } } });
    choose('new-secret-1');
    expect(await screen.findByText(RESET_LINK_INVALID, {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    // Still signed in here: nothing changed.
    expect(screen.getByText('signed in: ann')).toBeTruthy();
  });

  it('says at once that a link cut short does not work', async () => {
    const calls = open('abc', {});
    expect(screen.getByText(RESET_LINK_INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/api/session']));
  });
});
