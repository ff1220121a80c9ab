// What every client screen shows before the file is there: its id from the address, loading, and
// "not found" (an unknown id and another user's client look the same, as the api answers 404 for both).
import { Alert, Result, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';

/** The `:id` of the address when it is an id; undefined otherwise (shown as not found). */
export function useClientIdParam(): number | undefined {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
}

export function ClientLoading() {
  return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading the client" />;
}

export function ClientMissing({ error }: { error?: unknown }) {
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return <Alert type="error" showIcon title={`Failed to load the client: ${errorMessage(error)}`} />;
  }
  return (
    <>
      <PageTitle>Client not found</PageTitle>
      <Result status="404" title="Client not found" subTitle="It may have been deleted." extra={<LinkButton to="/clients" type="primary">Back to clients</LinkButton>} />
    </>
  );
}
