// The preview's Send: one press freezes the version (POST …/send) and e-mails its link (POST
// …/sends/:version/email) to To, filled from the client file's contact; then to whom, the link and the
// message's state. A refused e-mail (the day's cap, a bad address) is said, the link stands, and the
// next press e-mails it; copying the link instead e-mails nothing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_A_CALL, serve, type Answers } from '../../../test/api.ts';
import { clientFile } from '../../../test/clients.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MAIL_OFF } from './EmailForm.tsx';
import { SendByEmail } from './SendByEmail.tsx';

const FILE = clientFile({ contactName: 'Dana Reyes', contactEmail: 'dana@acme.test' });
const FREEZE = 'POST /api/proposals/7/send';
const EMAIL = 'POST /api/proposals/7/sends/2/email';
const LINK = { token: 'a'.repeat(43), url: `http://app.test/p/${'a'.repeat(43)}`, version: 2, hash: 'ab'.repeat(32), sentAt: '2026-12-07T10:00:00.000Z', expiresAt: '2027-01-06T23:59:59.999Z', revokedAt: null };
const activity = (mails: unknown[]) => ({ status: 200, body: { opens: 0, firstOpenedAt: null, lastOpenedAt: null, sends: [LINK], acceptances: [], changeRequests: [], mails, reminders: { enabled: true, stoppedBy: [] } } });
const MAILED = { id: 41, to: 'dana@acme.test', state: 'sent', createdAt: '2026-12-07T10:00:01.000Z', sentAt: '2026-12-07T10:00:02.000Z' };

function open(answers: Answers, clientId: number | null = 3) {
  const calls = serve({ 'GET /api/clients/3': { status: 200, body: FILE }, 'GET /api/proposals/7/activity': activity([MAILED]), ...answers });
  const onSent = vi.fn();
  renderScreen(<SendByEmail id={7} clientId={clientId} expiry={{ expiresInDays: 30 }} locale="en-GB" onSent={onSent} />);
  return { calls, onSent };
}
const to = () => screen.getByLabelText('To') as HTMLInputElement;
const press = () => fireEvent.click(screen.getByRole('button', { name: /Send/ }));
const asked = (calls: { method: string; url: string; body: unknown }[], what: string) => calls.filter((call) => `${call.method} ${call.url}` === what).map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());

describe('Send on the preview', () => {
  it('freezes and e-mails to the client file’s contact in one press, then shows to whom, the link and the message’s state', async () => {
    const { calls, onSent } = open({ [FREEZE]: { status: 201, body: LINK }, [EMAIL]: { status: 202, body: { mailId: 41, mailed: true } } });
    await waitFor(() => expect(to().value).toBe('dana@acme.test'), AFTER_A_CALL);
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Hi Dana,\nhere it is.' } });
    press();
    const done = await screen.findByRole('status', { name: 'Sent' }, AFTER_A_CALL);
    expect(done.textContent).toContain('Sent. E-mailed to dana@acme.test on');
    expect(done.textContent).toContain('The link is valid until 6 Jan 2027.');
    expect((screen.getByRole('textbox', { name: 'Proposal link' }) as HTMLInputElement).value).toBe(LINK.url);
    await waitFor(() => expect(screen.getByRole('group', { name: 'E-mails sent' }).textContent).toContain('Sent'), AFTER_A_CALL);
    expect(asked(calls, FREEZE)).toEqual([{ expiresInDays: 30 }]);
    expect(asked(calls, EMAIL)).toEqual([{ to: 'dana@acme.test', message: 'Hi Dana,\nhere it is.' }]);
    expect(onSent).toHaveBeenCalledWith(LINK);
  });

  it('says a refused e-mail clearly and keeps the form; the next press e-mails the same link', async () => {
    let refusals = 1;
    const { calls } = open(
      {
        [FREEZE]: { status: 201, body: LINK },
        [EMAIL]: () => (refusals-- > 0 ? { status: 429, body: { message: 'You can send at most 50 e-mails a day: try again tomorrow, or copy the link' } } : { status: 202, body: { mailId: 41, mailed: true } }),
      },
      null,
    );
    expect(to().value).toBe('');
    fireEvent.change(to(), { target: { value: 'dana@acme.test' } });
    press();
    expect(await screen.findByText('The link is made, but it was not e-mailed: You can send at most 50 e-mails a day: try again tomorrow, or copy the link', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Sent' })).toBeNull();
    press();
    await screen.findByRole('status', { name: 'Sent' }, AFTER_A_CALL);
    expect(asked(calls, EMAIL)).toHaveLength(2);
    expect(asked(calls, FREEZE)).toHaveLength(2); // the second answers the same live link
  });

  it('checks the address before asking and shows the api’s field error beside To', async () => {
    const { calls } = open({ [FREEZE]: { status: 201, body: LINK }, [EMAIL]: { status: 400, body: { message: 'Validation failed', fieldErrors: { to: 'That address cannot receive mail' } } } }, null);
    fireEvent.change(to(), { target: { value: 'not an address' } });
    press();
    await waitFor(() => expect(to().getAttribute('aria-invalid')).toBe('true'), AFTER_A_CALL);
    expect(asked(calls, FREEZE)).toEqual([]);
    fireEvent.change(to(), { target: { value: 'dana@acme.test' } });
    press();
    expect(await screen.findByText('That address cannot receive mail', {}, AFTER_A_CALL)).toBeTruthy();
  });

  it('with mail off on the site, says the message was kept, not sent, and shows the link to copy', async () => {
    open({ [FREEZE]: { status: 201, body: LINK }, [EMAIL]: { status: 202, body: { mailId: 42, mailed: false } } });
    await waitFor(() => expect(to().value).toBe('dana@acme.test'), AFTER_A_CALL);
    press();
    const done = await screen.findByRole('status', { name: 'Sent' }, AFTER_A_CALL);
    expect(done.textContent).toContain('The link is made and valid until 6 Jan 2027, but it was not e-mailed.');
    expect(done.textContent).not.toContain('E-mailed to');
    expect(done.textContent).toContain(MAIL_OFF);
    expect((screen.getByRole('textbox', { name: 'Proposal link' }) as HTMLInputElement).value).toBe(LINK.url);
  });

  it('copies the link instead, e-mailing nothing', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = open({ [FREEZE]: { status: 201, body: LINK } });
    fireEvent.click(screen.getByRole('button', { name: /Copy the link instead$/ }));
    const done = await screen.findByRole('status', { name: 'Sent' }, AFTER_A_CALL);
    expect(done.textContent).toContain('Sent. The link is on your clipboard and valid until 6 Jan 2027.');
    expect(screen.getByText('Nothing was e-mailed: send the link yourself.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(asked(calls, EMAIL)).toEqual([]);
  });
});
