// /admin/contact (spec §2, §4): the inbox. Opening a `new` message marks it `read`;
// 'Mark as Responded' closes the dialog and is hidden once responded.
import { type ContactStatus, type ContactSubmission } from '@growth-suite/shared';
import { ArrowLeftOutlined, CheckCircleOutlined, EyeOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Empty, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useSetStatus, useSubmissions } from './api.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

// New, Read and Responded differ by colour, icon and word, and a new submission's row is bold:
// more than a dot to tell them apart.
const STATUS_BADGE: Record<ContactStatus, { color: string; icon: ReactNode; text: string }> = {
  new: { color: 'blue', icon: <MailOutlined />, text: 'New' },
  read: { color: 'default', icon: <EyeOutlined />, text: 'Read' },
  responded: { color: 'green', icon: <CheckCircleOutlined />, text: 'Responded' },
};

const StatusTag = ({ status }: { status: ContactStatus }) => (
  <Tag color={STATUS_BADGE[status].color} icon={STATUS_BADGE[status].icon}>
    {STATUS_BADGE[status].text}
  </Tag>
);

export default function AdminContactPage() {
  const { data: me } = useCurrentUser();
  const submissions = useSubmissions(Boolean(me?.isAdmin));
  const setStatus = useSetStatus();
  const toast = useToast();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = submissions.data?.find((s) => s.id === openId) ?? null;

  const change = async (submission: ContactSubmission, status: ContactStatus, quiet = false) => {
    try {
      await setStatus.mutateAsync({ id: submission.id, status });
      if (!quiet) toast.success('Status updated', `Marked as ${STATUS_BADGE[status].text.toLowerCase()}.`);
    } catch (error) {
      toast.error('Update failed', errorMessage(error, 'Failed to update the submission status'));
    }
  };

  const view = (submission: ContactSubmission) => {
    setOpenId(submission.id);
    if (submission.status === 'new') void change(submission, 'read', true);
  };

  const columns: TableColumnsType<ContactSubmission> = [
    { title: 'Date', dataIndex: 'createdAt', key: 'createdAt', responsive: ['sm'], render: (d: string) => <LocalDateTime value={d} /> },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email', responsive: ['md'] },
    { title: 'Subject', dataIndex: 'subject', key: 'subject', ellipsis: true },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (s: ContactStatus) => <StatusTag status={s} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, submission) => (
        <Button size="small" onClick={() => view(submission)} aria-label={`View message from ${submission.name}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <LinkButton to="/admin" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to Admin Panel
      </LinkButton>
      <PageTitle>Contact Submissions</PageTitle>
      {submissions.isError ? (
        <Alert type="error" showIcon title={`Error loading submissions: ${errorMessage(submissions.error)}`} />
      ) : (
        <Table<ContactSubmission>
          rowKey="id"
          columns={columns}
          dataSource={submissions.data ?? []}
          loading={submissions.isPending}
          rowClassName={(submission) => (submission.status === 'new' ? 'row-unread' : '')}
          // No sideways scroll (a phone could not reach View): columns drop by breakpoint instead.
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description="No contact form submissions found" /> }}
        />
      )}
      <Modal
        open={open !== null}
        title={open?.subject}
        onCancel={() => setOpenId(null)}
        footer={
          open && open.status !== 'responded' ? (
            <Button
              type="primary"
              loading={setStatus.isPending}
              onClick={() => void change(open, 'responded').then(() => setOpenId(null))}
            >
              Mark as Responded
            </Button>
          ) : null
        }
      >
        {open && (
          <>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="From">{open.name}</Descriptions.Item>
              <Descriptions.Item label="Email">
                <a href={`mailto:${open.email}`}>{open.email}</a>
              </Descriptions.Item>
              <Descriptions.Item label="Received"><LocalDateTime value={open.createdAt} /></Descriptions.Item>
              <Descriptions.Item label="Status">
                <StatusTag status={open.status} />
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>{open.message}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}
