// The links sent of one proposal, newest version first: live, withdrawn or expired, each live one with
// Copy and Withdraw (the client then sees that the link is no longer valid).
import { CopyOutlined, StopOutlined } from '@ant-design/icons';
import type { SentLink } from '@growth-suite/shared/tools/proposal/send';
import { App, Button, List, Space, Tag, Typography } from 'antd';
import { errorMessage } from '../../../lib/api.ts';
import { useCopy } from '../../../lib/clipboard.ts';
import { useToast } from '../../../lib/toast.ts';
import { shortHash } from './hash.ts';
import { absoluteUrl, useWithdraw } from './ownerApi.ts';
import { useDateFormat } from '../../../lib/dates.ts';

export const isLive = (link: SentLink, now = Date.now()) => link.revokedAt === null && (link.expiresAt === null || Date.parse(link.expiresAt) > now);

export function SentLinks({ id, sends }: { id: number; sends: SentLink[] }) {
  const when = useDateFormat();
  const withdraw = useWithdraw(id);
  const copy = useCopy();
  const toast = useToast();
  const { modal } = App.useApp();

  async function onWithdraw(link: SentLink) {
    const confirmed = await modal.confirm({
      title: `Withdraw the link to version ${link.version}?`,
      content: 'Your client will see that the link is no longer valid. You can share the proposal again at any time.',
      okText: 'Withdraw',
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await withdraw.mutateAsync(link.version);
      toast.success('Link withdrawn', `Version ${link.version} can no longer be opened.`);
    } catch (error) {
      toast.error('Could not withdraw the link', errorMessage(error));
    }
  }

  const links = [...sends].sort((a, b) => b.version - a.version);
  return (
    // A labelled group around the list (antd's List does not pass a label on).
    <div role="group" aria-label="Links sent">
      <List
        size="small"
        dataSource={links}
        rowKey={(link) => link.token}
        renderItem={(link) => {
          const live = isLive(link);
          return (
            <List.Item
              actions={
                live
                  ? [
                      <Button key="copy" size="small" icon={<CopyOutlined />} aria-label={`Copy the link to version ${link.version}`} onClick={() => void copy(absoluteUrl(link.url))} />,
                      <Button key="withdraw" size="small" danger icon={<StopOutlined />} loading={withdraw.isPending && withdraw.variables === link.version} onClick={() => void onWithdraw(link)}>
                        Withdraw
                      </Button>,
                    ]
                  : []
              }
            >
              <Space wrap size={[8, 4]}>
                <Tag color={live ? 'blue' : 'default'}>{live ? 'Live' : link.revokedAt ? 'Withdrawn' : 'Expired'}</Tag>
                <Typography.Text strong>Version {link.version}</Typography.Text>
                <Typography.Text type="secondary">
                  <span style={{ whiteSpace: 'nowrap' }}>SHA-256 {shortHash(link.hash)}</span> · sent {when(link.sentAt)}
                  {link.expiresAt ? ` · ${live ? 'expires' : 'expired'} ${when(link.expiresAt)}` : ''}
                </Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
    </div>
  );
}
