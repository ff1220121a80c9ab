// /history (spec §2 Generation History, §4 clear flow, §8 texts). In a team (DESIGN §11): everyone's
// results or the caller's (AuthorFilter), each row saying who made it.
import { ArrowLeftOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { TOOL_CATALOG, TOOL_SLUGS, type AuthorFilter as Author, type ToolSlug } from '@growth-suite/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Grid, List, Modal, Select, Space, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { Link, useTeamSlug } from '../../lib/workspaceRouting.tsx';
import AuthorFilter, { byAuthor } from '../../components/author/AuthorFilter.tsx';
import { clientsQuery } from '../../lib/clients/api.ts';
import { historyItemsQuery } from '../../lib/historyItems.ts';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useClearHistory, useHistoryList } from './api.ts';
import { describeRecord } from './historyRows.ts';
import { ExportMenu } from '../../components/tool/ExportMenu.tsx';
import { ShareButton } from '../../components/tool/ShareButton.tsx';
import { useHistorySummary } from '../../lib/historySummary.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { StateTag } from '../../components/pipeline/StateTag.tsx';
import { ResponsiveTabs } from '../../components/tabs/ResponsiveTabs.tsx';
import { useDateFormat } from '../../lib/dates.ts';

type ListProps = { tool: ToolSlug; clientId: number | undefined; clientNames: ReadonlyMap<number, string>; author: Author | undefined };

function HistoryList({ tool, clientId, clientNames, author }: ListProps) {
  const { historyEmpty: empty, title: toolLabel, route } = TOOL_CATALOG[tool];
  const list = useHistoryList(tool, clientId, author);
  // On a phone the actions go under the text instead of squeezing it into a narrow column.
  const wide = Grid.useBreakpoint().sm !== false;
  const when = useDateFormat();
  if (list.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (list.isError) return <Alert type="error" showIcon title={`Failed to load history: ${errorMessage(list.error)}`} />;
  const records = list.data.pages.flat();
  if (records.length === 0 && author === 'mine') return <Empty description={`You have made nothing with the ${TOOL_CATALOG[tool].shortName} here yet`} />;
  if (records.length === 0 && clientId !== undefined) return <Empty description={`Nothing made with the ${TOOL_CATALOG[tool].shortName} for ${clientNames.get(clientId) ?? 'this client'} yet`} />;
  if (records.length === 0) {
    return (
      <Empty description={empty}>
        <LinkButton to={route} type="primary">Try {toolLabel}</LinkButton>
      </Empty>
    );
  }
  return (
    <>
      <List
        itemLayout={wide ? 'horizontal' : 'vertical'}
        dataSource={records}
        renderItem={(record) => {
          const { title, detail } = describeRecord(tool, record);
          const client = record.clientId === null ? undefined : clientNames.get(record.clientId);
          return (
            <List.Item>
              {/* List.Item.Meta draws its title as an h4 under the page's h1 (axe: heading-order): the same
                  parts, with antd's classes for their look, and the title an h2. */}
              <div className="ant-list-item-meta">
                <div className="ant-list-item-meta-content">
                  <h2 className="ant-list-item-meta-title">{title}</h2>
                  {/* A sent result's state in the pipeline (DESIGN §11.2): what its client did with it. */}
                  {record.state && <StateTag state={record.state} />}
                  <div className="ant-list-item-meta-description">
                    {detail && <div>{detail}</div>}
                    {author && byAuthor(record.author) && <div>{byAuthor(record.author)}</div>}
                    {client !== undefined && record.clientId !== null && (
                      <div>
                        For <Link to={`/clients/${record.clientId}`}>{client}</Link>
                      </div>
                    )}
                    <Typography.Text type="secondary">{when(record.createdAt)}</Typography.Text>
                  </div>
                </div>
              </div>
              {/* Not List.Item's actions: those are spaced for a wide row and wrapped onto two lines at 390 px. */}
              <Space size={8} wrap className="history-row-actions">
                <LinkButton to={`${route}/${record.id}`} aria-label={`View ${title}`} size="small" icon={<EyeOutlined />}>
                  View
                </LinkButton>
                <ExportMenu tool={tool} record={record} label={`Download ${title}`} size="small" />
                <ShareButton tool={tool} id={record.id} label={`Share ${title}`} size="small" />
              </Space>
            </List.Item>
          );
        }}
      />
      {list.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

export default function HistoryPage() {
  const [tab, setTab] = useState<ToolSlug>(TOOL_SLUGS[0]);
  const [clientId, setClientId] = useState<number | undefined>(undefined);
  // Only in a team: the personal workspace has only the caller's results.
  const [whose, setWhose] = useState<Author>('everyone');
  const inTeam = useTeamSlug() !== null;
  const author = inTeam ? whose : undefined;
  // Archived clients too: their results are still in History and name them.
  const clients = useQuery(clientsQuery(true));
  const clientNames = new Map((clients.data ?? []).map((client) => [client.id, client.name]));
  const clientCounts = useInfiniteQuery({ ...historyItemsQuery({ clientId, author }, 1), enabled: clientId !== undefined }).data?.pages[0]?.counts;
  const [target, setTarget] = useState<ToolSlug | 'all' | null>(null);
  const clear = useClearHistory();
  const clientFilterId = useId();
  const toast = useToast();
  const tabLabel = TOOL_CATALOG[tab].shortName;
  // The tab counts follow the lists: asked again when the user comes back to the tab.
  const counts = useHistorySummary({ refreshOnFocus: true, author }).data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  // The tabs count what they list: one client's results when filtered. Clearing is never filtered.
  const tabCounts = clientId === undefined ? counts : clientCounts;

  const confirmClear = async () => {
    if (!target) return;
    try {
      await clear.mutateAsync(target);
      toast.success('History Cleared', target === 'all' ? 'All of your history was cleared.' : `Your ${TOOL_CATALOG[target].shortName} history was cleared.`);
    } catch (error) {
      toast.error('Error', `Failed to clear history: ${errorMessage(error)}`);
    } finally {
      setTarget(null);
    }
  };

  return (
    <>
      <LinkButton to="/" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to Dashboard
      </LinkButton>
      <PageTitle
        actions={
          <Space wrap>
            {/* Each names what it clears, and is off while there is nothing to clear. */}
            <Button icon={<DeleteOutlined />} onClick={() => setTarget(tab)} disabled={counts?.[tab] === 0}>
              Clear {tabLabel} History
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => setTarget('all')} disabled={total === 0}>
              Clear All History
            </Button>
          </Space>
        }
      >
        Generation History
      </PageTitle>
      <Card style={{ marginTop: 16 }}>
        {(author || (clients.data?.length ?? 0) > 0) && (
          <Space wrap size={16} style={{ marginBottom: 12 }}>
            {author && <AuthorFilter label="Whose results" value={author} onChange={setWhose} />}
            {(clients.data?.length ?? 0) > 0 && (
              <Space wrap size={8}>
                <label htmlFor={clientFilterId}>Client</label>
                <Select
                  id={clientFilterId}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="All clients"
                  style={{ width: 260, maxWidth: '100%' }}
                  value={clientId}
                  onChange={(value?: number) => setClientId(value)}
                  options={(clients.data ?? []).map((client) => ({ value: client.id, label: client.archivedAt ? `${client.name} (archived)` : client.name }))}
                />
              </Space>
            )}
          </Space>
        )}
        <ResponsiveTabs
          label="Tool"
          activeKey={tab}
          onChange={(key) => setTab(key as ToolSlug)}
          items={TOOL_SLUGS.map((slug) => ({
            key: slug,
            text: tabCounts ? `${TOOL_CATALOG[slug].shortName} (${tabCounts[slug]})` : TOOL_CATALOG[slug].shortName,
            label: (
              <span>
                {TOOL_CATALOG[slug].shortName}
                {tabCounts && <span className="tab-count">{tabCounts[slug]}</span>}
              </span>
            ),
            children: <HistoryList tool={slug} clientId={clientId} clientNames={clientNames} author={author} />,
          }))}
        />
      </Card>
      <Modal
        open={target !== null}
        title={target === 'all' ? 'Clear all history?' : `Clear ${tabLabel} history?`}
        okText={clear.isPending ? 'Clearing...' : 'Clear'}
        okButtonProps={{ danger: true, loading: clear.isPending }}
        cancelButtonProps={{ disabled: clear.isPending }}
        onOk={confirmClear}
        onCancel={() => setTarget(null)}
      >
        {/* In a team "Clear" takes only the caller's own results (the api's rule): the words say so. */}
        {inTeam
          ? target === 'all'
            ? 'This deletes every generation you made in this team, of every tool. Your colleagues’ work stays. It cannot be undone.'
            : `This deletes every ${tabLabel} generation you made in this team. Your colleagues’ work stays. It cannot be undone.`
          : target === 'all'
            ? 'This deletes every saved generation of every tool. It cannot be undone.'
            : `This deletes every saved ${tabLabel} generation. It cannot be undone.`}
      </Modal>
    </>
  );
}
