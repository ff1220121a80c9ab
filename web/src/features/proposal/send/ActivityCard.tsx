// What the client did with the links: opens (once per visitor a day, the owner's own not counted),
// acceptances (who, which tier, when, the snapshot's hash, the accepted PDF) and change requests,
// each with "Redraft with AI" (the refine of that section from the client's words); and the links
// sent, with Withdraw.
import { DownloadOutlined, RobotOutlined } from '@ant-design/icons';
import { formatDateTime } from '@growth-suite/shared';
import type { ChangeRequestRecord, ProposalActivity } from '@growth-suite/shared/tools/proposal/send';
import { Alert, Button, Card, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { errorMessage } from '../../../lib/api.ts';
import { shortHash } from './hash.ts';
import { acceptedPdfUrl } from './ownerApi.ts';
import { SentLinks } from './SentLinks.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function ActivityCard({
  id,
  activity,
  error,
  busy,
  redrafting,
  onRedraft,
}: {
  id: number;
  activity: ProposalActivity | undefined;
  error: unknown;
  busy: boolean;
  /** The part being redrafted now (its path). */
  redrafting: string | null;
  onRedraft: (request: ChangeRequestRecord) => void;
}) {
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
    const acceptances = [...activity.acceptances].sort((a, b) => b.version - a.version);
    body = (
      <>
        <Space wrap size={[24, 8]} style={{ marginBottom: 8 }} aria-label="Opens">
          <span>
            <Typography.Text type="secondary">Opens </Typography.Text>
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
                    <Button key="pdf" size="small" icon={<DownloadOutlined />} href={acceptedPdfUrl(id, a.version)} aria-label={`Download accepted PDF of version ${a.version}`}>
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
                      Version {a.version} · {formatDateTime(a.acceptedAt)} · <span title={`SHA-256 ${a.hash}`} style={{ whiteSpace: 'nowrap' }}>
                        SHA-256 {shortHash(a.hash)}
                      </span>
                    </Typography.Text>
                </div>
              </List.Item>
            )}
          />
          </div>
        )}
        <Typography.Title level={5}>Change requests</Typography.Title>
        {requests.length === 0 ? (
          <Typography.Paragraph type="secondary">No change requested.</Typography.Paragraph>
        ) : (
          <div role="group" aria-label="Change requests">
            <List
              size="small"
              dataSource={requests}
              rowKey="id"
              renderItem={(request) => (
                <List.Item
                  actions={[
                    <Button
                      key="redraft"
                      size="small"
                      icon={<RobotOutlined />}
                      loading={redrafting === request.path}
                      disabled={busy}
                      aria-label={`Redraft ${request.label} with AI`}
                      onClick={() => onRedraft(request)}
                    >
                      Redraft with AI
                    </Button>,
                  ]}
                >
                  <div>
                    <Space wrap size={[8, 4]}>
                      <Typography.Text strong>{request.label}</Typography.Text>
                      {request.answeredInVersion !== null ? <Tag color="green">Answered in version {request.answeredInVersion}</Tag> : <Tag color="orange">Open</Tag>}
                    </Space>
                    <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>“{request.comment}”</Typography.Paragraph>
                    <Typography.Text type="secondary">
                      On version {request.version} · {formatDateTime(request.createdAt)}
                    </Typography.Text>
                </div>
              </List.Item>
            )}
          />
          </div>
        )}
        <Typography.Title level={5}>Links sent</Typography.Title>
        <SentLinks id={id} sends={activity.sends} />
      </>
    );
  }
  return (
    <Card title="Activity" style={{ marginBottom: 16 }} role="region" aria-label="Activity">
      {body}
    </Card>
  );
}
