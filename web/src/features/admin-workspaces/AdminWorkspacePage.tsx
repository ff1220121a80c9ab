// /admin/workspaces/:id: one workspace opened by the site's admins, read-only (DESIGN §11) — its owner,
// when made and last active, its members with their roles, and counts of what it holds (clients,
// results per tool, documents sent and accepted, open invitations). Never the work itself: a team's
// clients and results are its own business; the admins change accounts in Users, not here.
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { TOOL_CATALOG, type ToolSlug } from '@growth-suite/shared';
import { AdminWorkspaceViewResponseSchema, type AdminWorkspaceView } from '@growth-suite/shared/contract/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Grid, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useParams } from 'react-router-dom';
import { api, errorMessage } from '../../lib/api.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

type Member = AdminWorkspaceView['members'][number];

const when = (iso: string | null) => (iso ? <LocalDateTime value={iso} /> : '—');
const ROLE_COLORS = { owner: 'purple', admin: 'blue', member: 'default' } as const;
const roleTag = (role: Member['role']) => <Tag color={ROLE_COLORS[role]}>{role[0]!.toUpperCase() + role.slice(1)}</Tag>;
const nameOf = (member: Member) => member.fullName ?? member.username;
/** A tool's name; a slug this build does not know (a tool removed since) as it is. */
const toolName = (tool: string) => (tool in TOOL_CATALOG ? TOOL_CATALOG[tool as ToolSlug].shortName : tool);

const wide: TableColumnsType<Member> = [
  { title: 'Name', key: 'name', render: (_: unknown, member) => nameOf(member) },
  { title: 'E-mail', dataIndex: 'email', key: 'email' },
  { title: 'Role', dataIndex: 'role', key: 'role', render: roleTag },
  { title: 'Joined', dataIndex: 'joinedAt', key: 'joinedAt', render: when },
];
// On a phone one column holds it all: four columns would scroll sideways.
const narrow: TableColumnsType<Member> = [
  {
    title: 'Member',
    key: 'member',
    render: (_: unknown, member) => (
      <div style={{ overflowWrap: 'anywhere' }}>
        <div>
          {nameOf(member)} {roleTag(member.role)}
        </div>
        <Typography.Text type="secondary">{member.email}</Typography.Text>
      </div>
    ),
  },
];

export default function AdminWorkspacePage() {
  const { id = '' } = useParams();
  const phone = !Grid.useBreakpoint().md;
  const view = useQuery({ queryKey: ['admin', 'workspaces', id], queryFn: () => api.get(`/api/admin/workspaces/${encodeURIComponent(id)}`, AdminWorkspaceViewResponseSchema), staleTime: 0, retry: false });
  const data = view.data;
  return (
    <>
      <LinkButton to="/admin/workspaces" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to Workspaces
      </LinkButton>
      <PageTitle
        documentTitle={data ? `${data.workspace.name} · Workspaces` : 'Workspace'}
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void view.refetch()}>
            Refresh
          </Button>
        }
      >
        {data ? data.workspace.name : 'Workspace'}
      </PageTitle>
      {view.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={`Error loading the workspace: ${errorMessage(view.error)}`} />}
      {view.isPending && <Skeleton active style={{ marginTop: 16 }} />}
      {data && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Read-only: what the workspace holds is counted here, never shown. Change an account in Users.
          </Typography.Paragraph>
          <Card style={{ marginTop: 16 }}>
            <Descriptions column={phone ? 1 : 2} size="small">
              <Descriptions.Item label="Kind">{data.workspace.personal ? <Tag>Personal</Tag> : <Tag color="blue">Team</Tag>}</Descriptions.Item>
              <Descriptions.Item label="Owner">{data.workspace.owner ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Created">{when(data.workspace.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Last active">{when(data.workspace.lastActiveAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card style={{ marginTop: 16 }} title="What it holds">
            <div className="admin-workspace-counts" role="group" aria-label="What it holds">
              <Statistic title="Clients" value={data.clients} />
              <Statistic title="Results" value={data.results.reduce((sum, row) => sum + row.count, 0)} />
              <Statistic title="Sent to clients" value={data.sent} />
              <Statistic title="Accepted" value={data.accepted} />
              <Statistic title="Open invitations" value={data.openInvitations} />
            </div>
            {data.results.length > 0 && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
                Results by tool: {data.results.map((row) => `${toolName(row.tool)} ${row.count}`).join(' · ')}
              </Typography.Paragraph>
            )}
          </Card>
          <Card style={{ marginTop: 16 }} title={`Members (${data.members.length})`}>
            <Table<Member>
              rowKey="userId"
              size="small"
              columns={phone ? narrow : wide}
              dataSource={data.members}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              locale={{ emptyText: <Empty description="No members" /> }}
            />
          </Card>
        </>
      )}
    </>
  );
}
