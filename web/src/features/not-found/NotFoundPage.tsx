import { Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/link/LinkButton.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title="404 Page Not Found"
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
