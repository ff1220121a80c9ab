// Spec §2 dashboard: six tool cards, each with 'Try Now'.
import { Button, Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';

export const DASHBOARD_CARDS = [
  { title: 'AI Niche Finder', to: '/ai-niche-finder', text: 'Find profitable niches from your skills, experience and resources, with a market analysis.' },
  { title: 'AI Offer Creator', to: '/ai-offer-creator', text: 'Turn a sales call or podcast transcript into a customised, irresistible offer.' },
  { title: 'AI Cold Email Writer', to: '/ai-cold-email-writer', text: 'Write a personalised cold email sequence with A/B test variants.' },
  { title: 'AI Growth Plan Creator', to: '/ai-growth-plan-creator', text: 'Build a phased growth strategy with KPIs and milestones for a client.' },
  { title: 'ROI Calculator', to: '/roi-calculator', text: 'Work out a fair monthly retainer from the value you create.' },
  { title: 'Generation History', to: '/history', text: 'Reopen, download and clear your past generations.' },
] as const;

export default function DashboardPage() {
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Grow your business with AI
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Powered by a cloud-hosted AI service: pick a tool to find a niche, shape an offer, write outreach or plan growth.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {DASHBOARD_CARDS.map((card) => (
          <Col key={card.to} xs={24} sm={12} lg={8}>
            <Card title={card.title} style={{ height: '100%' }}>
              <Typography.Paragraph style={{ minHeight: 44 }}>{card.text}</Typography.Paragraph>
              <Link to={card.to}>
                <Button type="primary">Try Now</Button>
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
