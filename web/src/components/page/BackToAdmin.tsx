// The link every admin screen opens with, back to the Admin Panel.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from '../link/LinkButton.tsx';

export function BackToAdmin() {
  return (
    <LinkButton to="/admin" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
      Back to Admin Panel
    </LinkButton>
  );
}
