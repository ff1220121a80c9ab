// The proposal e-mailed to its client, newest first (the activity's `mails`): to whom, and what became
// of each message — sent, waiting, failed, or kept unsent because mail is off on the site.
import type { ProposalActivity } from '@growth-suite/shared/tools/proposal/send';
import { Tag, Typography } from 'antd';
import { useDateFormat } from '../../../lib/dates.ts';

type Mail = ProposalActivity['mails'][number];

const STATES: Record<Mail['state'], { tag: string; color: string; says: (mail: Mail, when: (iso: string) => string) => string }> = {
  queued: { tag: 'Queued', color: 'blue', says: () => 'Sending…' },
  sending: { tag: 'Sending', color: 'blue', says: () => 'Sending…' },
  sent: { tag: 'Sent', color: 'green', says: (mail, when) => `Sent ${when(mail.sentAt ?? mail.createdAt)}` },
  failed: { tag: 'Failed', color: 'red', says: () => 'Failed' },
  'not-configured': { tag: 'Not sent', color: 'orange', says: () => 'Not sent: mail is off' },
};

export function MailList({ mails }: { mails: Mail[] }) {
  const when = useDateFormat();
  return (
    <div role="group" aria-label="E-mails sent">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {mails.map((mail) => {
          const state = STATES[mail.state];
          return (
            // One flow of text (not flex items), so that on a phone the state wraps as words, under the address.
            <li key={mail.id} style={{ padding: '8px 16px', borderBottom: '1px solid rgba(5,5,5,0.06)', lineHeight: 1.8 }}>
              <Tag color={state.color}>{state.tag}</Tag>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>E-mailed to {mail.to}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                · {state.says(mail, when)}
                {mail.state === 'sent' ? '' : ` · ${when(mail.createdAt)}`}
              </Typography.Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
