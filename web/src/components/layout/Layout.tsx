import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth.ts';
import { useSiteLinks } from '../../lib/siteSettings.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** `watchers`: what the tools keep watch with while the app is open (each tool's `watcher`), mounted on every screen. */
export function Layout({ watchers = [] }: { watchers?: readonly { key: string; Watcher: ComponentType }[] }) {
  const links = useSiteLinks();
  const { data: user } = useCurrentUser();
  return (
    // Plain elements, styled in styles.css (.app-layout): antd's Layout brought its Sider and their
    // styles to every page's first load (about 2 kB of gzipped JS) for three boxes.
    <div className="app-layout">
      {/* First in the tab order: keyboard users jump past the header to the page. */}
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {watchers.map(({ key, Watcher }) => (
        <Watcher key={key} />
      ))}
      <Header />
      <main id="main-content" className="app-content" tabIndex={-1}>
        <div className="page-container">
          <Outlet />
        </div>
      </main>
      <Footer links={links} compact={Boolean(user)} />
    </div>
  );
}
