// The activity's e-mails to the client: to whom, and each one's state in words and as a tag.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailList } from './MailList.tsx';

const mail = (id: number, state: 'queued' | 'sending' | 'sent' | 'failed' | 'not-configured', sentAt: string | null = null) => ({ id, to: `c${id}@client.test`, state, createdAt: '2026-11-28T10:00:00.000Z', sentAt });

describe('the e-mails in the activity', () => {
  it('says what became of each message', () => {
    render(<MailList mails={[mail(4, 'not-configured'), mail(3, 'failed'), mail(2, 'sent', '2026-11-28T10:02:00.000Z'), mail(1, 'queued')]} />);
    const rows = within(screen.getByRole('group', { name: 'E-mails sent' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Not sentE-mailed to c4@client\.test · Not sent: mail is off · /),
      expect.stringMatching(/^FailedE-mailed to c3@client\.test · Failed · /),
      expect.stringMatching(/^SentE-mailed to c2@client\.test · Sent Nov 28, 2026/),
      expect.stringMatching(/^QueuedE-mailed to c1@client\.test · Sending… · /),
    ]);
  });
});
