import { DownOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import type { PublicUser } from '@growth-suite/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useLogout } from '../../lib/auth.ts';

export function UserMenu({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const toast = useToast();

  const signOut = () =>
    logout.mutateAsync().then(
      () => {
        toast.success('Logged out', 'You have been successfully logged out.');
        navigate('/auth');
      },
      (error: unknown) => toast.error('Logout failed', errorMessage(error)),
    );

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <div style={{ lineHeight: 1.4, padding: '4px 0' }}>
          <div style={{ fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{user.fullName || user.username}</div>
          <div style={{ fontSize: 12 }}>{user.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: '/', label: 'Dashboard' },
    { key: '/history', label: 'Generation History' },
    { key: '/account/brand', label: 'Your Brand' },
    ...(user.isAdmin ? [{ key: '/admin', label: 'Admin Panel' }] : []),
    { type: 'divider' },
    {
      key: 'sign-out',
      danger: true,
      disabled: logout.isPending,
      label: logout.isPending ? 'Signing out...' : 'Sign Out',
      icon: logout.isPending ? <LoadingOutlined /> : undefined,
    },
  ];

  return (
    <Dropdown
      trigger={['click']}
      // Inside the sticky header, so the open menu stays under its button when the page scrolls.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{
        items,
        onClick: ({ key }) => (key === 'sign-out' ? void signOut() : navigate(key)),
      }}
    >
      <Button icon={logout.isPending ? <LoadingOutlined /> : <UserOutlined />} aria-label={`Account menu for ${user.username}`}>
        <span className="hide-on-phone">{user.username}</span> <DownOutlined />
      </Button>
    </Dropdown>
  );
}
