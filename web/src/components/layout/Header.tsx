// Spec §2 header: brand; signed in, the tool nav, History and the user menu; signed out,
// only Sign In; a spinner while the user loads.
import { HistoryOutlined } from '@ant-design/icons';
import { Layout, Menu, Spin } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth.ts';
import { Brand } from './Brand.tsx';
import { activeToolKey, TOOL_NAV } from './nav.ts';
import { UserMenu } from './UserMenu.tsx';
import { LinkButton } from '../link/LinkButton.tsx';

export function Header({ companyName }: { companyName?: string }) {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const active = activeToolKey(pathname);

  return (
    <Layout.Header className="app-header">
      <Brand {...(companyName ? { name: companyName } : {})} />
      <div style={{ flex: 1, minWidth: 0 }}>
        {user && (
          <Menu
            mode="horizontal"
            aria-label="Tools"
            selectedKeys={active ? [active] : []}
            style={{ borderBottom: 'none', background: 'transparent' }}
            items={TOOL_NAV.map((item) => ({ key: item.to, label: <Link to={item.to}>{item.label}</Link> }))}
          />
        )}
      </div>
      {isPending ? (
        <Spin size="small" aria-label="Loading account" />
      ) : user ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <LinkButton to="/history" aria-label="History" icon={<HistoryOutlined />} type={pathname.startsWith('/history') ? 'primary' : 'default'}>
            <span className="hide-on-phone">History</span>
          </LinkButton>
          <UserMenu user={user} />
        </div>
      ) : (
        <LinkButton to="/auth" type="primary">Sign In</LinkButton>
      )}
    </Layout.Header>
  );
}
