// The pipeline's list (DESIGN §11.2): the workspace's sent documents, what needs the consultant first,
// with state, client, author (in a team), value, fee, last activity and what the client did that the
// caller has not seen. A table on a wide screen; on a phone a list whose rows wrap. The Pipeline
// screen and each client's page draw it (the latter filtered to that client).
import { formatMoney, isCurrency, PIPELINE, resultLink, TOOL_CATALOG } from '@growth-suite/shared';
import type { PipelineItem } from '@growth-suite/shared/contract/pipeline';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Empty, Grid, List, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { PIPELINE_POLL_MS, pipelineQuery, type PipelineFilter } from '../../lib/pipeline.ts';
import { useDateFormat, useDateLocale } from '../../lib/dates.ts';
import { Link } from '../../lib/workspaceRouting.tsx';
import { StateTag } from './StateTag.tsx';

/** How the list writes amounts and dates: in the brand's locale (lib/dates.ts), dates in the reader's zone. */
interface Writers {
  /** An amount in the document's currency ("—" for none). */
  money: (minor: number, currency: string) => string;
  when: ReturnType<typeof useDateFormat>;
}

const linkOf = (item: PipelineItem) => resultLink(PIPELINE!.tool, item.id);

function Unread({ item }: { item: PipelineItem }) {
  if (item.unread === 0) return null;
  return <Badge count={item.unread} aria-label={`${item.unread} unread`} title={`${item.unread} new from the client since you last opened it`} />;
}

const columns = (opts: { client: boolean; author: boolean }, { money, when }: Writers): TableColumnsType<PipelineItem> => [
  {
    title: PIPELINE ? TOOL_CATALOG[PIPELINE.tool].shortName : 'Title',
    key: 'title',
    render: (_value, item) => (
      <Space size={8} wrap>
        <Link to={linkOf(item)}>{item.title}</Link>
        <Unread item={item} />
      </Space>
    ),
  },
  { title: 'State', dataIndex: 'state', width: 110, render: (_value, item) => <StateTag state={item.state} /> },
  ...(opts.client
    ? [{ title: 'Client', key: 'client', render: (_value: unknown, item: PipelineItem) => (item.clientId !== null && item.clientName ? <Link to={`/clients/${item.clientId}`}>{item.clientName}</Link> : '—') }]
    : []),
  ...(opts.author ? [{ title: 'Author', key: 'author', render: (_value: unknown, item: PipelineItem) => item.authorName }] : []),
  { title: 'Value / month', key: 'value', align: 'right', render: (_value, item) => money(item.value, item.currency) },
  { title: 'Fee / month', key: 'fee', align: 'right', render: (_value, item) => money(item.fee, item.currency) },
  { title: 'Last activity', dataIndex: 'lastActivityAt', width: 180, render: (at: string) => when(at) },
];

export function PipelineTable({ filter, showClient = true, showAuthor = false, empty, label }: { filter: PipelineFilter; showClient?: boolean; showAuthor?: boolean; empty: ReactNode; label: string }) {
  const list = useInfiniteQuery({ ...pipelineQuery(filter), refetchInterval: PIPELINE_POLL_MS, refetchOnWindowFocus: 'always' });
  const wide = Grid.useBreakpoint().md !== false;
  const locale = useDateLocale();
  const when = useDateFormat();
  const writers: Writers = { when, money: (minor, currency) => (isCurrency(currency) && minor > 0 ? formatMoney(minor, currency, locale) : '—') };
  if (!PIPELINE) return null;
  if (list.isPending) return <Spin style={{ display: 'block', margin: '32px auto' }} aria-label="Loading the pipeline" />;
  if (list.isError) return <Alert type="error" showIcon title={`The pipeline could not be loaded: ${errorMessage(list.error)}`} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Empty description={empty} />;
  const more = list.hasNextPage && (
    <div style={{ textAlign: 'center', marginTop: 12 }}>
      <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
        Load more
      </Button>
    </div>
  );
  if (wide) {
    return (
      <>
        <Table<PipelineItem> rowKey="id" aria-label={label} columns={columns({ client: showClient, author: showAuthor }, writers)} dataSource={items} pagination={false} size="middle" />
        {more}
      </>
    );
  }
  return (
    <>
      <List
        aria-label={label}
        dataSource={items}
        renderItem={(item) => (
          <List.Item data-testid="pipeline-row">
            <div style={{ width: '100%' }}>
              <Space size={8} wrap>
                <Link to={linkOf(item)}>
                  <Typography.Text strong>{item.title}</Typography.Text>
                </Link>
                <StateTag state={item.state} />
                <Unread item={item} />
              </Space>
              <div className="text-secondary">
                {[showClient && item.clientName, showAuthor && `By ${item.authorName}`].filter(Boolean).join(' · ')}
              </div>
              <div>
                Value {writers.money(item.value, item.currency)} · Fee {writers.money(item.fee, item.currency)} a month
              </div>
              <Typography.Text type="secondary">{when(item.lastActivityAt)}</Typography.Text>
            </div>
          </List.Item>
        )}
      />
      {more}
    </>
  );
}
