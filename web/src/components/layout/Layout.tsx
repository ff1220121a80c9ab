import { Outlet } from 'react-router-dom';
import { TOOL_WEB } from '../../generated/tools.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useSiteLinks } from '../../lib/siteSettings.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

/** What the tools keep watch with while the app is open (their `watcher`), mounted on every screen. */
const WATCHERS = Object.values(TOOL_WEB).flatMap((tool: { slug: string; watcher?: ToolWeb<never>['watcher'] }) => (tool.watcher ? [{ slug: tool.slug, Watcher: tool.watcher }] : []));

export function Layout() {
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
      {WATCHERS.map(({ slug, Watcher }) => (
        <Watcher key={slug} />
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
