import { Typography } from 'antd';
import { LEGAL_DATE, LegalPage, Section } from './LegalPage.tsx';

const { Paragraph, Text } = Typography;

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      settingKey="privacy_policy_content"
      fallback={({ companyName, supportEmail }) => (
        <>
          <Paragraph type="secondary">Last Updated: {LEGAL_DATE}</Paragraph>
          <Section title="Introduction">
            <Paragraph>
              {companyName} ("we", "us", "our") respects your privacy. This policy explains what information we collect when you use our website
              and AI business-growth tools, how we use and share it, how we protect it, and the choices you have. By using the service you agree to
              the practices described here.
            </Paragraph>
          </Section>
          <Section title="Collection of Your Information">
            <Paragraph>We collect only what we need to provide and improve the service:</Paragraph>
            <ul>
              <li>
                <Text strong>Personal data</Text>: information you give us, such as your name, e-mail address, username and the details you enter
                into the tools or the contact form.
              </li>
              <li>
                <Text strong>Derivative data</Text>: information our servers record automatically, such as your IP address, browser type, the
                pages you visit and the times of your visits.
              </li>
              <li>
                <Text strong>Usage data</Text>: how you use the tools, including the generations you create and keep in your history.
              </li>
            </ul>
          </Section>
          <Section title="Use of Your Information">
            <Paragraph>
              We use your information to create and manage your account, generate and store the results you ask for, answer your messages,
              keep the service secure, prevent abuse, understand how the service is used so we can improve it, and meet our legal obligations.
              We do not sell your personal data.
            </Paragraph>
          </Section>
          <Section title="Disclosure of Your Information">
            <ul>
              <li>
                <Text strong>By law or to protect rights</Text>: we may share information when we believe it is required by law, a court order or
                to protect the rights, property and safety of our users, ourselves or others.
              </li>
              <li>
                <Text strong>Third-party service providers</Text>: we share information with providers who work for us, such as hosting, e-mail and
                the cloud-hosted AI service that produces generations. They may use it only to provide those services to us.
              </li>
            </ul>
          </Section>
          <Section title="Security of Your Information">
            <Paragraph>
              We protect your information with administrative, technical and physical measures, including encrypted connections and hashed
              passwords. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.
            </Paragraph>
          </Section>
          <Section title="Your Rights">
            <Paragraph>Depending on where you live, you have the right to:</Paragraph>
            <ul>
              <li>access the personal data we hold about you;</li>
              <li>correct data that is inaccurate or incomplete;</li>
              <li>request deletion of your data;</li>
              <li>object to our processing of your data;</li>
              <li>ask us to restrict processing;</li>
              <li>receive your data in a portable format and transfer it to another service;</li>
              <li>withdraw your consent at any time, without affecting processing that took place before.</li>
            </ul>
          </Section>
          <Section title="Contact Us">
            <Paragraph>
              Questions about this policy or your data? Write to {companyName} at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Paragraph>
          </Section>
        </>
      )}
    />
  );
}
