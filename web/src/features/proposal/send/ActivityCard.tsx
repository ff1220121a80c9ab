// What the client did with the links: unique visitors per day (the owner's own not counted),
// acceptances (who, which tier, when, the snapshot's hash, the accepted PDF) and the client's threads
// (change requests and questions, OwnerThread: replies, "Redraft with AI", the state); the e-mails to
// the client (MailList) and their reminders (Reminders); and the links sent, with Withdraw.
import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { ChangeRequestRecord, ProposalActivity } from '@growth-suite/shared/tools/proposal/send';
import { useEffect } from 'react';
import { Alert, Badge, Button, Card, Empty, List, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { errorMessage } from '../../../lib/api.ts';
import { fetchAndSave } from '../../../lib/downloads.ts';
import { useToast } from '../../../lib/toast.ts';
import { shortHash } from './hash.ts';
import { acceptedPdfUrl } from './ownerApi.ts';
import { MailList } from './MailList.tsx';
import { Reminders } from './Reminders.tsx';
import { OwnerThread } from './OwnerThread.tsx';
import { SentLinks } from './SentLinks.tsx';
import { LocalDateTime } from '../../../components/time/LocalDateTime.tsx';

const when = (iso: string | null) => (iso ? <LocalDateTime value={iso} /> : '—');

/** What the count is: the server counts one row per visitor (IP and browser) per day. */
export const VISITORS_HELP = 'One per visitor per day: the same person opening the link many times in a day counts once, again the next day. Your own opens never count.';

export function ActivityCard({
  id,
  activity,
  error,
  busy,
  redrafting,
  onRedraft,
  currentVersion = null,
  unread = null,
}: {
  id: number;
  /** What the client did that the reader had not seen when the screen opened (the read mark it set). */
  unread?: { unread: number; since: string | null } | null;
  activity: ProposalActivity | undefined;
  error: unknown;
  busy: boolean;
  /** The part being redrafted now (its path). */
  redrafting: string | null;
  /** Redraft the request's section: the client's words, and the owner's own addition after them. */
  onRedraft: (request: ChangeRequestRecord, addition: string) => Promise<boolean>;
  /** The proposal's current version (what "Mark answered" names unless another is chosen). */
  currentVersion?: number | null;
}) {
  const toast = useToast();
  // A link to one thread (`#thread-<id>`, the dashboard's "Waiting on you"): shown once the activity is here.
  const loaded = activity !== undefined;
  useEffect(() => {
    if (!loaded || !window.location.hash.startsWith('#thread-')) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  let body;
  if (!activity && error) body = <Alert type="error" showIcon title="The activity could not be loaded" description={errorMessage(error)} />;
  else if (!activity)
    body = (
      <div role="status" aria-label="Loading the activity" style={{ textAlign: 'center', padding: 16 }}>
        <Spin />
      </div>
    );
  else if (activity.sends.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing yet: share the proposal and what your client does with it shows here." />;
  else {
    const requests = [...activity.changeRequests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    // A thread is new to the reader when it, or a client reply in it, came after their last read mark.
    const isNew = (thread: ChangeRequestRecord) =>
      unread !== null && unread.unread > 0 && [thread.createdAt, ...thread.replies.filter((r) => r.author === 'client').map((r) => r.createdAt)].some((at) => unread.since === null || at > unread.since);
    const acceptances = [...activity.acceptances].sort((a, b) => b.version - a.version);
    body = (
      <>
        <Space wrap size={[24, 8]} style={{ marginBottom: 8 }} aria-label="Visitors">
          <span>
            <Typography.Text type="secondary">Unique visitors (per day) </Typography.Text>
            <Tooltip title={VISITORS_HELP} trigger={['hover', 'focus']}>
              <InfoCircleOutlined tabIndex={0} role="img" aria-label={VISITORS_HELP} style={{ color: 'rgba(0,0,0,0.45)', marginRight: 6 }} />
            </Tooltip>
            <Typography.Text strong data-testid="activity-opens">
              {activity.opens}
            </Typography.Text>
          </span>
          <span>
            <Typography.Text type="secondary">First opened </Typography.Text>
            {when(activity.firstOpenedAt)}
          </span>
          <span>
            <Typography.Text type="secondary">Last opened </Typography.Text>
            {when(activity.lastOpenedAt)}
          </span>
        </Space>
        <Typography.Title level={5}>Acceptances</Typography.Title>
        {acceptances.length === 0 ? (
          <Typography.Paragraph type="secondary">Not accepted yet.</Typography.Paragraph>
        ) : (
          <div role="group" aria-label="Acceptances">
            <List
              size="small"
              dataSource={acceptances}
              rowKey={(a) => `${a.version}:${a.acceptedAt}`}
              renderItem={(a) => (
                <List.Item
                  actions={[
                    <Button
                      key="pdf"
                      size="small"
                      icon={<DownloadOutlined />}
                      href={acceptedPdfUrl(id, a.version)}
                      // Fetched on a click: the request names the tab's workspace (a team's proposal), which a
                      // plain link cannot. The address stays for "open in a new tab" in the personal workspace.
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        fetchAndSave(acceptedPdfUrl(id, a.version), `proposal-${id}-v${a.version}-accepted.pdf`).catch((problem: unknown) => toast.error('Download failed', errorMessage(problem)));
                      }}
                      aria-label={`Download accepted PDF of version ${a.version}`}
                    >
                      Download accepted PDF
                    </Button>,
                  ]}
                >
                  <div>
                    <Space wrap size={[8, 4]}>
                      <Tag color="green">Accepted</Tag>
                      <Typography.Text strong>{a.tier}</Typography.Text>
                      <Typography.Text>
                        by {a.fullName} ({a.email})
                      </Typography.Text>
                    </Space>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      Version {a.version} · <LocalDateTime value={a.acceptedAt} /> · <span title={`SHA-256 ${a.hash}`} style={{ whiteSpace: 'nowrap' }}>
                        SHA-256 {shortHash(a.hash)}
                      </span>
                    </Typography.Text>
                </div>
              </List.Item>
            )}
          />
          </div>
        )}
        <Typography.Title level={5}>Change requests and questions</Typography.Title>
        {requests.length === 0 ? (
          <Typography.Paragraph type="secondary">No change requested, no question asked.</Typography.Paragraph>
        ) : (
          <div role="group" aria-label="Change requests">
            {requests.map((request) => (
              <OwnerThread
                key={request.id}
                isNew={isNew(request)}
                id={id}
                thread={request}
                currentVersion={Math.max(currentVersion ?? 1, request.version)}
                busy={busy}
                redrafting={redrafting === request.path}
                onRedraft={onRedraft}
              />
            ))}
          </div>
        )}
        {activity.mails.length > 0 && (
          <>
            <Typography.Title level={5}>E-mails to the client</Typography.Title>
            <MailList mails={activity.mails} />
            {activity.mails.some((mail) => mail.state !== 'not-configured') && <Reminders id={id} reminders={activity.reminders} />}
          </>
        )}
        <Typography.Title level={5}>Links sent</Typography.Title>
        <SentLinks id={id} sends={activity.sends} />
      </>
    );
  }
  return (
    <Card
      title={
        <Space size={8}>
          Activity
          {unread !== null && unread.unread > 0 && <Badge count={`${unread.unread} new`} color="orange" aria-label={`${unread.unread} new from the client since you last opened it`} data-testid="activity-unread" />}
        </Space>
      }
      style={{ marginBottom: 16 }}
      role="region"
      aria-label="Activity"
    >
      {body}
    </Card>
  );
}
