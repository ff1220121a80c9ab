// /p/:token (issue 24, DESIGN §10): the page a consultant's client opens from the link. No app
// chrome, never indexed, phone-first. The firm's brand heads it; the proposal's sections follow, with
// an ROI panel where the client moves the value inputs and the three tiers' fees follow at once
// (the shared pricing function, here on the page), a tier to choose and accept, and "Ask for a
// change" on each section. A dead link (unknown, withdrawn, expired) is one friendly page.
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { formatDateTime, formatValidUntil, PRODUCT_NAME, ROI_LIMITS } from '@growth-suite/shared';
import { Alert, Button, ConfigProvider, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { AcceptForm } from './AcceptForm.tsx';
import { shortHash } from './hash.ts';
import { useSentProposal } from './sentApi.ts';
import { quoteFor, readInputs, draftOf, type DraftInputs, type InputField } from './roiInputs.ts';
import { RoiPanel } from './RoiPanel.tsx';
import { loadSchemas } from './schemas.ts';
import { AskChange } from './AskChange.tsx';
import { Assumptions, Goals, NextSteps, Overview, Scope, type Asking } from './Sections.tsx';
import './sent.css';

// Only a version sent after another has changes to show: the diff library loads then.
const Changes = lazy(() => import('./Changes.tsx'));

export default function SentPage() {
  const { token = '' } = useParams();
  const sent = useSentProposal(token);
  const brand = sent.data?.preparedBy;
  const style = brand?.accentColor ? ({ '--sent-accent': brand.accentColor } as CSSProperties) : undefined;
  const title = sent.data ? `${sent.data.title}${brand?.firmName ? ` · ${brand.firmName}` : ''}` : sent.isError ? 'Link not valid' : 'Proposal';

  let body;
  if (sent.isPending) {
    body = (
      <div className="sent-loading" role="status" aria-label="Loading the proposal">
        <Spin size="large" />
      </div>
    );
  } else if (sent.isError) {
    body = sent.error instanceof ApiError && sent.error.status === 404 ? <DeadLink /> : <LoadFailed error={sent.error} onRetry={() => void sent.refetch()} />;
  } else {
    // Keyed by the link: another link opened in place starts from its own figures.
    body = <SentView key={token} token={token} sent={sent.data} />;
  }

  return (
    <div className="sent-page" style={style}>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      {/* The firm's logo and name; none while loading or on a dead link (an empty bar says nothing). */}
      <header className="sent-header">
        {brand?.logoUrl && <img className="sent-logo" src={brand.logoUrl} alt={brand.firmName ? `${brand.firmName} logo` : 'Logo'} />}
        {brand?.firmName && <span className="sent-firm">{brand.firmName}</span>}
      </header>
      <main id="main-content" className="sent-main">
        {brand?.accentColor ? <ConfigProvider theme={{ token: { colorPrimary: brand.accentColor, colorLink: brand.accentColor } }}>{body}</ConfigProvider> : body}
      </main>
      {brand && (brand.firmName || brand.madeWith) && (
        <footer className="sent-footer">
          <span>{brand.firmName}</span>
          {/* MADE_WITH_TEXT's words: its module (the brand's schema) would bring zod onto this page. */}
          {brand.madeWith && <span className="sent-small">Made with {PRODUCT_NAME}</span>}
        </footer>
      )}
    </div>
  );
}

function DeadLink() {
  return (
    <div className="sent-card sent-dead">
      <h1 className="sent-h1">This link is not valid</h1>
      <p>It may have expired or been withdrawn, or it was not copied in full.</p>
      <p className="sent-muted">Ask the person who sent it to you for a new link.</p>
    </div>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="The proposal could not be loaded"
      description={errorMessage(error, 'Please check your connection and try again.')}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** The page's body; `preview`: the owner's preview (PreviewPage), drawn the same with nothing to send from it. */
export function SentView({ token, sent, preview = false }: { token: string; sent: SentProposal; preview?: boolean }) {
  const { proposal, preparedBy, acceptance, newer } = sent;
  // An accepted proposal shows the inputs the client accepted with; otherwise those it was priced with.
  const [draft, setDraft] = useState<DraftInputs>(() => draftOf(sent.acceptance?.inputs ?? sent.inputs));
  const [good, setGood] = useState(sent.acceptance?.inputs ?? sent.inputs);
  const [chosen, setChosen] = useState<string | null>(null);
  const read = useMemo(() => readInputs(draft), [draft]);
  const quotes = useMemo(() => quoteFor(sent.valueModel, sent.floor, good), [sent.valueModel, sent.floor, good]);
  // Twice the priced salary (at least $400k), in whole $10k: room both ways for the figure the client knows.
  const salaryMax = Math.min(ROI_LIMITS.annualSalary.max, Math.max(400_000, Math.ceil((sent.inputs.annualSalary * 2) / 10_000) * 10_000));
  const includes = useMemo(() => Object.fromEntries(proposal.investment.tiers.map((tier) => [tier.name, tier.includes])), [proposal.investment.tiers]);
  // Closed once accepted or superseded: nothing more to ask on this version.
  const closed = acceptance !== null || newer !== null;
  const open = !preview && !closed;
  // The forms' schemas once the page has drawn and settled: ready before the client submits.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void loadSchemas(), 2000);
    return () => clearTimeout(timer);
  }, [open]);
  const asking: Asking = { token, firmName: preparedBy.firmName || preparedBy.senderName, labels: open ? new Map(sent.sections.map((s) => [s.path, s.label])) : new Map() };

  function onInput(field: InputField, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const parsed = readInputs(next);
    if (parsed.ok) setGood(parsed.inputs);
  }

  return (
    <>
      <section className="sent-card sent-cover" aria-labelledby="sent-title">
        <p className="sent-prepared">
          Prepared for <strong>{sent.clientCompany}</strong>
          {preparedBy.firmName && (
            <>
              {' '}
              by <strong>{preparedBy.firmName}</strong>
            </>
          )}
          {preparedBy.senderName && <span className="sent-muted"> · {preparedBy.senderName}</span>}
        </p>
        <h1 id="sent-title" className="sent-h1">
          {sent.title}
        </h1>
        <p className="sent-headline">{proposal.headline}</p>
        {asking.labels.has('headline') && <AskChange token={token} path="headline" label={asking.labels.get('headline') ?? 'Headline'} firmName={asking.firmName} />}
        <p className="sent-muted sent-small" data-testid="sent-version">
          v{sent.version} · <span title={`SHA-256 ${sent.hash}`}>SHA-256 {shortHash(sent.hash)}</span> · {preview && !sent.expiresAt ? 'not sent yet' : `sent ${formatDateTime(sent.sentAt)}`}
        </p>
        {sent.expiresAt && (
          <p className="sent-small sent-valid" data-testid="sent-valid-until">
            Valid until {formatValidUntil(sent.expiresAt)}
          </p>
        )}
      </section>
      {newer && (
        <Alert
          className="sent-banner"
          type="warning"
          showIcon
          title={`A newer version (v${newer.version}) of this proposal was sent`}
          description={
            <>
              This version can no longer be accepted. <a href={newer.url}>Open version {newer.version}</a>
            </>
          }
        />
      )}
      {acceptance && <Accepted acceptance={acceptance} />}
      {sent.changes.length > 0 && (
        <Suspense fallback={<Spin aria-label="Loading the changes" />}>
          <Changes changes={sent.changes} />
        </Suspense>
      )}
      <Overview proposal={proposal} asking={asking} />
      <Goals proposal={proposal} asking={asking} />
      <Scope proposal={proposal} asking={asking} />
      <RoiPanel
        draft={draft}
        errors={read.ok ? {} : read.errors}
        quotes={quotes}
        includes={includes}
        chosen={acceptance?.tier ?? chosen}
        accepted={acceptance?.tier ?? null}
        salaryMax={salaryMax}
        stale={!read.ok}
        disabled={closed}
        onInput={onInput}
        onChoose={setChosen}
      />
      <section className="sent-card" aria-label="Investment notes">
        <Assumptions proposal={proposal} asking={asking} />
        <p className="sent-muted sent-small">
          Fees are monthly, in USD, computed from the value the work creates: the hours it gives back each week at the salary of who does them today. No option is below the minimum fee.
        </p>
      </section>
      <NextSteps proposal={proposal} asking={asking} />
      {open && <AcceptForm token={token} tier={chosen} monthly={quotes.find((quote) => quote.name === chosen)?.monthly ?? null} inputs={read.ok ? read.inputs : null} firmName={preparedBy.firmName} />}
    </>
  );
}

function Accepted({ acceptance }: { acceptance: NonNullable<SentProposal['acceptance']> }) {
  return (
    <section className="sent-card sent-accepted" role="status" aria-label="Accepted">
      <h2 className="sent-h2">Accepted</h2>
      <p>
        <strong>{acceptance.fullName}</strong> accepted <strong>{acceptance.tier}</strong> on {formatDateTime(acceptance.acceptedAt)}.
      </p>
      <p className="sent-muted sent-small">
        Version {acceptance.version} · <span title={`SHA-256 ${acceptance.hash}`}>SHA-256 {shortHash(acceptance.hash)}</span>
      </p>
    </section>
  );
}
