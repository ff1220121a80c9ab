// /auth: Sign In and Create Account tabs (spec §2, §5, §8), and the three promoted tools.
import { TOOL_CATALOG, TOOL_SLUGS } from '@growth-suite/shared';
import { Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';

// The spec promotes three tools here (`promotedOnAuth` in their catalog entries); their names and lines
// come from the one tool catalog (the spec's "AI Growth Plan Generator" is the tool it names "AI
// Growth Plan Creator" everywhere else).
const PROMOTED = TOOL_SLUGS.filter((slug) => TOOL_CATALOG[slug].promotedOnAuth).map((slug) => ({ title: TOOL_CATALOG[slug].title, text: TOOL_CATALOG[slug].summary }));

export default function AuthPage() {
  // `?tab=register`: a link that asks for a new account (an invitation's "Sign up") opens on that tab.
  const [search] = useSearchParams();
  const [tab, setTab] = useState<'login' | 'register'>(search.get('tab') === 'register' ? 'register' : 'login');
  return (
    // Two columns from a wide screen on, one above the other on a phone: a few lines of the app's CSS
    // (.auth-columns) rather than antd's grid, whose styles for every span and breakpoint (66 kB) would
    // otherwise go inline with every drawn copy of this page, the one every signed-out visitor lands on.
    <div className="auth-columns">
      <div>
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
      </div>
      <div>
        <PageTitle documentTitle="Sign In">Grow your business with AI</PageTitle>
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
      </div>
    </div>
  );
}
