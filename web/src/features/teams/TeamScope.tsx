// /t/:slug/…: a team's screens (router.tsx). The team is found by its slug among the caller's workspaces;
// an address that names none of them is the app's not-found page, as the api answers 404 for a workspace
// the caller does not belong to. A team whose api said the caller is no longer a member (removed, or the
// team deleted: lib/workspaceScope.ts) says that instead, with the way back to the personal workspace.
import { useQuery } from '@tanstack/react-query';
import { NOT_A_MEMBER } from '@growth-suite/shared';
import { Alert, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { workspacesQuery } from '../../lib/workspaces.ts';
import { wasRefused } from '../../lib/workspaceScope.ts';
import { TeamScopeContext } from '../../lib/teamScope.ts';
import AuthorFilter from '../../components/author/AuthorFilter.tsx';

export function NotAMember() {
  return (
    <Result
      status="403"
      title={<PageTitle documentTitle="Not a member">{NOT_A_MEMBER}</PageTitle>}
      subTitle="You were removed from this team, or it was deleted. Your own work is in your personal workspace."
      extra={
        <LinkButton to="/" workspace={null} type="primary">
          Go to your dashboard
        </LinkButton>
      }
    />
  );
}

/** `notFound`: the app's not-found page, handed in by the router (a feature does not import another). */
export default function TeamScope({ notFound }: { notFound?: ReactNode }) {
  const { slug = '' } = useParams();
  const workspaces = useQuery(workspacesQuery);
  if (workspaces.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} aria-label="Loading the team" />;
  if (workspaces.isError) return <Alert type="error" showIcon title={`Failed to load the team: ${errorMessage(workspaces.error)}`} />;
  const team = workspaces.data.find((one) => one.slug === slug && !one.personal);
  if (team) {
    return (
      <TeamScopeContext value={{ team, AuthorFilter }}>
        <Outlet />
      </TeamScopeContext>
    );
  }
  return wasRefused(slug) ? <NotAMember /> : notFound;
}
