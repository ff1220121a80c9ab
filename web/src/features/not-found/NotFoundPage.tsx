// Any other path (spec §2's not-found screen). It speaks to the person who followed a broken link or
// mistyped an address (issue: outside testers; a developer's hint helped nobody), and offers the way
// back that fits them: the dashboard when signed in, sign-in otherwise, and contact either way.
import { Result, Space } from 'antd';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { useCurrentUser } from '../../lib/auth.ts';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  return (
    <Result
      status="404"
      title={<PageTitle documentTitle="Page not found">404 Page Not Found</PageTitle>}
      subTitle={
        <>
          There is no page at <code>{pathname}</code>. The link may be old, or the address may have a typo.
        </>
      }
      extra={
        <Space wrap>
          {user ? (
            // The personal dashboard: an address under a team's prefix may name no team of theirs.
            <LinkButton to="/" workspace={null} type="primary">
              Back to Dashboard
            </LinkButton>
          ) : (
            <LinkButton to="/auth" type="primary">
              Sign in
            </LinkButton>
          )}
          <LinkButton to="/contact">Contact us</LinkButton>
        </Space>
      }
    />
  );
}
