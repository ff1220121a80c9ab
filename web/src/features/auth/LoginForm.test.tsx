// A failed submit, as a screen reader meets it (issue: outside testers): each invalid control says so
// and is described by its error, the error is an alert (a live region), and focus lands on the
// first invalid field even when the form is sent with Enter from another one.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginForm } from './LoginForm.tsx';
import { renderScreen } from '../../test/render.tsx';

describe('a form field after a failed submit', () => {
  it('marks the control invalid, describes it by its error, and announces the error politely', async () => {
    renderScreen(<LoginForm />);
    const username = screen.getByLabelText('Username or email');
    const password = screen.getByLabelText('Password');
    expect(username.getAttribute('aria-invalid')).toBeNull();

    await userEvent.type(password, 'something{Enter}');

    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = username.getAttribute('aria-describedby');
    const error = describedBy ? document.getElementById(describedBy) : null;
    expect(error?.textContent).toMatch(/\S/);
    expect(error?.getAttribute('role')).toBe('alert');
    // Seen too: antd's error border on the control, its message under it.
    expect(username.classList.contains('ant-input-status-error')).toBe(true);
    expect(error?.closest('.ant-form-item')?.classList.contains('ant-form-item-has-error')).toBe(true);
    // The password was filled in: valid, and described by no error.
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-describedby')).toBeNull();
    // Sent with Enter from the password field: focus goes to the first invalid field.
    expect(document.activeElement).toBe(username);

    // Fixed: no longer invalid, and no error to point at.
    fireEvent.change(username, { target: { value: 'ann' } });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBeNull());
    expect(username.getAttribute('aria-describedby')).toBeNull();
    expect(username.classList.contains('ant-input-status-error')).toBe(false);
  });
});
