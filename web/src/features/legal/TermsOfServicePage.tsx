import { Typography } from 'antd';
import { LEGAL_DATE, LegalPage, Section } from './LegalPage.tsx';

const { Paragraph } = Typography;

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      settingKey="terms_of_service_content"
      fallback={({ companyName, supportEmail }) => (
        <>
          <Paragraph type="secondary">Last Updated: {LEGAL_DATE}</Paragraph>
          <Section title="Agreement to Terms">
            <Paragraph>
              These terms are a binding agreement between you and {companyName}. By creating an account or using the service you accept them.
              If you do not agree, do not use the service.
            </Paragraph>
          </Section>
          <Section title="Description of Services">
            <Paragraph>{companyName} provides AI tools for business growth:</Paragraph>
            <ul>
              <li>AI Niche Finder: recommends niches with a market analysis;</li>
              <li>AI Offer Creator: creates an offer from a call or podcast transcript;</li>
              <li>AI Cold Email Writer: writes a cold email sequence with A/B variants;</li>
              <li>AI Growth Plan Creator: builds a phased growth strategy with KPIs and milestones;</li>
              <li>ROI Calculator: suggests a fair monthly retainer from the value you create.</li>
            </ul>
            <Paragraph>Generated content is produced by a cloud-hosted AI service and may contain errors; review it before you rely on it.</Paragraph>
          </Section>
          <Section title="User Accounts">
            <Paragraph>
              You must give accurate information, keep your password secret and tell us at once about any unauthorised use of your account. You
              are responsible for everything done with your account.
            </Paragraph>
          </Section>
          <Section title="User Responsibilities">
            <Paragraph>You agree not to:</Paragraph>
            <ul>
              <li>use the service for any illegal purpose or in breach of any law;</li>
              <li>violate the intellectual property rights of others;</li>
              <li>attempt to gain unauthorised access to the service, other accounts or our systems;</li>
              <li>use automated scripts, bots or scrapers to collect data from the service;</li>
              <li>share your login credentials or let others use your account;</li>
              <li>upload viruses or other malicious code;</li>
              <li>copy, resell or reproduce the service or its content except as these terms allow.</li>
            </ul>
          </Section>
          <Section title="Content and Data">
            <Paragraph>
              You keep ownership of the content you submit and of the results generated for you. You grant {companyName} a non-exclusive,
              worldwide, royalty-free licence to use that content only as needed to provide, secure and improve the service.
            </Paragraph>
          </Section>
          <Section title="Intellectual Property">
            <Paragraph>
              The service, its software, design and trademarks belong to {companyName} and its licensors and are protected by law. These terms give
              you no rights in them beyond using the service.
            </Paragraph>
          </Section>
          <Section title="Payments and Billing">
            <Paragraph>
              Paid subscriptions are billed in advance in U.S. dollars. Fees are non-refundable except where the law requires otherwise. We may
              change prices with notice before your next billing period.
            </Paragraph>
          </Section>
          <Section title="Limitation of Liability">
            <Paragraph>
              To the fullest extent the law allows, {companyName} is not liable for indirect, incidental, special or consequential damages, or for
              lost profits or data, arising from your use of the service. Our total liability is limited to the amount you paid us in the twelve
              months before the claim.
            </Paragraph>
          </Section>
          <Section title="Disclaimer">
            <Paragraph>
              The service is provided "as is" and "as available", without warranties of any kind. We do not promise that results will be accurate,
              complete or suited to your purpose, or that the service will be uninterrupted.
            </Paragraph>
          </Section>
          <Section title="Modifications">
            <Paragraph>
              We may change these terms or the service. When we change the terms we update the date above; continuing to use the service means you
              accept the new terms.
            </Paragraph>
          </Section>
          <Section title="Governing Law">
            <Paragraph>These terms are governed by the laws of the United States, without regard to conflict-of-law rules.</Paragraph>
          </Section>
          <Section title="Contact">
            <Paragraph>
              Questions about these terms? Write to {companyName} at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Paragraph>
          </Section>
        </>
      )}
    />
  );
}
