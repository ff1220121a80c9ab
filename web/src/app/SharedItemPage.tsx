// /s/:token: the read-only page of a shared result (DESIGN §9). No app chrome: the owner's brand
// (firm, logo, accent colour — issue 25; never their name or e-mail), what the document is, the date
// and the result, drawn by the same components as the tool's own screen. Composed here in app/ because it needs every tool's result view. Never indexed: the server
// sends X-Robots-Tag and this page adds the robots meta tag.
import { isToolSlug, MADE_WITH_TEXT, TOOL_CATALOG } from '@growth-suite/shared';
import { Alert, ConfigProvider, Empty, Spin, Typography } from 'antd';
import { type CSSProperties, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LocalDateTime } from '../components/time/LocalDateTime.tsx';
import { ApiError, errorMessage } from '../lib/api.ts';
import { useSharedItem } from '../lib/shares.ts';
import { ToolResult } from './toolResults.tsx';
import { Boundary } from '../lib/boundary.tsx';


export default function SharedItemPage() {
  const { token = '' } = useParams();
  const shared = useSharedItem(token);

  let title = 'Shared result';
  let body: ReactNode;
  if (shared.isPending) {
    body = (
      <div className="centered-spinner" role="status" aria-label="Loading the shared result">
        <Spin size="large" />
      </div>
    );
  } else if (shared.isError) {
    const gone = shared.error instanceof ApiError && shared.error.status === 404;
    title = gone ? 'Link not available' : 'Shared result';
    body = gone ? (
      <Empty description="This link does not work. It may have been revoked or have expired. Ask the person who sent it for a new one." />
    ) : (
      <Alert type="error" showIcon title="The shared result could not be loaded" description={errorMessage(shared.error)} />
    );
  } else {
    const { tool, title: documentName, createdAt, results } = shared.data;
    if (!isToolSlug(tool)) {
      body = <Alert type="warning" showIcon title="This result cannot be shown" />;
    } else {
      // The heading names the document, as its reader would; the tool that made it says so below.
      title = documentName || TOOL_CATALOG[tool].shortName;
      body = (
        <>
          <Typography.Paragraph type="secondary">
            {shared.data.brand.firmName ? `Prepared by ${shared.data.brand.firmName} · ` : ''}created <LocalDateTime value={createdAt} locale={shared.data.brand.locale} /> · read-only
          </Typography.Paragraph>
          {/* Its own view, with its tool's schema, loaded for this tool alone. */}
          <Boundary fallback={<Spin aria-label="Loading the result" />}>
            <ToolResult tool={tool} results={results} />
          </Boundary>
        </>
      );
    }
  }

  // The owner's brand; while loading or on a dead link, none (and no made-with line either).
  const brand = shared.data?.brand;
  const firm = brand?.firmName ?? '';
  const style = brand?.accentColor ? ({ '--brand-accent': brand.accentColor } as CSSProperties) : undefined;
  return (
    <div className="shared-page" style={style}>
      <title>{firm ? `${title} · ${firm}` : title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="shared-page-header">
        {brand?.logoUrl && <img className="shared-page-logo" src={brand.logoUrl} alt={firm ? `${firm} logo` : 'Logo'} />}
        {firm && <span className="shared-page-firm">{firm}</span>}
      </header>
      <main id="main-content" className="page-container">
        <h1 className="page-title">{title}</h1>
        {/* The result's own accents (timeline, links, tags) in the firm's colour, readable on white by its check. */}
        {brand?.accentColor ? <ConfigProvider theme={{ token: { colorPrimary: brand.accentColor, colorLink: brand.accentColor } }}>{body}</ConfigProvider> : body}
      </main>
      {(firm || brand?.madeWith) && (
        <footer className="shared-page-footer">
          <span>{firm}</span>
          {brand?.madeWith && <span className="shared-page-made-with">{MADE_WITH_TEXT}</span>}
        </footer>
      )}
    </div>
  );
}
