// The admins' outbox: its rows with their state, the banner when mail is off, the state filter, Load more,
// a message's preview (its HTML in a frame with every sandbox permission off), and "Send again" refused.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, type Answers } from '../../test/api.ts';
import AdminMailPage from './AdminMailPage.tsx';

const KEPT = { id: 12, kind: 'invitation', to: 'sam@brightside.co.uk', subject: 'Olive invited you to Brightside Growth', state: 'not-configured', attempts: 0, createdAt: '2026-11-27T09:00:00.000Z', sentAt: null, error: 'not sent: mail is not configured' };
const SENT = { id: 11, kind: 'password-reset', to: 'ann@example.com', subject: 'Choose a new password', state: 'sent', attempts: 1, createdAt: '2026-11-26T09:00:00.000Z', sentAt: '2026-11-26T09:00:02.000Z', error: null };
const FAILED = { id: 4, kind: 'invitation', to: 'old@example.com', subject: 'Join us', state: 'failed', attempts: 5, createdAt: '2026-11-20T09:00:00.000Z', sentAt: null, error: '550 mailbox unavailable' };

const page = (items: object[], nextCursor: string | null = null, enabled = 'off') => ({ status: 200, body: { items, nextCursor, enabled } });

function open(answers: Answers) {
  const calls = serve({ 'GET /api/admin/mail': page([KEPT, SENT]), 'GET /api/account/brand': { status: 200, body: { locale: 'en-US' } }, ...answers });
  renderScreen(<AdminMailPage />, { path: '/admin/mail' });
  return calls;
}

const row = async (text: string) => (await screen.findByText(text, {}, AFTER_A_CALL)).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('the admins’ mail outbox', () => {
  it('lists each message with its state, says mail is off, and offers Send again only for what can go again', async () => {
    open({});
    const kept = await row('sam@brightside.co.uk');
    expect(within(kept).getByText('Invitation')).toBeTruthy();
    expect(within(kept).getByText('Not configured')).toBeTruthy();
    expect(within(kept).getByRole('button', { name: 'Send again the message to sam@brightside.co.uk' })).toBeTruthy();
    const sent = await row('ann@example.com');
    expect(within(sent).getByText('Password reset')).toBeTruthy();
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(screen.getByText('Mail is off: messages are kept, not sent. Set SMTP_URL to send them.')).toBeTruthy();
  });

  it('filters by state and loads more with the answer’s cursor', async () => {
    const calls = open({
      'GET /api/admin/mail?state=failed': page([FAILED], '4', 'on'),
      'GET /api/admin/mail?state=failed&cursor=4': page([{ ...FAILED, id: 3, to: 'older@example.com' }], null, 'on'),
    });
    await row('sam@brightside.co.uk');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === 'Failed');
      if (!found) throw new Error('no Failed option');
      return found as HTMLElement;
    });
    fireEvent.click(option);
    expect(within(await row('old@example.com')).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(screen.queryByText('sam@brightside.co.uk')).toBeNull();
    expect(screen.queryByText(/Mail is off/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await row('older@example.com');
    expect(screen.getByText('old@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/admin/mail'))).toEqual(['/api/admin/mail', '/api/admin/mail?state=failed', '/api/admin/mail?state=failed&cursor=4']);
  });

  it('previews a message: its HTML in a frame allowed nothing, its text as written', async () => {
    const html = '<p>Join <b>Brightside</b></p><script>parent.document.title = "owned"</script>';
    open({ 'GET /api/admin/mail/12': { status: 200, body: { message: KEPT, text: 'Join Brightside\n[the link is not kept after sending]', html, attachment: null } } });
    fireEvent.click(within(await row('sam@brightside.co.uk')).getByRole('button', { name: 'Preview the message to sam@brightside.co.uk' }));
    const dialog = await screen.findByRole('dialog', {}, AFTER_A_CALL);
    const frame = await within(dialog).findByTitle('The message as HTML', {}, AFTER_A_CALL);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(within(dialog).getByText('Olive invited you to Brightside Growth')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect((await within(dialog).findByLabelText('The message as plain text')).textContent).toContain('[the link is not kept after sending]');
    expect(within(dialog).queryByText(/Attached:/)).toBeNull();
  });

  it('names the file a message carries', async () => {
    open({ 'GET /api/admin/mail/12': { status: 200, body: { message: KEPT, text: 'Accepted', html: '<p>Accepted</p>', attachment: 'Acme - Accepted proposal v2.pdf' } } });
    fireEvent.click(within(await row('sam@brightside.co.uk')).getByRole('button', { name: 'Preview the message to sam@brightside.co.uk' }));
    const dialog = await screen.findByRole('dialog', {}, AFTER_A_CALL);
    expect(await within(dialog).findByText(/Attached: Acme - Accepted proposal v2\.pdf$/, {}, AFTER_A_CALL)).toBeTruthy();
  });

  it('shows the api’s refusal of Send again as a toast', async () => {
    const message = 'Mail is not configured: set SMTP_URL, then send it again';
    const calls = open({ 'POST /api/admin/mail/12/resend': { status: 409, body: { message } } });
    fireEvent.click(within(await row('sam@brightside.co.uk')).getByRole('button', { name: 'Send again the message to sam@brightside.co.uk' }));
    expect(await screen.findByText('Could not send it again', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/mail/12/resend']);
  });
});
