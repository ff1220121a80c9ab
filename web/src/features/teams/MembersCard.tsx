// A team's members: name, e-mail, role and when they joined. Admins and owners change roles and
// remove members, anyone leaves, the owner hands ownership over. The buttons follow the api's rules
// (an admin cannot touch an owner, only an owner makes owners); the api enforces them, and its
// refusals (the last owner cannot go) are shown as it words them.
import { roleAtLeast, type WorkspaceRole } from '@growth-suite/shared';
import type { Member, Workspace } from '@growth-suite/shared/contract/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Grid, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useToast } from '../../lib/toast.ts';
import { membersQuery, useRemoveMember, useTransferOwnership, useUpdateMember } from '../../lib/workspaces.ts';
import { ROLE_LABEL, RoleTag, withArticle } from './roles.tsx';
import { useDateFormat } from '../../lib/dates.ts';

const nameOf = (member: Member) => member.fullName || member.username;

/** The roles `caller` may give: an admin makes admins and members, an owner owners too. */
const rolesFor = (caller: WorkspaceRole): WorkspaceRole[] => (caller === 'owner' ? ['owner', 'admin', 'member'] : ['admin', 'member']);

export function MembersCard({ team }: { team: Workspace }) {
  const members = useQuery(membersQuery(team.id));
  const { data: me } = useCurrentUser();
  const update = useUpdateMember(team.id);
  const remove = useRemoveMember(team.id);
  const transfer = useTransferOwnership(team.id);
  const toast = useToast();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().md;
  const when = useDateFormat();

  const admin = roleAtLeast(team.role, 'admin');
  const isMe = (member: Member) => member.userId === me?.id;
  // An admin may act on admins and members; an owner on anyone. Never on oneself (one leaves instead).
  const canManage = (member: Member) => admin && !isMe(member) && (member.role !== 'owner' || team.role === 'owner');

  async function changeRole(member: Member, role: WorkspaceRole) {
    try {
      await update.mutateAsync({ userId: member.userId, role });
      toast.success('Role changed', `${nameOf(member)} is now ${withArticle(role)}.`);
    } catch (error) {
      toast.error('Could not change the role', errorMessage(error));
    }
  }

  async function confirmRemove(member: Member) {
    const self = isMe(member);
    const confirmed = await modal.confirm({
      title: self ? `Leave ${team.name}?` : `Remove ${nameOf(member)} from ${team.name}?`,
      content: self ? 'You will no longer see this team. To come back, an admin has to invite you again.' : 'They lose access to this team at once. You can invite them again later.',
      okText: self ? 'Leave team' : 'Remove',
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ userId: member.userId, self });
      if (self) {
        toast.success('You left the team', `You are no longer a member of ${team.name}.`);
        void navigate('/', { workspace: null });
      } else toast.success('Member removed', `${nameOf(member)} is no longer a member of ${team.name}.`);
    } catch (error) {
      toast.error(self ? 'Could not leave the team' : 'Could not remove the member', errorMessage(error));
    }
  }

  async function confirmTransfer(member: Member) {
    const confirmed = await modal.confirm({
      title: `Make ${nameOf(member)} the owner?`,
      content: `${nameOf(member)} becomes an owner of ${team.name} and you become an admin. Only an owner can make you an owner again.`,
      okText: 'Transfer ownership',
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await transfer.mutateAsync(member.userId);
      toast.success('Ownership transferred', `${nameOf(member)} is now an owner; you are an admin.`);
    } catch (error) {
      toast.error('Could not transfer ownership', errorMessage(error));
    }
  }

  const pendingFor = (member: Member) => (update.isPending && update.variables.userId === member.userId) || (remove.isPending && remove.variables.userId === member.userId);

  function roleControl(member: Member) {
    if (!canManage(member)) return <RoleTag role={member.role} />;
    return (
      <Select<WorkspaceRole>
        size="small"
        value={member.role}
        aria-label={`Role of ${nameOf(member)}`}
        loading={update.isPending && update.variables.userId === member.userId}
        disabled={pendingFor(member)}
        style={{ minWidth: 110 }}
        options={rolesFor(team.role).map((role) => ({ value: role, label: ROLE_LABEL[role] }))}
        onChange={(role) => void changeRole(member, role)}
      />
    );
  }

  function actions(member: Member) {
    const buttons = [];
    if (isMe(member))
      buttons.push(
        <Button key="leave" size="small" danger onClick={() => void confirmRemove(member)} loading={pendingFor(member)}>
          Leave team
        </Button>,
      );
    if (team.role === 'owner' && !isMe(member) && member.role !== 'owner')
      buttons.push(
        <Button key="transfer" size="small" onClick={() => void confirmTransfer(member)} loading={transfer.isPending && transfer.variables === member.userId} aria-label={`Transfer ownership to ${nameOf(member)}`}>
          Transfer ownership
        </Button>,
      );
    if (canManage(member))
      buttons.push(
        <Button key="remove" size="small" danger onClick={() => void confirmRemove(member)} loading={remove.isPending && remove.variables.userId === member.userId} aria-label={`Remove ${nameOf(member)}`}>
          Remove
        </Button>,
      );
    return buttons.length > 0 ? <Space wrap size={[4, 4]}>{buttons}</Space> : null;
  }

  const who = (member: Member) => (
    <>
      <Typography.Text strong>{nameOf(member)}</Typography.Text>
      {isMe(member) && <Typography.Text type="secondary"> (you)</Typography.Text>}
      {member.fullName && <div className="secondary-line">@{member.username}</div>}
    </>
  );

  // On a phone one column holds it all, stacked: nothing scrolls sideways, every action stays in reach.
  const columns: TableColumnsType<Member> = phone
    ? [
        {
          title: 'Member',
          key: 'member',
          render: (_value, member) => (
            <Space orientation="vertical" size={6} style={{ display: 'flex' }}>
              <div>
                {who(member)}
                <div className="invitation-link">{member.email}</div>
              </div>
              <Space size={8} wrap>
                {roleControl(member)}
                <Typography.Text type="secondary">joined {when(member.joinedAt)}</Typography.Text>
              </Space>
              {actions(member)}
            </Space>
          ),
        },
      ]
    : [
        { title: 'Name', key: 'name', render: (_value, member) => who(member) },
        { title: 'E-mail', dataIndex: 'email', key: 'email', render: (email: string) => <span className="invitation-link">{email}</span> },
        { title: 'Role', key: 'role', width: 140, render: (_value, member) => roleControl(member) },
        { title: 'Joined', dataIndex: 'joinedAt', key: 'joinedAt', width: 190, render: (at: string) => when(at) },
        { title: 'Actions', key: 'actions', render: (_value, member) => actions(member) },
      ];

  return (
    <Card title="Members">
      {members.isError ? (
        <Alert type="error" showIcon title={`Failed to load the members: ${errorMessage(members.error)}`} />
      ) : (
        <Table<Member>
          rowKey="userId"
          columns={columns}
          dataSource={members.data ?? []}
          loading={members.isPending}
          pagination={false}
          size="middle"
          locale={{ emptyText: <Empty description="No members yet" /> }}
        />
      )}
    </Card>
  );
}
