// Spec §2 header: brand; signed in, the tool nav, the pipeline, History and the user menu; signed out,
// only Sign In; a spinner while the user loads.
import { HistoryOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Menu } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PIPELINE } from '@growth-suite/shared';
import { Link, useTeamSlug } from '../../lib/workspaceRouting.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { Brand } from './Brand.tsx';
import { activeToolKey, SIGNED_IN_NAV } from './nav.ts';
import { screenPathOf } from '../../lib/workspaceLinks.ts';
import { useTeamName } from './teamName.ts';
import { UserMenu } from './UserMenu.tsx';
import { LinkButton } from '../link/LinkButton.tsx';
import { Spinner } from '../spinner/Spinner.tsx';

const NavDrawer = lazy(() => import('./NavDrawer.tsx'));

export function Header({ companyName }: { companyName?: string }) {
  const { data: user, isPending } = useCurrentUser();
  // Which screen, whichever workspace it is in (a team's are under /t/:slug).
  const pathname = screenPathOf(useLocation().pathname);
  const active = activeToolKey(pathname);
  const teamName = useTeamName(useTeamSlug());
  // Opened once, the drawer stays mounted (closed) so it animates instead of loading again.
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');

  return (
    <header className="app-header">
      {user && (
        <Button
          className="nav-drawer-toggle"
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          aria-expanded={drawer === 'open'}
          onClick={() => setDrawer('open')}
        />
      )}
      {/* The tab's workspace, when a team (DESIGN §11), under the brand and no wider than it (the tool
          nav keeps its room at 1280 px, the buttons theirs at 390 px). */}
      <div className="brand-block">
        <Brand {...(companyName ? { name: companyName } : {})} />
        {user && teamName && (
          <span className="workspace-name" title={teamName}>
            {teamName}
          </span>
        )}
      </div>
      <nav aria-label="Tools" className="header-nav">
        {user && (
          <Menu
            mode="horizontal"
            selectedKeys={active ? [active] : []}
            style={{ borderBottom: 'none', background: 'transparent' }}
            items={SIGNED_IN_NAV.map((item) => ({ key: item.to, label: <Link to={item.to}>{item.label}</Link> }))}
          />
        )}
      </nav>
      {drawer !== 'never' && (
        <Suspense fallback={null}>
          <NavDrawer open={drawer === 'open'} active={pathname.startsWith('/history') ? '/history' : active} teamName={teamName} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
      {isPending ? (
        <Spinner label="Loading account" />
      ) : user ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {/* On a phone the header has no room for it: the menu's drawer lists it. No icon: every
              page's first load carries the header (web/e2e/smoke.spec.ts). */}
          {PIPELINE && (
            <LinkButton to={PIPELINE.route} className="hide-on-phone" type={pathname.startsWith(PIPELINE.route) ? 'primary' : 'default'}>
              {PIPELINE.label}
            </LinkButton>
          )}
          <LinkButton to="/history" aria-label="History" icon={<HistoryOutlined />} type={pathname.startsWith('/history') ? 'primary' : 'default'}>
            <span className="hide-on-phone">History</span>
          </LinkButton>
          <UserMenu user={user} />
        </div>
      ) : (
        <LinkButton to="/auth" type="primary">Sign In</LinkButton>
      )}
    </header>
  );
}
