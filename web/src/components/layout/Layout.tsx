import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth.ts';
import { useSiteLinks } from '../../lib/siteSettings.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

// The owner's news of their sent documents (lib/sentUpdates.tsx): its code and its schemas are not
// part of the first load; it starts once the page is alive, signed in.
const SentUpdates = lazy(() => import('../../lib/sentUpdates.tsx'));

const noChanges = () => () => {};

function LaterSentUpdates({ signedIn }: { signedIn: boolean }) {
  // Not drawn on the server nor in the hydrating render (React reads the server's snapshot then, and
  // renders again with the browser's): the two renders agree.
  const inBrowser = useSyncExternalStore(noChanges, () => true, () => false);
  return inBrowser && signedIn ? (
    <Suspense fallback={null}>
      <SentUpdates />
    </Suspense>
  ) : null;
}

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
      <Header />
      <main id="main-content" className="app-content" tabIndex={-1}>
        <div className="page-container">
          <Outlet />
        </div>
      </main>
      <Footer links={links} compact={Boolean(user)} />
      <LaterSentUpdates signedIn={Boolean(user)} />
    </div>
  );
}
