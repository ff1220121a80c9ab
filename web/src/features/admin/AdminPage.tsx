// /admin: the admin area's home. Settings management joins this page with the settings API.
import { MailOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';

export default function AdminPage() {
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Admin Panel
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Link to="/admin/users">
            <Card hoverable>
              <TeamOutlined /> <Typography.Text strong>Manage Users</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Add, edit, reset passwords and delete accounts.
              </Typography.Paragraph>
            </Card>
          </Link>
        </Col>
        <Col xs={24} md={12}>
          <Link to="/admin/contact">
            <Card hoverable>
              <MailOutlined /> <Typography.Text strong>Contact Submissions</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Read and answer messages sent through the contact form.
              </Typography.Paragraph>
            </Card>
          </Link>
        </Col>
      </Row>
    </>
  );
}
