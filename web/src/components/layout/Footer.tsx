// Spec §2 footer: company, tagline, Resources, Legal, copyright with the current year.
import { Col, Layout, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@growth-suite/shared';

export const FOOTER_TAGLINE =
  'Empowering businesses with AI-driven growth strategies, niche identification, and targeted marketing solutions.';

const RESOURCES = [
  { to: '/ai-niche-finder', label: 'AI Niche Finder' },
  { to: '/ai-offer-creator', label: 'AI Offer Creator' },
  { to: '/ai-cold-email-writer', label: 'AI Cold Email Writer' },
  { to: '/ai-growth-plan-creator', label: 'AI Growth Plan Creator' },
];

export interface FooterLinks {
  companyName: string;
  privacyUrl: string;
  termsUrl: string;
  contactUrl: string;
}

export const DEFAULT_FOOTER_LINKS: FooterLinks = {
  companyName: PRODUCT_NAME,
  privacyUrl: '/privacy-policy',
  termsUrl: '/terms-of-service',
  contactUrl: '/contact',
};

/** Relative links stay in the SPA; absolute ones (from settings) open as plain links. */
function SmartLink({ to, children }: { to: string; children: string }) {
  return to.startsWith('/') ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}

export function Footer({ links = DEFAULT_FOOTER_LINKS }: { links?: FooterLinks }) {
  const year = new Date().getFullYear();
  return (
    <Layout.Footer style={{ background: '#fff', borderTop: '1px solid #f0f0f0' }}>
      <div style={{ maxWidth: '80rem', margin: '0 auto' }}>
        <Row gutter={[32, 24]}>
          <Col xs={24} md={12}>
            <Typography.Title level={5}>{links.companyName}</Typography.Title>
            <Typography.Paragraph type="secondary">{FOOTER_TAGLINE}</Typography.Paragraph>
          </Col>
          <Col xs={12} md={6}>
            <Typography.Title level={5}>Resources</Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
              {RESOURCES.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col xs={12} md={6}>
            <Typography.Title level={5}>Legal</Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
              <li>
                <SmartLink to={links.privacyUrl}>Privacy Policy</SmartLink>
              </li>
              <li>
                <SmartLink to={links.termsUrl}>Terms of Service</SmartLink>
              </li>
              <li>
                <SmartLink to={links.contactUrl}>Contact Us</SmartLink>
              </li>
            </ul>
          </Col>
        </Row>
        <div style={{ borderTop: '1px solid #f0f0f0', marginTop: 24, paddingTop: 16, textAlign: 'center' }}>
          <Typography.Text type="secondary">
            © {year} {links.companyName}. All rights reserved.
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">Built with advanced AI technologies to empower your business growth</Typography.Text>
        </div>
      </div>
    </Layout.Footer>
  );
}
