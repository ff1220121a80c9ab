// "Share proposal", above the saved proposal: sends the current version (the server freezes it and
// answers its link; the same link again when that version already has a live one), copies the link,
// and shows it with its version and short hash. The links sent so far, with Withdraw, are in the
// Activity card below the proposal (SentLinks). The link's life is chosen beside the button
// (ExpiryChoice), and "Preview as the client sees it" opens the owner's preview, which sends too.
// While a version has a live link it can be e-mailed to the client from here (EmailForm).
import { CopyOutlined, EyeOutlined, SendOutlined } from '@ant-design/icons';
import { formatValidUntil } from '@growth-suite/shared';
import type { SentLink } from '@growth-suite/shared/tools/proposal/send';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/link/LinkButton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCopy } from '../../../lib/clipboard.ts';
import { useToast } from '../../../lib/toast.ts';
import { EmailForm } from './EmailForm.tsx';
import { DEFAULT_EXPIRY, ExpiryChoice, expiryBody, type ExpiryValue } from './ExpiryChoice.tsx';
import { shortHash } from './hash.ts';
import { absoluteUrl, useActivity, useSend } from './ownerApi.ts';
import { previewPath } from './previewPath.ts';
import { isLive } from './SentLinks.tsx';
import { useBrand } from '../../../lib/brand.ts';

/** `clientId`: the client file the proposal was made for (its contact is who the e-mail goes to), if any. */
export function SharePanel({ id, busy, clientId = null }: { id: number; busy: boolean; clientId?: number | null }) {
  const send = useSend(id);
  // The Activity card's query (one poll for both): which links were withdrawn since.
  const sends = useActivity(id).data?.sends;
  const copy = useCopy();
  const toast = useToast();
  const [latest, setLatest] = useState<SentLink | null>(null);
  const [expiry, setExpiry] = useState<ExpiryValue>(DEFAULT_EXPIRY);
  // Dates as the client will read them: in the brand's locale (a new proposal's).
  const locale = useBrand().data?.locale;
  const body = expiryBody(expiry);
  // Withdrawn since (the activity says so): no longer a link to hand out.
  const shown = latest && !sends?.some((link) => link.token === latest.token && link.revokedAt !== null) ? latest : null;

  // The version to e-mail: the one just shared, else the newest with a live link (after a reload).
  const liveVersion = shown?.version ?? [...(sends ?? [])].filter((link) => isLive(link)).sort((a, b) => b.version - a.version)[0]?.version;

  async function onShare() {
    if (!body) return;
    try {
      const link = await send.mutateAsync(body);
      setLatest(link);
      await copy(absoluteUrl(link.url));
    } catch (error) {
      toast.error('Could not share the proposal', errorMessage(error));
    }
  }

  return (
    <Card size="small" style={{ marginBottom: 16 }} role="region" aria-label="Share with your client">
      <Space wrap align="center" size={[12, 8]}>
        <Button type="primary" icon={<SendOutlined />} loading={send.isPending} disabled={busy || send.isPending || !body} onClick={() => void onShare()}>
          Share proposal
        </Button>
        <LinkButton to={previewPath(id)} icon={<EyeOutlined />}>
          Preview as the client sees it
        </LinkButton>
        <Typography.Text type="secondary">Freezes this version and copies a link for your client to read, adjust and accept it.</Typography.Text>
      </Space>
      <div style={{ marginTop: 8 }}>
        <ExpiryChoice value={expiry} onChange={setExpiry} disabled={busy || send.isPending} locale={locale} />
      </div>
      {shown && (
        <div style={{ marginTop: 12 }} role="status" aria-label="Shared link">
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={absoluteUrl(shown.url)} aria-label="Proposal link" onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined />} aria-label="Copy the link" onClick={() => void copy(absoluteUrl(shown.url))} />
          </Space.Compact>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            Version {shown.version} · <span style={{ whiteSpace: 'nowrap' }}>SHA-256 {shortHash(shown.hash)}</span>
            {shown.expiresAt && <> · valid until {formatValidUntil(shown.expiresAt, locale)}</>} · link copied
          </Typography.Text>
        </div>
      )}
      {liveVersion !== undefined && (
        <div style={{ marginTop: 16, maxWidth: 560 }}>
          <EmailForm id={id} version={liveVersion} clientId={clientId} />
        </div>
      )}
    </Card>
  );
}
