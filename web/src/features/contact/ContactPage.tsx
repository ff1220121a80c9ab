// /contact (spec §2 Contact, §4 contact states, §8 toasts): form, contact information and FAQ.
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_THANKS, ContactRequestSchema, type ContactRequest } from '@growth-suite/shared';
import { Button, Card, Col, Form, Row, Space, Spin, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '../../components/form/controls.tsx';
import { SafeMarkdown } from '../../components/markdown/Markdown.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useContentSettings, useSiteLinks } from '../../lib/siteSettings.ts';
import { useSendContact } from './api.ts';
import { PageTitle } from '../../components/page/PageTitle.tsx';

/**
 * The office hours shown until an admin sets `contact_hours`. There is no default phone or address:
 * a made-up 555 number and a sample street would be shown to real visitors (issue: outside testers),
 * so each appears once an admin sets `contact_phone` / `contact_address`.
 */
export const CONTACT_DEFAULTS = {
  hours: 'Monday to Friday, 9AM to 5PM ET',
};

export const DEFAULT_FAQ = [
  { q: 'What are your business hours?', a: 'Our team is available Monday to Friday, 9AM to 5PM Eastern Time.' },
  { q: 'How quickly will I get a response?', a: 'We reply to every message within 24-48 business hours.' },
  { q: 'Do you offer technical support?', a: 'Yes. Technical support is available to every user; describe the problem and what you expected, and we will help.' },
];

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  const links = useSiteLinks();
  const content = useContentSettings();
  const send = useSendContact();
  const toast = useToast();
  const { control, handleSubmit, reset } = useForm<ContactRequest>({
    resolver: zodResolver(ContactRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values);
      toast.success('Message sent!', answer?.message || CONTACT_THANKS);
      reset(EMPTY);
    } catch (error) {
      // Values stay in the form so nothing is lost.
      toast.error('Error', errorMessage(error, 'There was a problem sending your message. Please try again.'));
    }
  });

  if (links.loading || content.loading) {
    return (
      <div className="centered-spinner" role="status" aria-label="Loading">
        <Spin size="large" />
      </div>
    );
  }

  const phone = content.get('contact_phone')?.trim();
  const hours = content.get('contact_hours') ?? CONTACT_DEFAULTS.hours;
  const address = content.get('contact_address')?.replace(/\\n/g, '\n').trim();
  const faq = content.get('contact_faq');

  return (
    <>
      <PageTitle>Contact Us</PageTitle>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title="Send Us a Message">
            <Form layout="vertical" component={false}>
              <form onSubmit={onSubmit} noValidate aria-label="Send us a message">
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <TextField control={control} name="name" label="Name" autoComplete="name" />
                  </Col>
                  <Col xs={24} md={12}>
                    <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
                  </Col>
                </Row>
                <TextField control={control} name="subject" label="Subject" />
                <TextAreaField control={control} name="message" label="Message" rows={5} />
                <Button type="primary" htmlType="submit" disabled={send.isPending} loading={send.isPending}>
                  {send.isPending ? 'Sending Message...' : 'Send Message'}
                </Button>
              </form>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Space direction="vertical" size={24} style={{ width: '100%' }}>
            <Card title="Contact Information">
              <Space direction="vertical" size={12}>
                <span>
                  <MailOutlined /> <a href={`mailto:${links.supportEmail}`}>{links.supportEmail}</a>
                </span>
                <span>
                  {phone && (
                    <>
                      <PhoneOutlined /> {phone}
                      <br />
                    </>
                  )}
                  <Typography.Text type="secondary">
                    <ClockCircleOutlined /> {hours}
                  </Typography.Text>
                </span>
                {address && (
                  <span style={{ whiteSpace: 'pre-line' }}>
                    <EnvironmentOutlined /> {address}
                  </span>
                )}
              </Space>
            </Card>
            <Card title="Frequently Asked Questions">
              {faq ? (
                <SafeMarkdown>{faq}</SafeMarkdown>
              ) : (
                DEFAULT_FAQ.map((item) => (
                  <div key={item.q} style={{ marginBottom: 12 }}>
                    <Typography.Text strong>{item.q}</Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {item.a}
                    </Typography.Paragraph>
                  </div>
                ))
              )}
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
