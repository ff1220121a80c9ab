// The nav on a phone: a drawer listing the five tools, Clients and History (the horizontal menu has
// no room at 390 px). Loaded when first opened, so it adds nothing to the first load.
import { HistoryOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { SIGNED_IN_NAV } from './nav.ts';

export default function NavDrawer({ open, active, onClose }: { open: boolean; active: string | undefined; onClose: () => void }) {
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
    </Drawer>
  );
}
