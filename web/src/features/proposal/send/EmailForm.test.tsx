// "E-mail to the client" in the Share panel: To from the client file's contact, the note sent only when
// written, mail off said inline (copy the link instead), a sent message toasted, and the api's refusals
// (a field's error beside it; a withdrawn link, the daily cap) shown.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { AFTER_A_CALL, serve, type Answers } from '../../../test/api.ts';
import { EmailForm, MAIL_OFF } from './EmailForm.tsx';
import { clientFile } from '../../../test/clients.ts';

const FILE = clientFile({ contactName: 'Dana Reyes', contactEmail: 'dana@acme.test' });
const SEND = 'POST /api/proposals/7/sends/2/email';
const ACTIVITY = 'GET /api/proposals/7/activity';
const NO_ACTIVITY = { status: 200, body: { opens: 0, firstOpenedAt: null, lastOpenedAt: null, sends: [], acceptances: [], changeRequests: [], mails: [], reminders: { enabled: true, stoppedBy: [] } } };

function open(answers: Answers, clientId: number | null = 3) {
  const calls = serve({ 'GET /api/clients/3': { status: 200, body: FILE }, [ACTIVITY]: NO_ACTIVITY, ...answers });
  renderScreen(<EmailForm id={7} version={2} clientId={clientId} />);
  return calls;
}

const to = () => screen.getByLabelText('To') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send/ }));
const sent = (calls: { method: string; url: string; body: unknown }[]) => calls.filter((call) => `${call.method} ${call.url}` === SEND).map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());

describe('e-mailing the live link to the client', () => {
  it('fills To from the client file and, with mail off, says to copy the link instead', async () => {
    const calls = open({ [SEND]: { status: 202, body: { mailId: 5, mailed: false } } });
    await waitFor(() => expect(to().value).toBe('dana@acme.test'), AFTER_A_CALL);
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Hi Dana,\nhere it is.' } });
    send();
    expect(await screen.findByText(MAIL_OFF, {}, AFTER_A_CALL)).toBeTruthy();
    expect(sent(calls)).toEqual([{ to: 'dana@acme.test', message: 'Hi Dana,\nhere it is.' }]);
    expect(MAIL_OFF).toBe('E-mail is not set up on this site: copy the link and send it yourself.');
  });

  it('leaves To empty without a client, sends no empty note, and toasts a message that went', async () => {
    const calls = open({ [SEND]: { status: 202, body: { mailId: 6, mailed: true } } }, null);
    expect(to().value).toBe('');
    fireEvent.change(to(), { target: { value: 'sam@client.test' } });
    send();
    expect(await screen.findByText('E-mailed to sam@client.test', {}, AFTER_A_CALL)).toBeTruthy();
    expect(sent(calls)).toEqual([{ to: 'sam@client.test' }]);
    expect(screen.queryByText(MAIL_OFF)).toBeNull();
  });

  it('checks the address before asking, and shows the api’s field error beside its field', async () => {
    const calls = open({ [SEND]: { status: 400, body: { message: 'Validation failed', fieldErrors: { to: 'That address cannot receive mail' } } } }, null);
    fireEvent.change(to(), { target: { value: 'not an address' } });
    send();
    await waitFor(() => expect(to().getAttribute('aria-invalid')).toBe('true'), AFTER_A_CALL);
    expect(sent(calls)).toEqual([]);
    fireEvent.change(to(), { target: { value: 'sam@client.test' } });
    send();
    expect(await screen.findByText('That address cannot receive mail', {}, AFTER_A_CALL)).toBeTruthy();
  });

  it.each([
    [404, 'Link not found'],
    [429, 'You have reached today’s limit of messages'],
  ])('shows the api’s %i message', async (status, message) => {
    open({ [SEND]: { status, body: { message } } });
    await waitFor(() => expect(to().value).toBe('dana@acme.test'), AFTER_A_CALL);
    send();
    expect(await screen.findByText(message, {}, AFTER_A_CALL)).toBeTruthy();
  });

  it('counts the note to its limit', async () => {
    open({}, null);
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Hello' } });
    expect(await screen.findByText('5 / 2000')).toBeTruthy();
  });
});
