// The activity's e-mails to the client: to whom, and each one's state in words and as a tag; dates as
// the workspace brand's locale writes them (issue 53).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serve } from '../../../test/api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MailList } from './MailList.tsx';

// Midday UTC: the same day in every reader's time zone the tests may run in.
const mail = (id: number, state: 'queued' | 'sending' | 'sent' | 'failed' | 'not-configured', sentAt: string | null = null) => ({ id, to: `c${id}@client.test`, state, createdAt: '2026-11-28T12:00:00.000Z', sentAt });
const MAILS = [mail(4, 'not-configured'), mail(3, 'failed'), mail(2, 'sent', '2026-11-28T12:02:00.000Z'), mail(1, 'queued')];

function shown(locale: string) {
  serve({ 'GET /api/account/brand': { status: 200, body: { locale } } });
  renderScreen(<MailList mails={MAILS} />);
  return within(screen.getByRole('group', { name: 'E-mails sent' }));
}

describe('the e-mails in the activity', () => {
  it('says what became of each message, dated as an en-US brand writes dates', async () => {
    const list = shown('en-US');
    await list.findByText(/Sent Nov 28, 2026, \d{1,2}:\d{2} (AM|PM)/);
    expect(list.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Not sentE-mailed to c4@client\.test · Not sent: mail is off · Nov 28, 2026, /),
      expect.stringMatching(/^FailedE-mailed to c3@client\.test · Failed · Nov 28, 2026, /),
      expect.stringMatching(/^SentE-mailed to c2@client\.test · Sent Nov 28, 2026, /),
      expect.stringMatching(/^QueuedE-mailed to c1@client\.test · Sending… · Nov 28, 2026, /),
    ]);
  });

  it('writes the dates as an en-GB brand does: day first, 24-hour clock', async () => {
    const list = shown('en-GB');
    await list.findByText(/Sent 28 Nov 2026, \d{2}:\d{2}$/);
    expect(list.getByText(/Failed · 28 Nov 2026, \d{2}:\d{2}$/)).toBeTruthy();
    expect(list.queryByText(/Nov 28|AM|PM/)).toBeNull();
  });
});
