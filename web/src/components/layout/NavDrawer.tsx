// The nav on a phone: a drawer listing the five tools, Clients, the pipeline and History (the horizontal menu has
// no room at 390 px), the account's brand and notification settings, then the workspaces to switch to (DESIGN §11) and the team's settings. Loaded when
// first opened, so it adds nothing to the first load (and the teams are asked for then).
import { BellOutlined, BgColorsOutlined, FunnelPlotOutlined, HistoryOutlined, HomeOutlined, PlusOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useLocation } from 'react-router-dom';
import { PIPELINE } from '@growth-suite/shared';
import { Link, useTeamSlug } from '../../lib/workspaceRouting.tsx';
import { NEW_TEAM_PATH, teamPath, workspaceHome, useTeams } from '../../lib/workspaces.ts';
import { screenPathOf } from '../../lib/workspaceLinks.ts';
import { SIGNED_IN_NAV } from './nav.ts';

export default function NavDrawer({ open, active, teamName, onClose }: { open: boolean; active: string | undefined; teamName: string | undefined; onClose: () => void }) {
  const teams = useTeams();
  const slug = useTeamSlug();
  const { pathname } = useLocation();
  const current = (to: string) => (pathname === to ? 'page' : undefined);
  const here = (workspace: string | null) => (workspace === slug ? 'true' : undefined);
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title={teamName ?? 'Menu'}>
      <nav aria-label="Tools" className="nav-drawer">
        <ul>
          {SIGNED_IN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={onClose} aria-current={item.to === active ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
          {PIPELINE && (
            <li>
              <Link to={PIPELINE.route} onClick={onClose} aria-current={screenPathOf(pathname).startsWith(PIPELINE.route) ? 'page' : undefined}>
                <FunnelPlotOutlined /> {PIPELINE.label}
              </Link>
            </li>
          )}
          <li>
            <Link to="/history" onClick={onClose} aria-current={active === '/history' ? 'page' : undefined}>
              <HistoryOutlined /> History
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-label="Account" className="nav-drawer">
        <h2 className="nav-drawer-heading">Account</h2>
        <ul>
          <li>
            <Link to="/account/brand" onClick={onClose} aria-current={screenPathOf(pathname) === '/account/brand' ? 'page' : undefined}>
              <BgColorsOutlined /> {slug === null ? 'Your brand' : 'Team brand'}
            </Link>
          </li>
          <li>
            <Link to="/account/notifications" onClick={onClose} aria-current={current('/account/notifications')}>
              <BellOutlined /> Notifications
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-label="Workspaces" className="nav-drawer">
        <h2 className="nav-drawer-heading">{teams.data?.length ? 'Workspaces' : 'Teams'}</h2>
        <ul>
          {/* Each opens that workspace's dashboard; the tab's own is marked. */}
          {teams.data?.length ? (
            <li>
              <Link to="/" workspace={null} onClick={onClose} aria-current={here(null)}>
                <HomeOutlined /> Personal
              </Link>
            </li>
          ) : null}
          {(teams.data ?? []).map((team) => (
            <li key={team.id}>
              <Link to={workspaceHome(team.slug)} onClick={onClose} aria-current={here(team.slug)}>
                <TeamOutlined /> {team.name}
              </Link>
            </li>
          ))}
          {slug !== null && (
            <li>
              <Link to={teamPath(slug)} onClick={onClose} aria-current={current(teamPath(slug))}>
                <SettingOutlined /> Team settings
              </Link>
            </li>
          )}
          <li>
            <Link to={NEW_TEAM_PATH} onClick={onClose} aria-current={current(NEW_TEAM_PATH)}>
              <PlusOutlined /> Create a team
            </Link>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
