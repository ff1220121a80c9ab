// /clients: the user's client files. A table on a wide screen; on a phone a list whose rows wrap
// (nothing cut short with an ellipsis). Search by name and "show archived" are on the page only: the
// whole list (at most 500 rows, without transcripts) is already here. In a team (DESIGN §11): everyone's
// clients or the caller's (AuthorFilter), each saying who added it.
import { PlusOutlined, SoundOutlined } from '@ant-design/icons';
import { optionLabel, COMPANY_SIZE_OPTIONS, type AuthorFilter as Author } from '@growth-suite/shared';
import type { ClientListItem } from '@growth-suite/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Grid, Input, List, Space, Spin, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link, useTeamSlug } from '../../lib/workspaceRouting.tsx';
import AuthorFilter, { byAuthor } from '../../components/author/AuthorFilter.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { clientsQuery } from '../../lib/clients/api.ts';
import { BuildPackButton } from '../../components/pack/BuildPackButton.tsx';
import { INTAKE_ROUTE } from './links.ts';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

const contactOf = (client: ClientListItem) => [client.contactName, client.contactTitle].filter(Boolean).join(', ');

const columns = (team: boolean): TableColumnsType<ClientListItem> => [
  {
    title: 'Client',
    dataIndex: 'name',
    render: (_name, client) => (
      <Space size={8} wrap>
        <Link to={`/clients/${client.id}`}>{client.name}</Link>
        {client.archivedAt && <Tag>Archived</Tag>}
      </Space>
    ),
  },
  { title: 'Industry', dataIndex: 'industry' },
  { title: 'Size', dataIndex: 'size', render: (size: string) => (size ? optionLabel(COMPANY_SIZE_OPTIONS, size) : '') },
  { title: 'Contact', key: 'contact', render: (_value, client) => contactOf(client) },
  ...(team ? [{ title: 'Added by', key: 'author', render: (_value: unknown, client: ClientListItem) => client.author.name }] : []),
  { title: 'Calls', dataIndex: 'callCount', align: 'right', width: 80 },
  { title: 'Last changed', dataIndex: 'updatedAt', width: 190, render: (at: string) => <LocalDateTime value={at} /> },
  // A client with a call can have its pack built from here (the pack asks for what the file lacks).
  { title: <span className="visually-hidden">Pack</span>, key: 'pack', width: 170, render: (_value, client) => (client.callCount > 0 && !client.archivedAt ? <BuildPackButton clientId={client.id} size="small" aria-label={`Build the pack for ${client.name}`} /> : null) },
];

function StartButtons({ centered = false }: { centered?: boolean }) {
  return (
    <Space wrap style={centered ? { justifyContent: 'center' } : undefined}>
      <LinkButton to="/clients/new" type="primary" icon={<PlusOutlined />}>
        Add a client
      </LinkButton>
      {INTAKE_ROUTE && (
        <LinkButton to={INTAKE_ROUTE} icon={<SoundOutlined />}>
          New client from a call
        </LinkButton>
      )}
    </Space>
  );
}

function PhoneList({ clients, team }: { clients: ClientListItem[]; team: boolean }) {
  return (
    <List
      dataSource={clients}
      renderItem={(client) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Space size={8} wrap>
                <Link to={`/clients/${client.id}`}>{client.name}</Link>
                {client.archivedAt && <Tag>Archived</Tag>}
              </Space>
            }
            description={
              <>
                {client.industry && <div>{client.industry}</div>}
                {contactOf(client) && <div>{contactOf(client)}</div>}
                {team && byAuthor(client.author) && <div>{byAuthor(client.author)}</div>}
                <Typography.Text type="secondary">
                  {client.callCount === 1 ? '1 call' : `${client.callCount} calls`} · changed <LocalDateTime value={client.updatedAt} />
                </Typography.Text>
                {client.callCount > 0 && !client.archivedAt && (
                  <div style={{ marginTop: 8 }}>
                    <BuildPackButton clientId={client.id} size="small" aria-label={`Build the pack for ${client.name}`} />
                  </div>
                )}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

export default function ClientsPage() {
  const [archived, setArchived] = useState(false);
  const [search, setSearch] = useState('');
  // Only in a team: the personal workspace has only the caller's clients.
  const team = useTeamSlug() !== null;
  const [whose, setWhose] = useState<Author>('everyone');
  const clients = useQuery(clientsQuery(archived, team ? whose : undefined));
  const wide = Grid.useBreakpoint().md !== false;
  const archivedId = useId();

  const needle = search.trim().toLowerCase();
  const shown = (clients.data ?? []).filter((client) => client.name.toLowerCase().includes(needle));

  const none = clients.isSuccess && clients.data.length === 0 && !archived && !(team && whose === 'mine');
  let body;
  if (clients.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (clients.isError) body = <Alert type="error" showIcon title={`Failed to load your clients: ${errorMessage(clients.error)}`} />;
  else if (none)
    body = (
      <Empty description="No clients yet. Add one by hand, or paste a sales call and let AI fill in the file.">
        <StartButtons centered />
      </Empty>
    );
  else if (shown.length === 0) body = <Empty description={needle ? `No client named like “${search.trim()}”` : team && whose === 'mine' ? 'You have added no client here yet' : 'No clients'} />;
  else body = wide ? <Table rowKey="id" columns={columns(team)} dataSource={shown} pagination={shown.length > 50 ? { pageSize: 50 } : false} /> : <PhoneList clients={shown} team={team} />;

  return (
    <>
      {/* With no client yet, the buttons are in the empty state instead, said once. */}
      <PageTitle actions={none ? undefined : <StartButtons />}>Clients</PageTitle>
      <Card style={{ marginTop: 16 }}>
        <Space wrap size={16} style={{ marginBottom: 16 }}>
          {team && <AuthorFilter label="Whose clients" value={whose} onChange={setWhose} />}
          <Input.Search allowClear placeholder="Search by name" aria-label="Search clients by name" value={search} onChange={(e) => setSearch(e.target.value)} style={{ width: 260, maxWidth: '100%' }} />
          <Space size={8}>
            <Switch id={archivedId} checked={archived} onChange={setArchived} />
            <label htmlFor={archivedId}>Show archived</label>
          </Space>
        </Space>
        {body}
      </Card>
    </>
  );
}
