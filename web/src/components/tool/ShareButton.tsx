// "Share" on a saved result (History rows and the result screen): a dialog that creates read-only
// links to this one item, with an optional expiry, lists them with Copy and Revoke, and says plainly
// what a reader of the link sees. From the version panel, with `version`, it makes links to that
// version as it is (a link from anywhere else always shows the latest version).
import { CopyOutlined, DeleteOutlined, LinkOutlined, ShareAltOutlined } from '@ant-design/icons';
import { SHARE_EXPIRY_CHOICES, type Share, type ToolSlug } from '@growth-suite/shared';
import { Alert, Button, Empty, Input, List, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useCopy } from '../../lib/clipboard.ts';
import { useIsWorkspaceAdmin, useMayDelete } from '../../lib/permissions.ts';
import { isExpired, useCreateShare, useRevokeShare, useShares } from '../../lib/shares.ts';
import { useToast } from '../../lib/toast.ts';
import { useDateFormat } from '../../lib/dates.ts';

const expiryLabel = (days: number | null) => (days === null ? 'Never expires' : days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`);
const EXPIRY_OPTIONS = SHARE_EXPIRY_CHOICES.map((days) => ({ value: days ?? 0, label: expiryLabel(days) }));

export function ShareButton({ tool, id, version, label = 'Share', size }: { tool: ToolSlug; id: number; version?: number; label?: string; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} icon={<ShareAltOutlined />} aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Share
      </Button>
      {open && <ShareDialog tool={tool} id={id} {...(version !== undefined ? { version } : {})} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ tool, id, version, onClose }: { tool: ToolSlug; id: number; version?: number; onClose: () => void }) {
  const toast = useToast();
  const copy = useCopy();
  const when = useDateFormat();
  const shares = useShares(tool, id, true);
  const create = useCreateShare(tool, id, version);
  const revoke = useRevokeShare(tool, id);
  const mayDelete = useMayDelete();
  const mayRevokeAny = useIsWorkspaceAdmin();
  const [days, setDays] = useState(0);
  const [fresh, setFresh] = useState<string | null>(null);

  async function onCreate() {
    try {
      const share = await create.mutateAsync(days === 0 ? null : days);
      setFresh(share.token);
    } catch (error) {
      toast.error('Could not create the link', errorMessage(error));
    }
  }

  async function onRevoke(share: Share) {
    try {
      await revoke.mutateAsync(share.token);
      toast.success('Link revoked', 'Anyone opening it now sees that it no longer works.');
    } catch (error) {
      toast.error('Could not revoke the link', errorMessage(error));
    }
  }

  return (
    <Modal open title={version === undefined ? 'Share this result' : `Share version ${version}`} onCancel={onClose} footer={<Button onClick={onClose}>Done</Button>} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        {version === undefined
          ? 'Anyone with a link can read this result, always in its latest version.'
          : `Anyone with a new link below can read version ${version} of this result, as it is now, even after later changes.`}{' '}
        They do not see your inputs, your name or your e-mail, and search engines do not index it.{' '}
        {mayRevokeAny ? 'Revoke a link to turn it off.' : 'Revoke a link you made to turn it off (an admin of the team can revoke any).'}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select aria-label="Link expiry" value={days} onChange={setDays} options={EXPIRY_OPTIONS} style={{ minWidth: 170 }} />
        <Button type="primary" icon={<LinkOutlined />} loading={create.isPending} onClick={() => void onCreate()}>
          Create link
        </Button>
      </Space>
      {shares.isPending ? (
        <div role="status" aria-label="Loading share links" style={{ textAlign: 'center', padding: 16 }}>
          <Spin />
        </div>
      ) : shares.isError ? (
        <Alert type="error" showIcon title="The links could not be loaded" description={errorMessage(shares.error)} />
      ) : shares.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No links yet. Create one to share this result." />
      ) : (
        <List
          aria-label="Share links"
          dataSource={shares.data}
          rowKey="token"
          renderItem={(share) => {
            const expired = isExpired(share);
            return (
              <List.Item className="share-link">
                <div style={{ width: '100%' }}>
                  <Space wrap size={[8, 4]} style={{ marginBottom: 6 }}>
                    {expired ? <Tag color="default">Expired</Tag> : fresh === share.token ? <Tag color="green">New</Tag> : <Tag color="blue">Active</Tag>}
                    <Tag>{share.version === null ? 'Latest version' : `Version ${share.version}`}</Tag>
                    <Typography.Text type="secondary">
                      Created {when(share.createdAt)} · {share.expiresAt ? `${expired ? 'expired' : 'expires'} ${when(share.expiresAt)}` : 'no expiry'}
                    </Typography.Text>
                  </Space>
                  <Space.Compact style={{ width: '100%' }}>
                    <Input readOnly value={share.url} aria-label="Share link" disabled={expired} onFocus={(event) => event.target.select()} />
                    <Button icon={<CopyOutlined />} aria-label="Copy link" disabled={expired} onClick={() => void copy(share.url)} />
                    {/* A member revokes only the links they made (the api's rule); a team's admins any. */}
                    {mayDelete(share.authorId) && (
                      <Button icon={<DeleteOutlined />} aria-label={expired ? 'Remove link' : 'Revoke link'} danger loading={revoke.isPending && revoke.variables === share.token} onClick={() => void onRevoke(share)} />
                    )}
                  </Space.Compact>
                </div>
              </List.Item>
            );
          }}
        />
      )}
    </Modal>
  );
}
