// /t/:slug/team: one team's page. The team is found by its slug among the caller's workspaces (an
// address that names none of them, or the personal one, is the app's not-found page, as the api
// answers 404 for a workspace the caller does not belong to). Who sees what follows the caller's role;
// the api checks every action again.
import { roleAtLeast } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { workspacesQuery } from '../../lib/workspaces.ts';
import { InvitationsCard } from './InvitationsCard.tsx';
import { MembersCard } from './MembersCard.tsx';
import { RoleTag } from './roles.tsx';
import { TeamSettingsCard } from './TeamSettingsCard.tsx';

/** `notFound`: the app's not-found page, handed in by the router (a feature does not import another). */
export default function TeamPage({ notFound }: { notFound?: ReactNode }) {
  const { slug = '' } = useParams();
  const workspaces = useQuery(workspacesQuery);

  if (workspaces.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} aria-label="Loading the team" />;
  if (workspaces.isError) return <Alert type="error" showIcon title={`Failed to load the team: ${errorMessage(workspaces.error)}`} />;
  const team = workspaces.data.find((one) => one.slug === slug && !one.personal);
  if (!team) return notFound;

  const admin = roleAtLeast(team.role, 'admin');
  return (
    <>
      <PageTitle documentTitle={`${team.name} · Team`}>{team.name}</PageTitle>
      <Space size={8} wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">Your role:</Typography.Text>
        <RoleTag role={team.role} />
        <Typography.Text type="secondary">· {team.members === 1 ? '1 member' : `${team.members} members`}</Typography.Text>
      </Space>
      <div className="team-cards">
        <MembersCard team={team} />
        {admin && <InvitationsCard team={team} />}
        {admin && <TeamSettingsCard team={team} />}
      </div>
    </>
  );
}
