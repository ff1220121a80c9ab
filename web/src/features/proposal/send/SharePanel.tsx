// "Share proposal": sends the current version (the server freezes it and answers its link; the same
// link again when that version already has a live one), copies the link, and shows it with its
// version and short hash. The links sent so far are listed, each with Withdraw.
import { CopyOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { formatDateTime } from '@growth-suite/shared';
import type { SentLink } from '@growth-suite/shared/tools/proposal/send';
import { App, Button, Card, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { useCopy } from '../../../lib/clipboard.ts';
import { useToast } from '../../../lib/toast.ts';
import { shortHash } from './hash.ts';
import { absoluteUrl, useSend, useWithdraw } from './ownerApi.ts';

const isLive = (link: SentLink, now = Date.now()) => link.revokedAt === null && (link.expiresAt === null || Date.parse(link.expiresAt) > now);

export function SharePanel({ id, sends, busy }: { id: number; sends: SentLink[] | undefined; busy: boolean }) {
  const send = useSend(id);
  const withdraw = useWithdraw(id);
  const copy = useCopy();
  const toast = useToast();
  const { modal } = App.useApp();
  const [latest, setLatest] = useState<SentLink | null>(null);

  async function onShare() {
    try {
      const link = await send.mutateAsync();
      setLatest(link);
      await copy(absoluteUrl(link.url));
    } catch (error) {
      toast.error('Could not share the proposal', errorMessage(error));
    }
  }

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
      if (latest?.version === link.version) setLatest(null);
      toast.success('Link withdrawn', `Version ${link.version} can no longer be opened.`);
    } catch (error) {
      toast.error('Could not withdraw the link', errorMessage(error));
    }
  }

  const links = [...(sends ?? [])].sort((a, b) => b.version - a.version);
  return (
    <Card title="Share with your client" style={{ marginBottom: 16 }} role="region" aria-label="Share with your client">
      <Typography.Paragraph type="secondary">
        Sharing freezes the current version: your client reads it on a page of its own, moves the value figures, chooses an option and accepts it or asks for a change.
      </Typography.Paragraph>
      <Button type="primary" icon={<SendOutlined />} loading={send.isPending} disabled={busy || send.isPending} onClick={() => void onShare()}>
        Share proposal
      </Button>
      {latest && (
        <div style={{ marginTop: 16 }} role="status" aria-label="Shared link">
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={absoluteUrl(latest.url)} aria-label="Proposal link" onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined />} aria-label="Copy the link" onClick={() => void copy(absoluteUrl(latest.url))} />
          </Space.Compact>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            Version {latest.version} · SHA-256 {shortHash(latest.hash)} · link copied
          </Typography.Text>
        </div>
      )}
      {links.length > 0 && (
        // A labelled group around the list (antd's List does not pass a label on).
        <div role="group" aria-label="Links sent" style={{ marginTop: 16 }}>
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
                          <Button
                            key="withdraw"
                            size="small"
                            danger
                            icon={<StopOutlined />}
                            loading={withdraw.isPending && withdraw.variables === link.version}
                            onClick={() => void onWithdraw(link)}
                          >
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
                      <span style={{ whiteSpace: 'nowrap' }}>SHA-256 {shortHash(link.hash)}</span> · sent {formatDateTime(link.sentAt)}
                      {link.expiresAt ? ` · ${live ? 'expires' : 'expired'} ${formatDateTime(link.expiresAt)}` : ''}
                    </Typography.Text>
                  </Space>
                </List.Item>
              );
            }}
          />
        </div>
      )}
    </Card>
  );
}
