// Everything made for a client, all tools, newest first (GET /api/history?clientId=), with each
// result's version count once it has more than its original, and a sent result's pipeline state.
import { resultLink, TOOL_CATALOG } from '@growth-suite/shared';
import type { HistoryItem } from '@growth-suite/shared/contract/history';
import { Alert, Button, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { Link } from '../../lib/workspaceRouting.tsx';
import { toolIcon } from '../../components/tool/toolIcons.tsx';
import { StateTag } from '../../components/pipeline/StateTag.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useDateFormat } from '../../lib/dates.ts';

export interface TimelineState {
  items: HistoryItem[];
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

export function ClientTimeline({ timeline }: { timeline: TimelineState }) {
  const when = useDateFormat();
  if (timeline.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (timeline.error) return <Alert type="error" showIcon title={`Failed to load the client's results: ${errorMessage(timeline.error)}`} />;
  if (timeline.items.length === 0) return <Empty description="Nothing made for this client yet. Pick a tool under “Work on this client”." />;
  return (
    <>
      <Timeline
        items={timeline.items.map((item) => ({
          key: item.id,
          icon: toolIcon(item.tool),
          content: (
            <div className="client-timeline-item">
              <Space size={8} wrap>
                <Tag>{TOOL_CATALOG[item.tool].shortName}</Tag>
                <Link to={resultLink(item.tool, item.id)}>{item.title}</Link>
                {item.state && <StateTag state={item.state} />}
                {item.versions > 1 && <Tag color="blue">{item.versions} versions</Tag>}
              </Space>
              {item.detail && <div>{item.detail}</div>}
              <Typography.Text type="secondary">{when(item.createdAt)}</Typography.Text>
            </div>
          ),
        }))}
      />
      {timeline.hasNextPage && (
        <Button onClick={timeline.fetchNextPage} loading={timeline.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </>
  );
}
