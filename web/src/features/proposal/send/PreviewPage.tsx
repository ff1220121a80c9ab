// /ai-proposal/:id/preview (DESIGN §11.1): the owner reads the proposal as the client will see it
// before sending it — the current version drawn by the client page's own view (SentView) inside its
// frame, from GET /api/proposals/:id/preview (no link is made by reading). Above it: "Edit" back to
// the proposal's editor, how long the link will live, and Send, which freezes this version and e-mails
// its link to the client (SendByEmail), then shows to whom, when, the link and the message's state.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PRODUCT_NAME, resultLink } from '@growth-suite/shared';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { shortfallWords } from '@growth-suite/shared/tools/proposal/shortfall';
import type { SentLink } from '@growth-suite/shared/tools/proposal/send';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Spin, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { historyItemQuery } from '../../../lib/tools/api.ts';
import { DEFAULT_EXPIRY, ExpiryChoice, expiryBody, type ExpiryValue } from './ExpiryChoice.tsx';
import { previewQuery } from './ownerApi.ts';
import { SendByEmail } from './SendByEmail.tsx';
import { SentView } from './SentPage.tsx';
import './sent.css';

const ID = /^[1-9]\d{0,9}$/;

export default function PreviewPage() {
  const { id: idParam = '' } = useParams();
  const valid = ID.test(idParam);
  const id = Number(idParam);
  const preview = useQuery({ ...previewQuery(id), enabled: valid });
  // The client file the proposal was made for: its contact is who the e-mail goes to.
  const item = useQuery({ ...historyItemQuery('proposal', id), enabled: valid });
  const clientId = item.data?.context?.client?.id ?? null;
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

  return (
    <>
      <LinkButton to={resultLink('proposal', id)} type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to the proposal
      </LinkButton>
      <PageTitle documentTitle="Preview">{`Preview: what ${sent.clientCompany} will see`}</PageTitle>
      <Card role="region" aria-label="Send to your client" style={{ marginBottom: 16 }}>
        <SendByEmail id={id} clientId={clientId} expiry={body} locale={sent.locale} onSent={setLink}>
          <Typography.Text type="secondary">Read it through as your client will. Sending freezes this version (v{sent.version}) behind a link and e-mails it to your client to read, adjust and accept.</Typography.Text>
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
          <ExpiryChoice value={expiry} onChange={setExpiry} disabled={link !== null} locale={sent.locale} />
        </SendByEmail>
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
