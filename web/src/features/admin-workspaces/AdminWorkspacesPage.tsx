// /admin/workspaces: every workspace for the site's admins (DESIGN §11) — teams first, with their owner,
// members, when made and when last active (a result made or a client changed); personal workspaces on
// demand. Read-only: what a team does inside it is its own business; a name opens the workspace's page
// (AdminWorkspacePage: members and counts).
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { AdminWorkspacesResponseSchema, type AdminWorkspace } from '@growth-suite/shared/contract/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { Link } from '../../lib/workspaceRouting.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

const when = (iso: string | null) => (iso ? <LocalDateTime value={iso} /> : '—');

const kindTag = (workspace: AdminWorkspace) => (workspace.personal ? <Tag>Personal</Tag> : <Tag color="blue">Team</Tag>);

const wide: TableColumnsType<AdminWorkspace> = [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    render: (name: string, workspace) => (
      <>
        <Link to={`/admin/workspaces/${workspace.id}`}>{name}</Link> {kindTag(workspace)}
      </>
    ),
  },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', render: (owner: string | null) => owner ?? '—' },
  { title: 'Members', dataIndex: 'members', key: 'members', align: 'right' },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: when },
  { title: 'Last active', dataIndex: 'lastActiveAt', key: 'lastActiveAt', render: when },
];

// On a phone one column holds it all, one line each: five columns would scroll sideways.
const narrow: TableColumnsType<AdminWorkspace> = [
  {
    title: 'Workspace',
    key: 'workspace',
    render: (_: unknown, workspace) => (
      <div style={{ overflowWrap: 'anywhere' }}>
        <div>
          <Link to={`/admin/workspaces/${workspace.id}`}>{workspace.name}</Link> {kindTag(workspace)}
        </div>
        <Typography.Text type="secondary">
          {workspace.owner ?? '—'} · {workspace.members} {workspace.members === 1 ? 'member' : 'members'}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">{workspace.lastActiveAt ? <>Last active {when(workspace.lastActiveAt)}</> : 'No activity yet'}</Typography.Text>
        </div>
      </div>
    ),
  },
];

export default function AdminWorkspacesPage() {
  const [withPersonal, setWithPersonal] = useState(false);
  const phone = !Grid.useBreakpoint().md;
  const list = useQuery({ queryKey: ['admin', 'workspaces'], queryFn: () => api.get('/api/admin/workspaces', AdminWorkspacesResponseSchema), staleTime: 0 });
  const rows = (list.data ?? []).filter((workspace) => withPersonal || !workspace.personal);
  return (
    <>
      <LinkButton to="/admin" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to Admin Panel
      </LinkButton>
      <PageTitle
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            Refresh
          </Button>
        }
      >
        Workspaces
      </PageTitle>
      {list.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={`Error loading the workspaces: ${errorMessage(list.error)}`} />}
      <Card style={{ marginTop: 16 }}>
        <Checkbox checked={withPersonal} onChange={(event) => setWithPersonal(event.target.checked)} style={{ marginBottom: 12 }}>
          Show personal workspaces too
        </Checkbox>
        <Table<AdminWorkspace>
          rowKey="id"
          size="small"
          columns={phone ? narrow : wide}
          dataSource={rows}
          loading={list.isPending}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={withPersonal ? 'No workspaces' : 'No teams yet'} /> }}
        />
      </Card>
    </>
  );
}
