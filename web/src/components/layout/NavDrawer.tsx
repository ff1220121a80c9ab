// The nav on a phone: a drawer listing the five tools, Clients and History (the horizontal menu has
// no room at 390 px), then the user's teams. Loaded when first opened, so it adds nothing to the
// first load (and the teams are asked for then).
import { HistoryOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { NEW_TEAM_PATH, teamPath, useTeams } from '../../lib/workspaces.ts';
import { SIGNED_IN_NAV } from './nav.ts';

export default function NavDrawer({ open, active, onClose }: { open: boolean; active: string | undefined; onClose: () => void }) {
  const teams = useTeams();
  const { pathname } = useLocation();
  const current = (to: string) => (pathname === to ? 'page' : undefined);
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title="Menu">
      <nav aria-label="Tools" className="nav-drawer">
        <ul>
          {SIGNED_IN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={onClose} aria-current={item.to === active ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/history" onClick={onClose} aria-current={active === '/history' ? 'page' : undefined}>
              <HistoryOutlined /> History
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-label="Teams" className="nav-drawer">
        <h2 className="nav-drawer-heading">Teams</h2>
        <ul>
          {(teams.data ?? []).map((team) => (
            <li key={team.id}>
              <Link to={teamPath(team.slug)} onClick={onClose} aria-current={current(teamPath(team.slug))}>
                <TeamOutlined /> {team.name}
              </Link>
            </li>
          ))}
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
