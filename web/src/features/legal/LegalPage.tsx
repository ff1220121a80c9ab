// Privacy Policy and Terms of Service share one frame: the setting's markdown when an admin has
// written one, else the built-in default text (spec §2).
import { Card, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SafeMarkdown } from '../../components/markdown/Markdown.tsx';
import { useContentSettings, useSiteLinks, type SiteLinks } from '../../lib/siteSettings.ts';
import { PageTitle } from '../../components/page/PageTitle.tsx';

export const LEGAL_DATE = 'April 9, 2025';

export function LegalPage({ title, settingKey, fallback }: { title: string; settingKey: string; fallback: (links: SiteLinks) => ReactNode }) {
  const content = useContentSettings();
  const links = useSiteLinks();
  const custom = content.get(settingKey);
  return (
    <div className="legal-page">
      <PageTitle>{title}</PageTitle>
      <Card>
        {content.loading ? (
          <Spin />
        ) : custom ? (
          <SafeMarkdown>{custom}</SafeMarkdown>
        ) : (
          <Typography>{fallback(links)}</Typography>
        )}
      </Card>
    </div>
  );
}

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography.Title level={2} className="legal-section-title">
      {title}
    </Typography.Title>
    {children}
  </>
);
