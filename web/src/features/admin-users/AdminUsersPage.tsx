// /admin/users (spec §2, §6, §8): table, add / edit / reset password / delete dialogs.
// Buttons on one's own row are disabled with a tooltip; the server enforces the same rules.
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { isReservedUsername, type PublicUser } from '@growth-suite/shared';
import type { AdminUsersResponse } from '@growth-suite/shared/contract';
import { Alert, Button, Empty, Grid, Modal, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useAdminUsers, useDeleteUser } from './api.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

/** A row: the account and the teams it belongs to. */
type AdminUser = AdminUsersResponse[number];

function Guarded({ reason, children }: { reason: string | null; children: React.ReactElement }) {
  return reason ? (
    <Tooltip title={reason}>
      <span>{children}</span>
    </Tooltip>
  ) : (
    children
  );
}

export default function AdminUsersPage() {
  const { data: me } = useCurrentUser();
  const users = useAdminUsers(Boolean(me?.isAdmin));
  const remove = useDeleteUser();
  const toast = useToast();
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);

  const openForm = (user: PublicUser | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('User deleted', `${deleting.username} was deleted.`);
    } catch (error) {
      toast.error('Failed to delete user', errorMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  // On a phone the name gets the row's width, its role and actions under it: beside them in a
  // column of their own, long names broke mid-word.
  const phone = !Grid.useBreakpoint().sm;
  const roleTag = (user: PublicUser) => (user.isAdmin ? <Tag color="purple">Admin</Tag> : <Tag>User</Tag>);
  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Username',
      dataIndex: 'username',
      key: 'username',
      render: (value: string, user) =>
        phone ? (
          <Space orientation="vertical" size={6} style={{ display: 'flex' }}>
            <Space size={8} wrap>
              <Typography.Text strong className="user-name">
                {value}
              </Typography.Text>
              {roleTag(user)}
            </Space>
            {actions(user)}
          </Space>
        ) : (
          <Typography.Text strong className="user-name">
            {value}
          </Typography.Text>
        ),
    },
    { title: 'Full name', dataIndex: 'fullName', key: 'fullName', responsive: ['md'], render: (value: string | null) => value ?? '—' },
    { title: 'Email', dataIndex: 'email', key: 'email', responsive: ['sm'] },
    { title: 'Role', key: 'role', responsive: ['sm'], render: (_, user) => roleTag(user) },
    // The teams each account belongs to, with its role there (DESIGN §11); every account also has its personal workspace.
    {
      title: 'Teams',
      key: 'teams',
      responsive: ['md'],
      render: (_, user) => (user.teams.length === 0 ? '—' : user.teams.map((team) => <Tag key={team.id}>{`${team.name} · ${team.role}`}</Tag>)),
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', responsive: ['lg'], render: (value: string) => <LocalDateTime value={value} /> },
    { title: 'Actions', key: 'actions', responsive: ['sm'], render: (_, user) => actions(user) },
  ];

  function actions(user: PublicUser) {
    const own = user.id === me?.id;
    const reserved = isReservedUsername(user.username);
    return (
      <Space wrap size={[4, 4]}>
        <Guarded reason={own ? 'You cannot edit your own account' : null}>
          <Button size="small" disabled={own} onClick={() => openForm(user)} aria-label={`Edit ${user.username}`}>
            Edit
          </Button>
        </Guarded>
        <Guarded reason={own ? 'You cannot reset your own password here' : null}>
          <Button size="small" disabled={own} onClick={() => setResetting(user)} aria-label={`Reset password of ${user.username}`}>
            Reset Password
          </Button>
        </Guarded>
        <Guarded reason={own ? 'You cannot delete your own account' : reserved ? 'The administrator account cannot be deleted' : null}>
          <Button size="small" danger disabled={own || reserved} onClick={() => setDeleting(user)} aria-label={`Delete ${user.username}`}>
            Delete
          </Button>
        </Guarded>
      </Space>
    );
  }

  return (
    <>
      <LinkButton to="/admin" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to Admin Panel
      </LinkButton>
      <PageTitle
        actions={
          <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
            Add User
          </Button>
          </>
        }
      >
        User Management
      </PageTitle>
      <div style={{ marginTop: 16 }}>
        {users.isError ? (
          <Alert type="error" showIcon title={`Error loading users: ${errorMessage(users.error)}`} />
        ) : (
          <Table<AdminUser>
            rowKey="id"
            columns={columns}
            dataSource={users.data ?? []}
            loading={users.isPending}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description="No users found" /> }}
            // No sideways scroll: columns drop by breakpoint and the action buttons wrap, so every
            // action stays reachable on a phone.
          />
        )}
      </div>
      <UserFormModal user={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <Modal
        open={deleting !== null}
        title="Delete user"
        okText={remove.isPending ? 'Deleting...' : 'Delete'}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete <strong>{deleting?.username}</strong> and all of their history? They are signed out at once. This cannot be undone.
      </Modal>
    </>
  );
}
