// /ai-proposal/:id/preview (DESIGN §11.1): the owner reads the proposal as the client will see it
// before sending it — the current version drawn by the client page's own view (SentView) inside its
// frame, from GET /api/proposals/:id/preview (no link is made by reading). Above it: "Edit" back to
// the proposal's editor, how long the link will live, and Send, which freezes this version and shows
// the client's link with the day it stops working.
import { ArrowLeftOutlined, CheckCircleOutlined, CopyOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { formatValidUntil, PRODUCT_NAME, resultLink } from '@growth-suite/shared';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { shortfallWords } from '@growth-suite/shared/tools/proposal/shortfall';
import type { SentLink } from '@growth-suite/shared/tools/proposal/send';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Result, Space, Spin, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useCopy } from '../../../lib/clipboard.ts';
import { useToast } from '../../../lib/toast.ts';
import { DEFAULT_EXPIRY, ExpiryChoice, expiryBody, type ExpiryValue } from './ExpiryChoice.tsx';
import { absoluteUrl, previewQuery, useSend } from './ownerApi.ts';
import { SentView } from './SentPage.tsx';
import './sent.css';

const ID = /^[1-9]\d{0,9}$/;

export default function PreviewPage() {
  const { id: idParam = '' } = useParams();
  const valid = ID.test(idParam);
  const id = Number(idParam);
  const preview = useQuery({ ...previewQuery(id), enabled: valid });
  const send = useSend(id);
  const copy = useCopy();
  const toast = useToast();
  const [expiry, setExpiry] = useState<ExpiryValue>(DEFAULT_EXPIRY);
  const [link, setLink] = useState<SentLink | null>(null);
  const body = expiryBody(expiry);

  if (!valid || (preview.error instanceof ApiError && preview.error.status === 404)) {
    return (
      <>
        <PageTitle>Proposal not found</PageTitle>
        <Result status="404" title="Proposal not found" subTitle="It may belong to another account, or it was deleted." />
      </>
    );
  }
  if (preview.isError) return <Alert type="error" showIcon title={`Failed to load the preview: ${errorMessage(preview.error)}`} action={<Button onClick={() => void preview.refetch()}>Try again</Button>} />;
  if (preview.isPending) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading the preview" />;

  const sent = preview.data;
  const brand = sent.preparedBy;
  const style = brand.accentColor ? ({ '--sent-accent': brand.accentColor } as CSSProperties) : undefined;
  const warning = shortfallWords(priceTiers({ ...sent.valueModel, floor: sent.floor }, sent.inputs, sent.currency), sent.currency, sent.locale);

  async function onSend() {
    if (!body) return;
    try {
      const answer = await send.mutateAsync(body);
      setLink(answer);
      await copy(absoluteUrl(answer.url));
    } catch (error) {
      toast.error('Could not send the proposal', errorMessage(error));
    }
  }

  return (
    <>
      <LinkButton to={resultLink('proposal', id)} type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to the proposal
      </LinkButton>
      <PageTitle documentTitle="Preview">{`Preview: what ${sent.clientCompany} will see`}</PageTitle>
      <Card role="region" aria-label="Send to your client" style={{ marginBottom: 16 }}>
        {link ? (
          <Space orientation="vertical" size="small" style={{ width: '100%' }} role="status" aria-label="Sent">
            <Typography.Text strong>
              <CheckCircleOutlined aria-hidden /> Sent. The link is on your clipboard{link.expiresAt ? ` and valid until ${formatValidUntil(link.expiresAt, sent.locale)}` : ''}.
            </Typography.Text>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={absoluteUrl(link.url)} aria-label="Proposal link" onFocus={(event) => event.target.select()} />
              <Button icon={<CopyOutlined />} aria-label="Copy the link" onClick={() => void copy(absoluteUrl(link.url))} />
            </Space.Compact>
            <Space wrap>
              <a href={link.url} target="_blank" rel="noreferrer">
                Open the client&apos;s page
              </a>
              <LinkButton to={resultLink('proposal', id)} type="link">
                Activity and links
              </LinkButton>
            </Space>
          </Space>
        ) : (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text type="secondary">Read it through as your client will. Sending freezes this version (v{sent.version}) behind a link for them to read, adjust and accept.</Typography.Text>
            {warning && (
              // Told before sending, with the figures (DESIGN §11.1): the value does not carry every tier's floor.
              <Alert
                type="warning"
                showIcon
                data-testid="floor-warning"
                title={warning.title}
                description={`${warning.description} Edit the value or the floor before you send, or send it as it is.`}
              />
            )}
            <ExpiryChoice value={expiry} onChange={setExpiry} disabled={send.isPending} locale={sent.locale} />
            <Space wrap>
              <Button type="primary" size="large" icon={<SendOutlined />} onClick={() => void onSend()} loading={send.isPending} disabled={!body}>
                Send
              </Button>
              <LinkButton to={resultLink('proposal', id)} size="large" icon={<EditOutlined />}>
                Edit
              </LinkButton>
            </Space>
          </Space>
        )}
      </Card>
      {/* The client page's own frame and view, as the link will show them. */}
      <div className="sent-page sent-preview" style={style} aria-label="Preview of the client's page" role="region">
        <header className="sent-header">
          {brand.logoUrl && <img className="sent-logo" src={brand.logoUrl} alt={brand.firmName ? `${brand.firmName} logo` : 'Logo'} />}
          {brand.firmName && <span className="sent-firm">{brand.firmName}</span>}
        </header>
        <div className="sent-main">
          <SentView token="" sent={link ? { ...sent, sentAt: link.sentAt, expiresAt: link.expiresAt } : sent} preview />
        </div>
        {(brand.firmName || brand.madeWith) && (
          <footer className="sent-footer">
            <span>{brand.firmName}</span>
            {brand.madeWith && <span className="sent-small">Made with {PRODUCT_NAME}</span>}
          </footer>
        )}
      </div>
    </>
  );
}
