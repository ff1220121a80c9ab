// /clients/new and /clients/:id/edit: the client form, saved through the client mutations.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { clientQuery, useCreateClient, useUpdateClient } from '../../lib/clients/api.ts';
import { useToast } from '../../lib/toast.ts';
import { ClientForm } from './ClientForm.tsx';
import { changesOf, EMPTY_CLIENT, formValuesOf } from './clientForm.ts';
import { ClientMissing, ClientLoading, useClientIdParam } from './ClientState.tsx';

export function NewClientPage() {
  const create = useCreateClient();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <>
      <LinkButton to="/clients" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to clients
      </LinkButton>
      <PageTitle>New client</PageTitle>
      <ClientForm
        defaultValues={EMPTY_CLIENT}
        submitLabel="Save client"
        onCancel={() => void navigate('/clients')}
        onSubmit={async (values) => {
          try {
            const created = await create.mutateAsync({ ...values, calls: values.calls.map(({ date, transcript }) => ({ date, transcript })) });
            toast.success('Client saved', `${created.name} was added to your clients.`);
            void navigate(`/clients/${created.id}`);
          } catch (error) {
            toast.error('Error', `The client was not saved: ${errorMessage(error)}`);
            throw error;
          }
        }}
      />
    </>
  );
}

export function EditClientPage() {
  const id = useClientIdParam();
  const client = useQuery({ ...clientQuery(id ?? 0), enabled: id !== undefined });
  const update = useUpdateClient();
  const navigate = useNavigate();
  const toast = useToast();
  if (id === undefined || client.isError) return <ClientMissing error={client.error} />;
  if (client.isPending) return <ClientLoading />;
  const before = client.data;
  return (
    <>
      <LinkButton to={`/clients/${id}`} type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to {before.name}
      </LinkButton>
      <PageTitle documentTitle={`Edit ${before.name}`}>Edit client</PageTitle>
      <ClientForm
        defaultValues={formValuesOf(before)}
        submitLabel="Save changes"
        onCancel={() => void navigate(`/clients/${id}`)}
        onSubmit={async (values) => {
          try {
            const change = changesOf(before, values);
            if (Object.keys(change).length > 0) await update.mutateAsync({ id, ...change });
            toast.success('Client saved');
            void navigate(`/clients/${id}`);
          } catch (error) {
            toast.error('Error', `The changes were not saved: ${errorMessage(error)}`);
            throw error;
          }
        }}
      />
    </>
  );
}
