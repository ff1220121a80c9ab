// /admin/queue: the generation queue for operators — counts, waiting / active / failed jobs
// with their failure reasons, and retry of a failed job. Refreshes every 5 seconds while open.
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { type QueueJob } from '@growth-suite/shared';
import { QueueRetryResponseSchema, QueueViewResponseSchema } from '@growth-suite/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Statistic, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { api, errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

const when = (iso: string | null) => (iso ? <LocalDateTime value={iso} /> : '—');

export default function AdminQueuePage() {
  const client = useQueryClient();
  const toast = useToast();
  const view = useQuery({ queryKey: ['admin', 'queue'], queryFn: () => api.get('/api/admin/queue', QueueViewResponseSchema), refetchInterval: 5000, staleTime: 0 });
  const retry = useMutation({
    mutationFn: (id: string) => api.post(`/api/admin/queue/jobs/${encodeURIComponent(id)}/retry`, undefined, QueueRetryResponseSchema),
    onSuccess: () => toast.success('Job retried', 'It is back in the queue.'),
    onError: (error) => toast.error('Retry failed', errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'queue'] }),
  });

  const columns = (withReason: boolean): TableColumnsType<QueueJob> => [
    { title: 'Job', dataIndex: 'id', key: 'id', render: (id: string) => <Typography.Text code>{id}</Typography.Text> },
    { title: 'Tool', dataIndex: 'tool', key: 'tool' },
    { title: 'User', dataIndex: 'userId', key: 'userId' },
    { title: 'Queued', dataIndex: 'createdAt', key: 'createdAt', render: when },
    { title: 'Started', dataIndex: 'startedAt', key: 'startedAt', render: when },
    ...(withReason
      ? [
          { title: 'Reason', dataIndex: 'failedReason', key: 'failedReason' },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, job: QueueJob) => (
              <Button size="small" onClick={() => retry.mutate(job.id)} loading={retry.isPending && retry.variables === job.id} aria-label={`Retry ${job.id}`}>
                Retry
              </Button>
            ),
          },
        ]
      : []),
  ];

  const table = (jobs: QueueJob[] | undefined, withReason: boolean) => (
    <Table<QueueJob>
      rowKey="id"
      size="small"
      columns={columns(withReason)}
      dataSource={jobs ?? []}
      loading={view.isPending}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description="No jobs" /> }}
    />
  );

  return (
    <>
      <LinkButton to="/admin" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to Admin Panel
      </LinkButton>
      <PageTitle
        actions={
          <>
          <Button icon={<ReloadOutlined />} onClick={() => void view.refetch()}>
            Refresh
          </Button>
          </>
        }
      >
        Generation Queue
      </PageTitle>
      {view.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={`Error loading the queue: ${errorMessage(view.error)}`} />}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {['waiting', 'active', 'delayed', 'completed', 'failed'].map((state) => (
          <Col xs={12} md={4} key={state}>
            <Card size="small">
              <Statistic title={state.charAt(0).toUpperCase() + state.slice(1)} value={view.data?.counts[state] ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            { key: 'waiting', label: 'Waiting', children: table(view.data?.waiting, false) },
            { key: 'active', label: 'Active', children: table(view.data?.active, false) },
            { key: 'failed', label: 'Failed', children: table(view.data?.failed, true) },
          ]}
        />
      </Card>
    </>
  );
}
