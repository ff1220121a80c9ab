// The frame of a generator screen: title, saved-item badge and Back to History, the demo banner,
// a spinner while a saved item loads, and the progress panel while a generation runs.
import { ArrowLeftOutlined, LoadingOutlined } from '@ant-design/icons';
import { DEMO_BANNER } from '@growth-suite/shared';
import { Alert, Card, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { JobStatus } from '@growth-suite/shared';
import { useMeta } from '../../lib/meta.ts';
import { useJobStatus } from '../../lib/tools/api.ts';
import { LinkButton } from '../link/LinkButton.tsx';

export function ToolShell(props: {
  title: string;
  description: string;
  id: number | undefined;
  loadingItem: boolean;
  pending: boolean;
  requestId: string | null;
  children: ReactNode;
}) {
  const meta = useMeta();
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        {props.id !== undefined && (
          <>
            <Tag color="blue">Viewing History Item #{props.id}</Tag>
            <LinkButton to="/history" size="small" icon={<ArrowLeftOutlined />}>
              Back to History
            </LinkButton>
          </>
        )}
      </Space>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{props.description}</Typography.Paragraph>
      {meta.data?.aiProvider === 'demo' && <Alert type="info" showIcon title={DEMO_BANNER} style={{ marginBottom: 16 }} />}
      {props.pending && <ProgressPanel requestId={props.requestId} />}
      {props.loadingItem ? (
        <div className="centered-spinner" role="status" aria-label="Loading history item">
          <Spin size="large" />
        </div>
      ) : (
        props.children
      )}
    </div>
  );
}

export function describeJob(status: JobStatus | null | undefined): string {
  if (!status) return 'Sending your request…';
  if (status.state === 'queued') return status.position > 0 ? `In queue — ${status.position} ahead` : 'In queue — next up';
  if (status.state === 'active') return 'Writing…';
  if (status.state === 'completed') return 'Finishing…';
  return 'Something went wrong…';
}

/** Real generations take 10–60 s and may queue under load: show where the job is. */
function ProgressPanel({ requestId }: { requestId: string | null }) {
  const status = useJobStatus(requestId);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <Card size="small" style={{ marginBottom: 16 }} role="status" aria-live="polite">
      <Space>
        <LoadingOutlined />
        <Typography.Text strong>{describeJob(status.data)}</Typography.Text>
        <Typography.Text type="secondary">{seconds}s elapsed · usually 10–60 seconds</Typography.Text>
      </Space>
    </Card>
  );
}
