// "E-mail to the client", under the live link in the Share panel: the link of that version e-mailed
// by the api with the owner's note as plain text. To is the client file's contact when the proposal was
// made for a client. With mail off on the site the message is kept, not sent: the owner is told to copy
// the link instead.
import { MailOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAIL_NOTE_MAX, SentEmailRequestSchema, type SentEmailRequest } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/form/Field.tsx';
import { applyServerErrors } from '../../../components/form/serverErrors.ts';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { clientQuery } from '../../../lib/clients/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { useEmailLink } from './ownerApi.ts';

export const MAIL_OFF = 'E-mail is not set up on this site: copy the link and send it yourself.';

export function EmailForm({ id, version, clientId }: { id: number; version: number; clientId: number | null }) {
  const email = useEmailLink(id);
  const toast = useToast();
  const contact = useQuery({ ...clientQuery(clientId ?? 0), enabled: clientId !== null }).data?.contactEmail ?? '';
  const { control, handleSubmit, setError, getValues, setValue, reset } = useForm<z.input<typeof SentEmailRequestSchema>, unknown, SentEmailRequest>({
    resolver: zodResolver(SentEmailRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { to: contact, message: '' },
  });
  // The client file arrives after the form is drawn: its address fills To unless the owner typed one.
  useEffect(() => {
    if (contact && !getValues('to')) setValue('to', contact);
  }, [contact, getValues, setValue]);
  // What the last press came to (mail off, or a refusal that is not a field's): said under the form.
  const [notice, setNotice] = useState<{ type: 'warning' | 'error'; text: string } | null>(null);

  const onSubmit = handleSubmit(async ({ to, message }) => {
    setNotice(null);
    try {
      const answer = await email.mutateAsync({ version, to, ...(message?.trim() ? { message } : {}) });
      if (!answer.mailed) return setNotice({ type: 'warning', text: MAIL_OFF });
      toast.success(`E-mailed to ${to}`, `Version ${version}'s link is on its way.`);
      reset({ to, message: '' });
    } catch (error) {
      applyServerErrors(error, setError, ['to', 'message']);
      if (!(error instanceof ApiError && error.fieldErrors)) setNotice({ type: 'error', text: errorMessage(error) });
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="E-mail to the client" className="email-form">
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          <MailOutlined /> E-mail to the client
        </Typography.Title>
        <Field
          control={control}
          name="to"
          label="To"
          render={({ id: fieldId, value, onChange, onBlur }) => (
            <Input id={fieldId} type="email" inputMode="email" autoComplete="email" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder="client@example.com" />
          )}
        />
        <Field
          control={control}
          name="message"
          label="Message (optional)"
          extra="Plain text, above the link."
          render={({ id: fieldId, value, onChange, onBlur }) => (
            <Input.TextArea id={fieldId} rows={3} showCount maxLength={MAIL_NOTE_MAX} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
          )}
        />
        {notice && <Alert type={notice.type} showIcon title={notice.text} role="alert" style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" icon={<MailOutlined />} loading={email.isPending} disabled={email.isPending}>
          {email.isPending ? 'Sending...' : 'Send'}
        </Button>
      </form>
    </Form>
  );
}
