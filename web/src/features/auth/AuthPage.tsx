// /auth: Sign In and Create Account tabs (spec §2, §5, §8), and the three promoted tools.
import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const PROMOTED = [
  { title: 'AI Niche Finder', text: 'Discover profitable niches matched to your skills, experience and resources.' },
  { title: 'AI Offer Creator', text: 'Turn a sales call or podcast transcript into an offer your clients want.' },
  { title: 'AI Growth Plan Generator', text: 'Plan phased growth with clear KPIs and milestones for every client.' },
];

export default function AuthPage() {
  const [tab, setTab] = useState<'login' | 'register'>('login');
  return (
    <Row gutter={[32, 32]} align="middle">
      <Col xs={24} lg={12}>
        <Card style={{ maxWidth: 480, margin: '0 auto' }}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as 'login' | 'register')}
            centered
            items={[
              { key: 'login', label: 'Sign In', children: <LoginForm /> },
              { key: 'register', label: 'Create Account', children: <RegisterForm /> },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={2}>Grow your business with AI</Typography.Title>
        <Typography.Paragraph type="secondary">
          Sign in to use the tools consultants, agency owners and marketers rely on.
        </Typography.Paragraph>
        {PROMOTED.map((tool) => (
          <Card key={tool.title} size="small" style={{ marginBottom: 12 }}>
            <Typography.Text strong>{tool.title}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {tool.text}
            </Typography.Paragraph>
          </Card>
        ))}
      </Col>
    </Row>
  );
}
