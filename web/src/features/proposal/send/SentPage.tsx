// /p/:token (issue 24, DESIGN §10): the page a consultant's client opens from the link. No app
// chrome, never indexed, phone-first. The firm's brand heads it; the proposal's sections follow, with
// an ROI panel where the client moves the value inputs and the offered tiers' fees follow at once
// (the shared pricing function, here on the page), a tier to choose and accept, and "Ask for a
// change" on each section, with the client's threads there (a question still after acceptance), and
// the PDF. A dead link (unknown, withdrawn, expired) is one friendly page.
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { feeTax, formatMoney, formatValidUntil, PRODUCT_NAME, taxNote } from '@growth-suite/shared';
import { Alert, Button, ConfigProvider, Spin } from 'antd';
import { lazy, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { AcceptForm } from './AcceptForm.tsx';
import { shortHash } from './hash.ts';
import { useSentProposal } from './sentApi.ts';
import { quoteFor, readInputs, draftOf, type DraftInputs } from './roiInputs.ts';
import { RoiPanel } from './RoiPanel.tsx';
import { Terms } from './Terms.tsx';
import { loadSchemas } from './schemas.ts';
import { Assumptions, Goals, NextSteps, OtherThreads, Overview, Scope, SectionTalk, type Asking } from './Sections.tsx';
import './sent.css';
import { Boundary } from '../../../lib/boundary.tsx';
import { LocalDateTime } from '../../../components/time/LocalDateTime.tsx';

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
  } else if (sent.isError && sent.error instanceof ApiError && sent.error.status === 404) {
    // Withdrawn or expired, also while it was open: it may not be read or accepted any more.
    body = <DeadLink />;
  } else if (!sent.data) {
    body = <LoadFailed error={sent.error} onRetry={() => void sent.refetch()} />;
  } else {
    // A failed refresh keeps the page as it was (the next one tries again): nothing the reader typed is lost.
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
  const base = sent.acceptance?.inputs ?? sent.inputs;
  const { currency, locale } = sent;
  const [draft, setDraft] = useState<DraftInputs>(() => draftOf(base, currency));
  const [good, setGood] = useState(base);
  const [picked, setChosen] = useState<string | null>(null);
  const read = useMemo(() => readInputs(draft, base, currency), [draft, base, currency]);
  const quotes = useMemo(() => quoteFor(sent.valueModel, sent.floor, good, currency), [sent.valueModel, sent.floor, good, currency]);
  // A tier the figures no longer carry is not offered: the choice waits until it is again.
  const chosen = picked !== null && quotes.some((quote) => quote.name === picked) ? picked : null;
  const includes = useMemo(() => Object.fromEntries(proposal.investment.tiers.map((tier) => [tier.name, tier.includes])), [proposal.investment.tiers]);
  // Closed once accepted or superseded: nothing more to ask on this version.
  const closed = acceptance !== null || newer !== null;
  const open = !preview && !closed;
  // The forms' schemas (zod, ~25 kB) at the reader's first touch, click or key: ready long before a form is
  // submitted, and not evaluated while a reader who only reads is waiting for the page (on a slow phone
  // their evaluation is several long tasks).
  useEffect(() => {
    if (!open) return;
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    const load = () => {
      for (const event of events) document.removeEventListener(event, load, true);
      void loadSchemas();
    };
    for (const event of events) document.addEventListener(event, load, { capture: true, passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, load, true);
    };
  }, [open]);
  // Threads (DESIGN §11.1): a change or a question while open; only a question once accepted; nothing on
  // a superseded version. The owner's preview has no link to ask or reply through: none of it.
  const asking: Asking = {
    token,
    firmName: preparedBy.firmName || preparedBy.senderName,
    locale: sent.locale,
    labels: newer === null && !preview ? new Map(sent.sections.map((s) => [s.path, s.label])) : new Map(),
    kinds: acceptance ? ['question'] : ['change', 'question'],
    threads: preview ? [] : sent.threads,
  };

  function onInput(driver: number, field: string, value: string) {
    const next = draft.map((fields, i) => (i === driver ? { ...fields, [field]: value } : fields));
    setDraft(next);
    const parsed = readInputs(next, base, currency);
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
        <SectionTalk path="headline" asking={asking} />
        <p className="sent-muted sent-small" data-testid="sent-version">
          v{sent.version} · <span title={`SHA-256 ${sent.hash}`}>SHA-256 {shortHash(sent.hash)}</span> · {preview && !sent.expiresAt ? 'not sent yet' : <>sent <LocalDateTime value={sent.sentAt} locale={sent.locale} /></>}
        </p>
        {sent.pdfUrl && (
          <p className="sent-small">
            <a className="sent-pdf" href={sent.pdfUrl} download>
              Download PDF
            </a>
          </p>
        )}
        {sent.expiresAt && (
          <p className="sent-small sent-valid" data-testid="sent-valid-until">
            Valid until {formatValidUntil(sent.expiresAt, sent.locale)}
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
      {acceptance && <Accepted acceptance={acceptance} locale={locale} />}
      {sent.changes.length > 0 && (
        <Boundary fallback={<Spin aria-label="Loading the changes" />}>
          <Changes changes={sent.changes} />
        </Boundary>
      )}
      <Overview proposal={proposal} asking={asking} />
      <Goals proposal={proposal} asking={asking} />
      <Scope proposal={proposal} asking={asking} />
      <RoiPanel
        inputs={base}
        currency={currency}
        locale={locale}
        draft={draft}
        errors={read.ok ? {} : read.errors}
        quotes={quotes}
        includes={includes}
        chosen={acceptance?.tier ?? chosen}
        accepted={acceptance?.tier ?? null}
        stale={!read.ok}
        disabled={closed}
        onInput={onInput}
        onChoose={setChosen}
        tax={sent.tax}
      />
      <section className="sent-card" aria-label="Investment notes">
        <Assumptions proposal={proposal} asking={asking} />
        <p className="sent-muted sent-small">
          Fees are monthly, in {currency}, computed from the value the work creates for your business (the figures above). No option is below the minimum fee, and no two options cost the same.
          {sent.tax ? ` ${taxNote(sent.tax, locale)}` : ''}
        </p>
      </section>
      <NextSteps proposal={proposal} asking={asking} />
      <OtherThreads proposal={proposal} asking={asking} />
      {/* The terms it was sent with, next to where it is accepted (a send frozen without terms names none). */}
      {sent.terms && <Terms text={sent.terms.text} />}
      {open && (
        <AcceptForm
          token={token}
          tier={chosen}
          monthly={quotes.find((quote) => quote.name === chosen)?.monthly ?? null}
          money={(minor: number) => [formatMoney(minor, currency, locale), feeTax(minor, sent.tax, currency, locale).label].filter(Boolean).join(' ')}
          inputs={read.ok ? read.inputs : null}
          firmName={preparedBy.firmName}
          termsHash={sent.terms?.hash ?? null}
        />
      )}
    </>
  );
}

function Accepted({ acceptance, locale }: { acceptance: NonNullable<SentProposal['acceptance']>; locale: string }) {
  return (
    <section className="sent-card sent-accepted" role="status" aria-label="Accepted">
      <h2 className="sent-h2">Accepted</h2>
      <p>
        <strong>{acceptance.fullName}</strong> accepted <strong>{acceptance.tier}</strong> on <LocalDateTime value={acceptance.acceptedAt} locale={locale} />.
      </p>
      <p className="sent-muted sent-small">
        {acceptance.tax ? `${taxNote(acceptance.tax, locale)} ` : ''}Version {acceptance.version} · <span title={`SHA-256 ${acceptance.hash}`}>SHA-256 {shortHash(acceptance.hash)}</span>
      </p>
    </section>
  );
}
