// The client's packs (GET /api/packs?clientId=): each with its state and a link to its page, newest
// first ("Build the pack" is in the page's actions).
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, List, Tag, Typography } from 'antd';
import { Link } from '../../lib/workspaceRouting.tsx';
import { errorMessage } from '../../lib/api.ts';
import { clientPacksQuery, PACK_PAGE } from '../../lib/packs.ts';
import { PACK_LAST_TOOL, TOOL_CATALOG } from '@growth-suite/shared';
import { useDateFormat } from '../../lib/dates.ts';

const STATE = { queued: { color: 'default', words: 'Waiting' }, active: { color: 'processing', words: 'Building' }, completed: { color: 'success', words: 'Done' }, failed: { color: 'error', words: 'Failed' } } as const;

export function ClientPacks({ clientId, hasCall }: { clientId: number; hasCall: boolean }) {
  const when = useDateFormat();
  const packs = useQuery(clientPacksQuery(clientId));
  const items = packs.data?.items ?? [];
  if (!hasCall && items.length === 0) return null;
  return (
    <Card title="Packs" size="small" role="region" aria-label="Packs">
      {packs.isError ? (
        <Alert type="error" showIcon title={`Failed to load the packs: ${errorMessage(packs.error)}`} />
      ) : items.length === 0 ? (
        <Typography.Text type="secondary">{packs.isPending ? 'Loading…' : `No pack yet. A pack makes every step from the latest call, up to the ${TOOL_CATALOG[PACK_LAST_TOOL].shortName.toLowerCase()} to send.`}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(pack) => (
            <List.Item>
              <Link to={PACK_PAGE(clientId, pack.packId)}>Pack of {when(pack.createdAt)}</Link>
              <Tag color={STATE[pack.state].color}>{STATE[pack.state].words}</Tag>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
