// The proposal e-mailed to its client, newest first (the activity's `mails`): to whom, and what became
// of each message — sent, waiting, failed, or kept unsent because mail is off on the site.
import type { ProposalActivity } from '@growth-suite/shared/tools/proposal/send';
import { formatDateTime } from '@growth-suite/shared';
import { List, Space, Tag, Typography } from 'antd';

type Mail = ProposalActivity['mails'][number];

const STATES: Record<Mail['state'], { tag: string; color: string; says: (mail: Mail) => string }> = {
  queued: { tag: 'Queued', color: 'blue', says: () => 'Sending…' },
  sending: { tag: 'Sending', color: 'blue', says: () => 'Sending…' },
  sent: { tag: 'Sent', color: 'green', says: (mail) => `Sent ${formatDateTime(mail.sentAt ?? mail.createdAt)}` },
  failed: { tag: 'Failed', color: 'red', says: () => 'Failed' },
  'not-configured': { tag: 'Not sent', color: 'orange', says: () => 'Not sent: mail is off' },
};

export function MailList({ mails }: { mails: Mail[] }) {
  return (
    <div role="group" aria-label="E-mails sent">
      <List
        size="small"
        dataSource={mails}
        rowKey={(mail) => mail.id}
        renderItem={(mail) => {
          const state = STATES[mail.state];
          return (
            <List.Item>
              <Space wrap size={[8, 4]}>
                <Tag color={state.color}>{state.tag}</Tag>
                <Typography.Text style={{ wordBreak: 'break-all' }}>E-mailed to {mail.to}</Typography.Text>
                <Typography.Text type="secondary">
                  · {state.says(mail)}
                  {mail.state === 'sent' ? '' : ` · ${formatDateTime(mail.createdAt)}`}
                </Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
    </div>
  );
}
