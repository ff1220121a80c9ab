// /invitations/:token: the page an invitation link opens, signed in or not. It says who invited whom
// (the address masked) to which team with which role. Signed in, "Accept" joins the team; signed
// out, sign-up and sign-in come back here afterwards. The api's refusals (another account's address,
// a used or expired link, already a member) are written for people and shown as they come.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Space, Spin, Typography } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useCurrentUser, useLogout } from '../../lib/auth.ts';
import { INVITATION_DAYS } from '@growth-suite/shared';
import type { InvitationViewResponse } from '@growth-suite/shared/contract/workspaces';
import { invitationQuery, useAcceptInvitation } from '../../lib/invitations.ts';
import { useToast } from '../../lib/toast.ts';
import { teamPath } from '../../lib/workspaces.ts';
import { withArticle } from './roles.tsx';

/** Why a link that is not open cannot be used, and what to do. */
const CLOSED: Record<Exclude<InvitationViewResponse['state'], 'open'>, { title: string; text: string }> = {
  accepted: { title: 'This invitation has been used', text: 'It was accepted already. If that was you, the team is in your account menu under Teams.' },
  expired: { title: 'This invitation has expired', text: `Invitations are valid for ${INVITATION_DAYS} days. Ask the person who invited you for a new link.` },
  revoked: { title: 'This invitation was withdrawn', text: 'The team withdrew it. Ask the person who invited you if you should still join.' },
};

const inviter = (view: InvitationViewResponse) => view.invitedBy ?? 'A member';

export default function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQuery(token));
  const { data: user, isPending: userPending } = useCurrentUser();

  let body;
  if (invitation.isPending) body = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} aria-label="Loading the invitation" />;
  else if (invitation.isError)
    body =
      invitation.error instanceof ApiError && invitation.error.status === 404 ? (
        <Result status="warning" title="This invitation link does not work" subTitle="Check that you opened the whole link, or ask the person who invited you for a new one." />
      ) : (
        <Alert type="error" showIcon title={`Failed to load the invitation: ${errorMessage(invitation.error)}`} />
      );
  else {
    const view = invitation.data;
    body = (
      <Card style={{ maxWidth: 560 }}>
        <Typography.Paragraph style={{ fontSize: 16 }}>
          {inviter(view)} invited you to join <strong>{view.workspaceName}</strong> as {withArticle(view.role)}.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          The invitation is for <strong className="invitation-link">{view.email}</strong>: only an account with that e-mail address can accept it.
        </Typography.Paragraph>
        {view.state !== 'open' ? (
          <Alert type="warning" showIcon title={CLOSED[view.state].title} description={CLOSED[view.state].text} />
        ) : userPending ? (
          <Spin aria-label="Loading your account" />
        ) : user ? (
          <Accept token={token} username={user.username} />
        ) : (
          <SignedOut />
        )}
      </Card>
    );
  }

  return (
    <>
      <PageTitle documentTitle="Invitation">Join a team</PageTitle>
      <div style={{ marginTop: 16 }}>{body}</div>
    </>
  );
}

function Accept({ token, username }: { token: string; username: string }) {
  const accept = useAcceptInvitation(token);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();

  const onAccept = () =>
    accept.mutateAsync().then(
      ({ workspace }) => {
        toast.success('Welcome to the team', `You are now a member of ${workspace.name}.`);
        void navigate(teamPath(workspace.slug));
      },
      () => {}, // shown below, as the api words it
    );
  // Another account's address: sign out here and come back to this page to sign in with the right one.
  const wrongAccount = accept.error instanceof ApiError && accept.error.status === 403;
  const switchAccount = () => logout.mutateAsync().then(() => navigate('/auth', { state: { from: location.pathname } }));

  return (
    <Space orientation="vertical" size={12} style={{ display: 'flex' }}>
      {accept.isError && (
        // The way out sits under the message, not beside it: beside it, a phone squeezed the message
        // into a column a few words wide.
        <Alert
          type="error"
          showIcon
          title={errorMessage(accept.error)}
          description={
            wrongAccount ? (
              <Button size="small" onClick={() => void switchAccount()} loading={logout.isPending} style={{ marginTop: 4 }}>
                Use another account
              </Button>
            ) : undefined
          }
        />
      )}
      <Typography.Text type="secondary">You are signed in as {username}.</Typography.Text>
      <Button type="primary" onClick={() => void onAccept()} loading={accept.isPending} disabled={accept.isPending}>
        {accept.isPending ? 'Accepting...' : 'Accept invitation'}
      </Button>
    </Space>
  );
}

/** Sign up or sign in, then back here (the auth page returns to its state's `from`, components/guards). */
function SignedOut() {
  const { pathname } = useLocation();
  const back = { from: pathname };
  return (
    <Space orientation="vertical" size={12} style={{ display: 'flex' }}>
      <Typography.Text>Sign in to accept, or create an account with the invited address first.</Typography.Text>
      <Space wrap>
        <LinkButton to="/auth?tab=register" state={back} type="primary">
          Sign up
        </LinkButton>
        <LinkButton to="/auth" state={back}>
          Sign in
        </LinkButton>
      </Space>
    </Space>
  );
}
