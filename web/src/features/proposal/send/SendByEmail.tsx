// The preview's Send (issue 53): one press e-mails the proposal to the client. The form asks To (the
// client file's contact, when the proposal was made for a client) and an optional note; the press
// freezes this version behind its link (POST …/send: a second press gets the same live link) and then
// e-mails that link (POST …/sends/:version/email), so the server decides both and a failed e-mail
// leaves a link that is e-mailed again by the next press. Afterwards: to whom, when, the link and the
// message's state from the activity. Copying the link without e-mailing stays as the second action.
import { CheckCircleOutlined, CopyOutlined, EditOutlined, LinkOutlined, SendOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatValidUntil, MAIL_NOTE_MAX, resultLink, SentEmailRequestSchema, type SentEmailRequest } from '@growth-suite/shared';
import type { SentLink } from '@growth-suite/shared/tools/proposal/send';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/form/Field.tsx';
import { applyServerErrors } from '../../../components/form/serverErrors.ts';
import { LinkButton } from '../../../components/link/LinkButton.tsx';
import { LocalDateTime } from '../../../components/time/LocalDateTime.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useCopy } from '../../../lib/clipboard.ts';
import { clientQuery } from '../../../lib/clients/api.ts';
import { MAIL_OFF } from './EmailForm.tsx';
import { MailList } from './MailList.tsx';
import { absoluteUrl, useActivity, useEmailLink, useSend } from './ownerApi.ts';
import type { SendExpiry } from './sending.ts';

/** What the press came to: the link, and the message when one was written (null: the link was only copied). */
interface Outcome {
  link: SentLink;
  mail: { id: number; to: string; mailed: boolean } | null;
}

export function SendByEmail({
  id,
  clientId,
  expiry,
  locale,
  onSent,
  children,
}: {
  id: number;
  /** The client file the proposal was made for: its contact fills To. */
  clientId: number | null;
  /** How long the link will live (null: the choice is not valid yet). */
  expiry: SendExpiry | null;
  locale: string;
  /** The link made, for the preview to show its dates. */
  onSent: (link: SentLink) => void;
  /** What goes above the form (the expiry choice, the warnings). */
  children?: React.ReactNode;
}) {
  const send = useSend(id);
  const email = useEmailLink(id);
  const copy = useCopy();
  const contact = useQuery({ ...clientQuery(clientId ?? 0), enabled: clientId !== null }).data?.contactEmail ?? '';
  const { control, handleSubmit, setError, getValues, setValue } = useForm<z.input<typeof SentEmailRequestSchema>, unknown, SentEmailRequest>({
    resolver: zodResolver(SentEmailRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { to: contact, message: '' },
  });
  // The client file arrives after the form is drawn: its address fills To unless the owner typed one.
  useEffect(() => {
    if (contact && !getValues('to')) setValue('to', contact);
  }, [contact, getValues, setValue]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = send.isPending || email.isPending;

  async function freeze(): Promise<SentLink> {
    const link = await send.mutateAsync(expiry ?? {});
    onSent(link);
    return link;
  }

  const onSubmit = handleSubmit(async ({ to, message }) => {
    if (!expiry) return;
    setFailure(null);
    let link: SentLink | null = null;
    try {
      link = await freeze();
      const answer = await email.mutateAsync({ version: link.version, to, ...(message?.trim() ? { message } : {}) });
      setOutcome({ link, mail: { id: answer.mailId, to, mailed: answer.mailed } });
    } catch (error) {
      applyServerErrors(error, setError, ['to', 'message']);
      if (!(error instanceof ApiError && error.fieldErrors)) {
        // Frozen but not e-mailed (the day's cap, say): the link stands, and the next press e-mails it.
        setFailure(link ? `The link is made, but it was not e-mailed: ${errorMessage(error)}` : `Could not send: ${errorMessage(error)}`);
      }
    }
  });

  async function onCopy() {
    setFailure(null);
    try {
      const link = await freeze();
      await copy(absoluteUrl(link.url));
      setOutcome({ link, mail: null });
    } catch (error) {
      setFailure(`Could not make the link: ${errorMessage(error)}`);
    }
  }

  if (outcome) return <Sent id={id} outcome={outcome} locale={locale} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {children}
      <Form layout="vertical" component={false}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="E-mail to the client">
          <Field
            control={control}
            name="to"
            label="To"
            render={({ id: fieldId, value, onChange, onBlur }) => (
              <Input id={fieldId} type="email" inputMode="email" autoComplete="email" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder="client@example.com" disabled={busy} />
            )}
          />
          <Field
            control={control}
            name="message"
            label="Message (optional)"
            extra="Plain text, above the link."
            render={({ id: fieldId, value, onChange, onBlur }) => (
              <Input.TextArea id={fieldId} rows={3} showCount maxLength={MAIL_NOTE_MAX} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} disabled={busy} />
            )}
          />
          {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
          <Space wrap>
            <Button type="primary" size="large" htmlType="submit" icon={<SendOutlined />} loading={busy} disabled={!expiry}>
              {busy ? 'Sending…' : 'Send'}
            </Button>
            <Button size="large" icon={<LinkOutlined />} onClick={() => void onCopy()} disabled={busy || !expiry}>
              Copy the link instead
            </Button>
            <LinkButton to={resultLink('proposal', id)} size="large" icon={<EditOutlined />}>
              Edit
            </LinkButton>
          </Space>
        </form>
      </Form>
    </Space>
  );
}

/** After the press: to whom and when, the message's state (from the activity, as it changes), and the link. */
function Sent({ id, outcome, locale }: { id: number; outcome: Outcome; locale: string }) {
  const { link, mail } = outcome;
  const copy = useCopy();
  const activity = useActivity(id);
  const message = mail ? activity.data?.mails.find((m) => m.id === mail.id) : undefined;
  const url = absoluteUrl(link.url);
  const until = link.expiresAt ? formatValidUntil(link.expiresAt, locale) : null;
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} role="status" aria-label="Sent">
      <Typography.Text strong>
        <CheckCircleOutlined aria-hidden />{' '}
        {mail?.mailed ? (
          <>
            Sent. E-mailed to {mail.to} on <LocalDateTime value={link.sentAt} locale={locale} />.{until ? ` The link is valid until ${until}.` : ''}
          </>
        ) : mail ? (
          `The link is made${until ? ` and valid until ${until}` : ''}, but it was not e-mailed.`
        ) : (
          `Sent. The link is on your clipboard${until ? ` and valid until ${until}` : ''}.`
        )}
      </Typography.Text>
      {!mail && <Typography.Text type="secondary">Nothing was e-mailed: send the link yourself.</Typography.Text>}
      {mail && !mail.mailed && <Alert type="warning" showIcon title={MAIL_OFF} />}
      {mail && mail.mailed && (message ? <MailList mails={[message]} /> : <Typography.Text type="secondary">Sending…</Typography.Text>)}
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={url} aria-label="Proposal link" onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined />} onClick={() => void copy(url)}>
          Copy the link
        </Button>
      </Space.Compact>
      <Space wrap>
        <a href={link.url} target="_blank" rel="noreferrer">
          Open the client&apos;s page
        </a>
        <LinkButton to={resultLink('proposal', id)} type="link">
          Activity and links
        </LinkButton>
      </Space>
    </Space>
  );
}
