// /history (spec §2 Generation History, §4 clear flow, §8 texts).
import { ArrowLeftOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { formatDateTime, TOOL_CATALOG, TOOL_SLUGS, type ToolSlug } from '@growth-suite/shared';
import { Alert, Button, Card, Empty, Grid, List, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useClearHistory, useHistoryList } from './api.ts';
import { describeRecord } from './historyRows.ts';
import { ExportMenu } from '../../components/tool/ExportMenu.tsx';
import { ShareButton } from '../../components/tool/ShareButton.tsx';
import { useHistorySummary } from '../../lib/historySummary.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ResponsiveTabs } from '../../components/tabs/ResponsiveTabs.tsx';

function HistoryList({ tool }: { tool: ToolSlug }) {
  const { historyEmpty: empty, title: toolLabel, route } = TOOL_CATALOG[tool];
  const list = useHistoryList(tool);
  // On a phone the actions go under the text instead of squeezing it into a narrow column.
  const wide = Grid.useBreakpoint().sm !== false;
  if (list.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (list.isError) return <Alert type="error" showIcon title={`Failed to load history: ${errorMessage(list.error)}`} />;
  const records = list.data.pages.flat();
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
          return (
            <List.Item
              actions={[
                <LinkButton key="view" to={`${route}/${record.id}`} aria-label={`View ${title}`} size="small" icon={<EyeOutlined />}>
                  View
                </LinkButton>,
                <ExportMenu key="download" tool={tool} record={record} label={`Download ${title}`} size="small" />,
                <ShareButton key="share" tool={tool} id={record.id} label={`Share ${title}`} size="small" />,
              ]}
            >
              <List.Item.Meta
                title={title}
                description={
                  <>
                    {detail && <div>{detail}</div>}
                    <Typography.Text type="secondary">{formatDateTime(record.createdAt)}</Typography.Text>
                  </>
                }
              />
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
  const [target, setTarget] = useState<ToolSlug | 'all' | null>(null);
  const clear = useClearHistory();
  const toast = useToast();
  const tabLabel = TOOL_CATALOG[tab].shortName;
  const counts = useHistorySummary().data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;

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
        <ResponsiveTabs
          label="Tool"
          activeKey={tab}
          onChange={(key) => setTab(key as ToolSlug)}
          items={TOOL_SLUGS.map((slug) => ({
            key: slug,
            text: counts ? `${TOOL_CATALOG[slug].shortName} (${counts[slug]})` : TOOL_CATALOG[slug].shortName,
            label: (
              <span>
                {TOOL_CATALOG[slug].shortName}
                {counts && <span className="tab-count">{counts[slug]}</span>}
              </span>
            ),
            children: <HistoryList tool={slug} />,
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
        {target === 'all'
          ? 'This deletes every saved generation of every tool. It cannot be undone.'
          : `This deletes every saved ${tabLabel} generation. It cannot be undone.`}
      </Modal>
    </>
  );
}
