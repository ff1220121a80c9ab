// "Forgot password?": the same words for any address (the api never says whether an account uses it),
// other words when mail is off, the field's errors, the limit's refusal, and a button that says it is busy.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, type Answers } from '../../test/api.ts';
import ForgotPasswordPage, { FORGOT_ANSWER } from './ForgotPasswordPage.tsx';

function ask(email: string, answer: Answers[string]) {
  const calls = serve({ 'POST /api/password/forgot': answer });
  renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password?', () => {
  it.each(['ann@example.com', 'nobody-here@example.org'])('says the same words for %s when mail is on', async (email) => {
    const calls = ask(email, { status: 202, body: { mail: 'on' } });
    expect(await screen.findByText(FORGOT_ANSWER.on, {}, AFTER_A_CALL)).toBeTruthy();
    expect(FORGOT_ANSWER.on).toBe('If an account uses this address, we sent it a link to choose a new password. It works for one hour.');
    expect(screen.queryByText(email, { exact: false })).toBeNull();
    expect(calls.map((call) => call.body)).toEqual([{ email }]);
  });

  it('tells the reader to ask an administrator when mail is off', async () => {
    ask('ann@example.com', { status: 202, body: { mail: 'off' } });
    expect(await screen.findByText('E-mail is not set up on this site: ask an administrator to reset your password.', {}, AFTER_A_CALL)).toBeTruthy();
  });

  it('checks the address before asking, and shows the api’s own field error', async () => {
    const calls = ask('not-an-address', { status: 400, body: { message: 'Validation failed', fieldErrors: { email: 'Enter a valid e-mail address' } } });
    await waitFor(() => expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([]);
    // An address the browser's rules accept but the api refuses: its message under the field.
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Enter a valid e-mail address', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('shows the limit’s refusal', async () => {
    ask('ann@example.com', { status: 429, body: { message: 'Too many attempts. Try again in 3600 seconds.' }, headers: { 'Retry-After': '3600' } });
    expect(await screen.findByText('Too many attempts. Try again in 3600 seconds.', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeTruthy();
  });

  it('says it is busy while it asks', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    ask('ann@example.com', () => new Promise((resolve) => (answer = resolve)));
    const busy = await screen.findByRole('button', { name: /Sending/ }, AFTER_A_CALL);
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer({ status: 202, body: { mail: 'on' } });
    expect(await screen.findByText(FORGOT_ANSWER.on, {}, AFTER_A_CALL)).toBeTruthy();
  });
});
