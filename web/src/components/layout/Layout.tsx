import { Layout as AntLayout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useSiteLinks } from '../../lib/siteSettings.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Layout() {
  const links = useSiteLinks();
  return (
    <AntLayout style={{ minHeight: '100vh', background: 'transparent' }}>
      <Header />
      <AntLayout.Content>
        <div className="page-container">
          <Outlet />
        </div>
      </AntLayout.Content>
      <Footer links={links} />
    </AntLayout>
  );
}
