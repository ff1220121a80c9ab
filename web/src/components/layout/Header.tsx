import { Layout } from 'antd';
import { Brand } from './Brand.tsx';

export function Header() {
  return (
    <Layout.Header
      style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '0 16px', display: 'flex', alignItems: 'center', gap: 16 }}
    >
      <Brand />
    </Layout.Header>
  );
}
