import { Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={<PageTitle documentTitle="Page not found">404 Page Not Found</PageTitle>}
      subTitle={
        <>
          Nothing lives at <code>{pathname}</code>. Did you forget to add the page to the router?
        </>
      }
      extra={
        <LinkButton to="/" type="primary">Back to Dashboard</LinkButton>
      }
    />
  );
}
