import { DownOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import type { PublicUser } from '@growth-suite/shared';
import type { Workspace } from '@growth-suite/shared/contract/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate, useTeamSlug } from '../../lib/workspaceRouting.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useLogout } from '../../lib/auth.ts';
import { NEW_TEAM_PATH, teamPath, workspaceHome } from '../../lib/workspaceLinks.ts';

// A workspace's entry: its dashboard (DESIGN §11), the personal one's an empty slug.
const WORKSPACE = 'workspace:';

export function UserMenu({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const slug = useTeamSlug();
  const logout = useLogout();
  const toast = useToast();
  // The teams are read each time the menu opens (from the cache, which every change to a workspace
  // refreshes), with the list's code (lib/workspaces.ts): most pages never need them.
  const client = useQueryClient();
  const [teams, setTeams] = useState<Workspace[]>([]);
  const readTeams = () => void import('../../lib/workspaces.ts').then((module) => module.readTeams(client)).then(setTeams, () => {});

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
    { key: '/account/brand', label: slug === null ? 'Your Brand' : 'Team brand' },
    // The user's own, whatever the workspace: no team prefix.
    { key: '/account/notifications', label: 'Notifications' },
    ...(user.isAdmin ? [{ key: '/admin', label: 'Admin Panel' }] : []),
    { type: 'divider' },
    {
      key: 'teams',
      type: 'group',
      label: teams.length > 0 ? 'Workspaces' : 'Teams',
      // The workspaces to switch to (with a team, "Personal" too), the current one's settings, a new team.
      children: [
        ...(teams.length > 0 ? [{ key: WORKSPACE, label: 'Personal' }] : []),
        ...teams.map((team) => ({ key: `${WORKSPACE}${team.slug}`, label: team.name })),
        ...(slug === null ? [] : [{ key: teamPath(slug), label: 'Team settings' }]),
        { key: NEW_TEAM_PATH, label: 'Create a team' },
      ],
    },
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
      onOpenChange={(open) => open && readTeams()}
      // Inside the sticky header, so the open menu stays under its button when the page scrolls.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{
        items,
        // The current workspace shows as chosen.
        selectable: true,
        selectedKeys: [`${WORKSPACE}${slug ?? ''}`],
        onClick: ({ key }) => {
          if (key === 'sign-out') return void signOut();
          if (!key.startsWith(WORKSPACE)) return void navigate(key);
          const workspace = key.slice(WORKSPACE.length) || null;
          void navigate(workspaceHome(workspace), { workspace });
        },
      }}
    >
      <Button icon={logout.isPending ? <LoadingOutlined /> : <UserOutlined />} aria-label={`Account menu for ${user.username}`}>
        <span className="hide-on-phone">
          <span className="account-name" title={user.username}>
            {user.username}
          </span>
        </span>{' '}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
