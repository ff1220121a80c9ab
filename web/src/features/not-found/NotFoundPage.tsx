import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';

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
        <Link to="/">
          <Button type="primary">Back to Dashboard</Button>
        </Link>
      }
    />
  );
}
