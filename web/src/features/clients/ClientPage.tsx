// /clients/:id: the client's file and calls, everything made for them, what to make next, "download
// all", archive and delete (offered to whom the api lets delete it: its author, a team's admins), move
// to a team (admins); its packs, and "Build the pack" once it has a call.
import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Dropdown, Row, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { clientQuery, useDeleteClient, useUpdateClient } from '../../lib/clients/api.ts';
import { downloadClientWork } from '../../lib/downloads.ts';
import { historyItemsQuery } from '../../lib/historyItems.ts';
import { useMayDelete } from '../../lib/permissions.ts';
import { useToast } from '../../lib/toast.ts';
import { BuildPackButton } from '../../components/pack/BuildPackButton.tsx';
import { PipelineTable } from '../../components/pipeline/PipelineTable.tsx';
import { PIPELINE } from '@growth-suite/shared';
import { ClientCalls, ClientFacts } from './ClientFile.tsx';
import { ClientPacks } from './ClientPacks.tsx';
import { ClientMissing, ClientLoading, useClientIdParam } from './ClientState.tsx';
import { ClientTimeline } from './ClientTimeline.tsx';
import { ClientValue } from './ClientValue.tsx';
import { MoveClientButton } from './MoveClient.tsx';
import { NextStepCard, WorkOnClient } from './ClientWork.tsx';
import { nextSuggestedStep } from './nextStep.ts';

export default function ClientPage() {
  const id = useClientIdParam();
  const client = useQuery({ ...clientQuery(id ?? 0), enabled: id !== undefined });
  const timeline = useInfiniteQuery({ ...historyItemsQuery({ clientId: id }), enabled: id !== undefined && client.isSuccess });
  const update = useUpdateClient();
  const remove = useDeleteClient();
  const [downloading, setDownloading] = useState(false);
  const { modal } = App.useApp();
  const toast = useToast();
  const navigate = useNavigate();
  const mayDelete = useMayDelete();

  if (id === undefined || client.isError) return <ClientMissing error={client.error} />;
  if (client.isPending) return <ClientLoading />;
  const file = client.data;
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = timeline.data?.pages[0]?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;

  const download = async (format: 'docx' | 'pdf') => {
    setDownloading(true);
    try {
      await downloadClientWork(id, format);
    } catch (error) {
      toast.error('Download failed', errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const toggleArchive = async () => {
    try {
      await update.mutateAsync({ id, archived: !file.archivedAt });
      toast.success(file.archivedAt ? 'Client restored' : 'Client archived', file.archivedAt ? `${file.name} is back in your clients.` : `${file.name} is hidden from your clients unless you show archived ones.`);
    } catch (error) {
      toast.error('Error', errorMessage(error));
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete ${file.name}?`,
      content: `The client file and its ${file.calls.length === 1 ? 'call' : `${file.calls.length} calls`} are deleted. ${
        total === 1
          ? 'The result made for this client is kept in History, no longer linked to a client.'
          : `${total > 0 ? `The ${total} results` : 'Any results'} made for this client are kept in History, no longer linked to a client.`
      } This cannot be undone.`,
      okText: 'Delete client',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(id);
          toast.success('Client deleted', `${file.name} was deleted; its results are still in History.`);
          void navigate('/clients');
        } catch (error) {
          toast.error('Error', `The client was not deleted: ${errorMessage(error)}`);
        }
      },
    });

  return (
    <>
      <LinkButton to="/clients" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to clients
      </LinkButton>
      <PageTitle
        documentTitle={file.name}
        actions={
          <Space wrap>
            {file.calls.length > 0 && !file.archivedAt && <BuildPackButton clientId={id} type="primary" />}
            <LinkButton to={`/clients/${id}/edit`} icon={<EditOutlined />}>
              Edit
            </LinkButton>
            {/* Opened by a click, as the other Download menus: a hover menu closes on the way to it (and a phone has no hover). */}
            <Dropdown
              trigger={['click']}
              disabled={total === 0}
              menu={{ items: [{ key: 'docx', label: 'Word (.docx)' }, { key: 'pdf', label: 'PDF' }], onClick: ({ key }) => void download(key as 'docx' | 'pdf') }}
            >
              <Button icon={<DownloadOutlined />} aria-haspopup="menu" loading={downloading} disabled={total === 0} title={total === 0 ? 'Nothing made for this client yet' : undefined}>
                Download all
              </Button>
            </Dropdown>
            <Button icon={file.archivedAt ? <UndoOutlined /> : <InboxOutlined />} onClick={() => void toggleArchive()} loading={update.isPending}>
              {file.archivedAt ? 'Unarchive' : 'Archive'}
            </Button>
            <MoveClientButton clientId={id} clientName={file.name} />
            {mayDelete(file.author.id) && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                Delete
              </Button>
            )}
          </Space>
        }
      >
        {file.name}
      </PageTitle>
      {file.archivedAt && <Tag style={{ marginBottom: 12 }}>Archived</Tag>}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title="Client file">
              <ClientFacts client={file} />
            </Card>
            <ClientValue client={file} />
            {/* The pipeline filtered to this client (DESIGN §11.2): what was sent, and what the client did with it. */}
            {PIPELINE && (
              <Card title={PIPELINE.label} size="small">
                <PipelineTable filter={{ clientId: id }} showClient={false} label={`${PIPELINE.label} of ${file.name}`} empty="Nothing made for this client is in the pipeline yet." />
              </Card>
            )}
            <Card title={`Calls (${file.calls.length})`}>
              <ClientCalls client={file} />
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {timeline.isSuccess && <NextStepCard clientId={id} step={nextSuggestedStep(items)} started={items.length > 0} />}
            <ClientPacks clientId={id} hasCall={file.calls.length > 0 && !file.archivedAt} />
            <WorkOnClient clientId={id} />
            <Card title={counts ? `Made for this client (${total})` : 'Made for this client'} size="small">
              <ClientTimeline
                timeline={{
                  items,
                  isPending: timeline.isPending,
                  error: timeline.error,
                  hasNextPage: timeline.hasNextPage,
                  isFetchingNextPage: timeline.isFetchingNextPage,
                  fetchNextPage: () => void timeline.fetchNextPage(),
                }}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
