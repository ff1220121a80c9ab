// /admin/mail: the outbox for the site's admins (DESIGN §11) — every mail with its state, newest first,
// filtered by state, 50 at a time. With mail off the messages are kept, not sent: a banner says so, and
// once SMTP is set "Send again" sends one kept (or failed) message. "Preview" shows it as its reader would.
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { MAIL_NOT_CONFIGURED, MAIL_STATES, type MailKind, type MailState } from '@growth-suite/shared';
import type { AdminMailRow } from '@growth-suite/shared/contract/mail';
import { Alert, Button, Card, Empty, Grid, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useOutbox, useResendMail } from './api.ts';
import { MailPreview } from './MailPreview.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

const when = (iso: string | null) => (iso ? <LocalDateTime value={iso} /> : '—');

const KIND_LABEL: Record<MailKind, string> = {
  invitation: 'Invitation',
  'password-reset': 'Password reset',
  'invitation-accepted': 'Invitation accepted',
  sent: 'Sent to a client',
  'sent-reminder': 'Reminder to a client',
  'sent-opened': 'Opened by the client',
  'sent-accepted': 'Accepted by the client',
  'change-requested': 'A client wrote',
  'thread-reply': 'Reply to a client',
  'acceptance-confirmation': 'Acceptance confirmed to the client',
};

// Preset colours the theme darkens for contrast (app/theme.ts): the status colours ('warning') read too light.
const STATE_TAG: Record<MailState, { color: string; label: string }> = {
  queued: { color: 'blue', label: 'Queued' },
  sending: { color: 'processing', label: 'Sending' },
  sent: { color: 'green', label: 'Sent' },
  failed: { color: 'red', label: 'Failed' },
  'not-configured': { color: 'orange', label: 'Not configured' },
};

const stateTag = (state: MailState) => <Tag color={STATE_TAG[state].color}>{STATE_TAG[state].label}</Tag>;

/** Only these can go again: a sent one went, a queued or sending one is still on its way. */
const canResend = (mail: AdminMailRow) => mail.state === 'failed' || mail.state === 'not-configured';

/** The api's reason, but not its note on a kept message: its tag and the banner say that already. */
const errorOf = (mail: AdminMailRow) => (mail.error === MAIL_NOT_CONFIGURED ? null : mail.error);

/** A cell's text wrapped at `width` (long addresses and subjects included). */
const Box = ({ width, children }: { width: number; children: ReactNode }) => <div style={{ maxWidth: width, overflowWrap: 'anywhere' }}>{children}</div>;

const isState = (value: string | null): value is MailState => (MAIL_STATES as readonly string[]).includes(value ?? '');

export default function AdminMailPage() {
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const outbox = useOutbox(state);
  const resend = useResendMail();
  const toast = useToast();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const phone = !Grid.useBreakpoint().md;

  const rows = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  const enabled = outbox.data?.pages[0]?.enabled;

  const sendAgain = (mail: AdminMailRow) =>
    resend.mutate(mail.id, {
      onSuccess: () => toast.success('Sent again', `The message to ${mail.to} is back in the queue.`),
      onError: (error) => toast.error('Could not send it again', errorMessage(error)),
    });

  const actions = (mail: AdminMailRow) => (
    <Space size={4} orientation={phone ? 'horizontal' : 'vertical'}>
      <Button size="small" onClick={() => setPreviewing(mail.id)} aria-label={`Preview the message to ${mail.to}`}>
        Preview
      </Button>
      {canResend(mail) && (
        <Button size="small" onClick={() => sendAgain(mail)} loading={resend.isPending && resend.variables === mail.id} aria-label={`Send again the message to ${mail.to}`}>
          Send again
        </Button>
      )}
    </Space>
  );

  // Nine columns in a 1280 px window: long cells wrap (in a box each) rather than push Actions out of sight.
  const wide: TableColumnsType<AdminMailRow> = [
    { title: 'Kind', dataIndex: 'kind', key: 'kind', render: (kind: MailKind) => KIND_LABEL[kind] },
    { title: 'To', dataIndex: 'to', key: 'to', render: (to: string) => <Box width={240}>{to}</Box> },
    { title: 'Subject', dataIndex: 'subject', key: 'subject', render: (subject: string) => <Box width={220}>{subject}</Box> },
    { title: 'State', dataIndex: 'state', key: 'state', render: stateTag },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts', align: 'right' },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (iso: string) => <Box width={96}>{when(iso)}</Box> },
    { title: 'Sent', dataIndex: 'sentAt', key: 'sentAt', render: (iso: string | null) => <Box width={96}>{when(iso)}</Box> },
    { title: 'Error', key: 'error', render: (_: unknown, mail) => (errorOf(mail) ? <Box width={180}><Typography.Text type="danger">{errorOf(mail)}</Typography.Text></Box> : '—') },
    { title: 'Actions', key: 'actions', render: (_: unknown, mail) => actions(mail) },
  ];

  // On a phone one column holds it all: nine columns would scroll far sideways.
  const narrow: TableColumnsType<AdminMailRow> = [
    {
      title: 'Message',
      key: 'message',
      render: (_: unknown, mail) => (
        <div style={{ overflowWrap: 'anywhere' }}>
          <div>
            {mail.subject} {stateTag(mail.state)}
          </div>
          <Typography.Text type="secondary">
            {KIND_LABEL[mail.kind]} to {mail.to}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {when(mail.createdAt)} · {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
              {mail.sentAt ? <> · sent {when(mail.sentAt)}</> : ''}
            </Typography.Text>
          </div>
          {errorOf(mail) && (
            <div>
              <Typography.Text type="danger">{errorOf(mail)}</Typography.Text>
            </div>
          )}
          <div style={{ marginTop: 6 }}>{actions(mail)}</div>
        </div>
      ),
    },
  ];

  const filter = (value: MailState | 'all') =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'all') next.delete('state');
        else next.set('state', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <LinkButton to="/admin" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to Admin Panel
      </LinkButton>
      <PageTitle
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()}>
            Refresh
          </Button>
        }
      >
        Mail Outbox
      </PageTitle>
      {enabled === 'off' && <Alert style={{ marginTop: 16 }} type="warning" showIcon title="Mail is off: messages are kept, not sent. Set SMTP_URL to send them." />}
      {outbox.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={`Error loading the outbox: ${errorMessage(outbox.error)}`} />}
      <Card style={{ marginTop: 16 }}>
        <Space style={{ marginBottom: 12 }} wrap>
          <label htmlFor="mail-state-filter">State</label>
          <Select<MailState | 'all'>
            id="mail-state-filter"
            value={state ?? 'all'}
            onChange={filter}
            style={{ minWidth: 200 }}
            options={[{ value: 'all', label: 'All states' }, ...MAIL_STATES.map((s) => ({ value: s, label: STATE_TAG[s].label }))]}
          />
        </Space>
        <Table<AdminMailRow>
          rowKey="id"
          size="small"
          columns={phone ? narrow : wide}
          dataSource={rows}
          loading={outbox.isPending}
          pagination={false}
          scroll={phone ? undefined : { x: 'max-content' }}
          locale={{ emptyText: <Empty description={state ? 'No messages in this state' : 'No messages yet'} /> }}
        />
        {outbox.hasNextPage && (
          <div style={{ textAlign: 'center', marginTop: 12 }}>
            <Button onClick={() => void outbox.fetchNextPage()} loading={outbox.isFetchingNextPage}>
              Load more
            </Button>
          </div>
        )}
      </Card>
      <MailPreview id={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
