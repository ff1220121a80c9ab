import { Layout as AntLayout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth.ts';
import { useSentUpdates } from '../../lib/sentUpdates.tsx';
import { useSiteLinks } from '../../lib/siteSettings.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Layout() {
  const links = useSiteLinks();
  const { data: user } = useCurrentUser();
  useSentUpdates();
  return (
    <AntLayout style={{ minHeight: '100vh', background: 'transparent' }}>
      {/* First in the tab order: keyboard users jump past the header to the page. */}
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <AntLayout.Content id="main-content" tabIndex={-1}>
        <div className="page-container">
          <Outlet />
        </div>
      </AntLayout.Content>
      <Footer links={links} compact={Boolean(user)} />
    </AntLayout>
  );
}
