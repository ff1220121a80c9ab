import { Layout as AntLayout } from 'antd';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Layout() {
  return (
    <AntLayout style={{ minHeight: '100vh', background: 'transparent' }}>
      <Header />
      <AntLayout.Content>
        <div className="page-container">
          <Outlet />
        </div>
      </AntLayout.Content>
      <Footer />
    </AntLayout>
  );
}
