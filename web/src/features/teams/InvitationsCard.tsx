// A team's invitations (admins and owners): invite someone, and the invitations sent, with their
// state; an open one can be revoked (its link stops working at once).
import type { Invitation, Workspace } from '@growth-suite/shared/contract/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Grid, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { invitationsQuery, useRevokeInvitation } from '../../lib/workspaces.ts';
import { InviteForm } from './InviteForm.tsx';
import { RoleTag } from './roles.tsx';
import { useDateFormat } from '../../lib/dates.ts';

type InvitationState = Invitation['state'];

// Colours as the roles' (roles.tsx): only those whose text stays readable on their tag.
const STATE: Record<InvitationState, { label: string; color?: string }> = {
  open: { label: 'Open', color: 'blue' },
  accepted: { label: 'Accepted' },
  expired: { label: 'Expired' },
  revoked: { label: 'Revoked', color: 'red' },
};

const StateTag = ({ state }: { state: InvitationState }) => <Tag color={STATE[state].color}>{STATE[state].label}</Tag>;

export function InvitationsCard({ team }: { team: Workspace }) {
  const invitations = useQuery(invitationsQuery(team.id));
  const revoke = useRevokeInvitation(team.id);
  const toast = useToast();
  const { modal } = App.useApp();
  const phone = !Grid.useBreakpoint().md;
  const when = useDateFormat();

  async function confirmRevoke(invitation: Invitation) {
    const confirmed = await modal.confirm({
      title: `Revoke the invitation for ${invitation.email}?`,
      content: 'Its link stops working at once. You can invite the address again afterwards.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success('Invitation revoked', `The link for ${invitation.email} no longer works.`);
    } catch (error) {
      toast.error('Could not revoke the invitation', errorMessage(error));
    }
  }

  const revokeButton = (invitation: Invitation) =>
    invitation.state === 'open' ? (
      <Button size="small" danger onClick={() => void confirmRevoke(invitation)} loading={revoke.isPending && revoke.variables === invitation.id} aria-label={`Revoke the invitation for ${invitation.email}`}>
        Revoke
      </Button>
    ) : null;
  const sent = (invitation: Invitation) => `${invitation.invitedBy ? `by ${invitation.invitedBy}, ` : ''}${when(invitation.createdAt)}`;
  const until = (invitation: Invitation) => (invitation.state === 'open' || invitation.state === 'expired' ? when(invitation.expiresAt) : '—');

  const columns: TableColumnsType<Invitation> = phone
    ? [
        {
          title: 'Invitation',
          key: 'invitation',
          render: (_value, invitation) => (
            <Space orientation="vertical" size={6} style={{ display: 'flex' }}>
              <Typography.Text strong className="invitation-link">
                {invitation.email}
              </Typography.Text>
              <Space size={8} wrap>
                <RoleTag role={invitation.role} />
                <StateTag state={invitation.state} />
              </Space>
              <Typography.Text type="secondary">
                Sent {sent(invitation)}
                {invitation.state === 'open' && <>; valid until {until(invitation)}</>}
              </Typography.Text>
              {revokeButton(invitation)}
            </Space>
          ),
        },
      ]
    : [
        { title: 'E-mail', dataIndex: 'email', key: 'email', render: (email: string) => <span className="invitation-link">{email}</span> },
        { title: 'Role', key: 'role', width: 100, render: (_value, invitation) => <RoleTag role={invitation.role} /> },
        { title: 'State', key: 'state', width: 110, render: (_value, invitation) => <StateTag state={invitation.state} /> },
        { title: 'Sent', key: 'sent', render: (_value, invitation) => sent(invitation) },
        { title: 'Valid until', key: 'expiresAt', width: 190, render: (_value, invitation) => until(invitation) },
        { title: <span className="visually-hidden">Actions</span>, key: 'actions', width: 100, render: (_value, invitation) => revokeButton(invitation) },
      ];

  return (
    <Card title="Invitations">
      <InviteForm team={team} />
      {invitations.isError ? (
        <Alert type="error" showIcon title={`Failed to load the invitations: ${errorMessage(invitations.error)}`} />
      ) : (
        <Table<Invitation>
          rowKey="id"
          columns={columns}
          dataSource={invitations.data ?? []}
          loading={invitations.isPending}
          pagination={false}
          size="middle"
          locale={{ emptyText: <Empty description="No invitations yet. Invite a colleague by their e-mail address above." /> }}
        />
      )}
    </Card>
  );
}
