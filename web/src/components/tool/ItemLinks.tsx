// "Made from" both ways on a saved result: the client it was made for (its page), the results it
// was made from, and the results made from it since — each a link to that result.
import { resultLink, TOOL_CATALOG, type ToolSlug } from '@growth-suite/shared';
import type { ItemContext, LinkedItem } from '@growth-suite/shared/contract';
import { Space, Typography } from 'antd';
import { Link } from '../../lib/workspaceRouting.tsx';

/** An offer's title is its whole main offer: a link shows its start. */
const short = (title: string, max = 60) => (title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title);

const itemLink = (item: LinkedItem) => (
  <Link key={item.id} to={resultLink(item.tool as ToolSlug, item.id)}>
    {TOOL_CATALOG[item.tool as ToolSlug].shortName}
    {item.title ? ` · ${short(item.title)}` : ''}
  </Link>
);

const joined = (items: readonly LinkedItem[]) => items.flatMap((item, i) => (i === 0 ? [itemLink(item)] : [<span key={`s${item.id}`}>, </span>, itemLink(item)]));

export function ItemLinks({ links }: { links: ItemContext | null }) {
  if (!links || (!links.client && links.sources.length === 0 && links.usedBy.length === 0)) return null;
  return (
    <Space orientation="vertical" size={2} className="item-links" style={{ display: 'flex', marginBottom: 12 }}>
      {links.client && (
        <Typography.Text>
          <Typography.Text type="secondary">Client: </Typography.Text>
          <Link to={`/clients/${links.client.id}`}>{links.client.name}</Link>
        </Typography.Text>
      )}
      {links.sources.length > 0 && (
        <Typography.Text>
          <Typography.Text type="secondary">Made from: </Typography.Text>
          {joined(links.sources)}
        </Typography.Text>
      )}
      {links.usedBy.length > 0 && (
        <Typography.Text>
          <Typography.Text type="secondary">Used in: </Typography.Text>
          {joined(links.usedBy)}
        </Typography.Text>
      )}
    </Space>
  );
}
