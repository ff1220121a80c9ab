// /forgot-password: asks for the account's e-mail address. The api answers alike for every address
// (it never says whether an account uses it), so the page says the same words whatever was typed; only
// whether mail is on changes them: off, no link can come, and the reader is told to ask an administrator.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RESET_MINUTES, PasswordForgotRequestSchema, type PasswordForgotRequest } from '@growth-suite/shared';
import type { PasswordForgotResponse } from '@growth-suite/shared/contract/mail';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useForgotPassword } from './api.ts';

const hours = PASSWORD_RESET_MINUTES === 60 ? 'one hour' : `${PASSWORD_RESET_MINUTES} minutes`;

/** What the page says once asked: one sentence per answer, never one per address. */
export const FORGOT_ANSWER: Record<PasswordForgotResponse['mail'], string> = {
  on: `If an account uses this address, we sent it a link to choose a new password. It works for ${hours}.`,
  off: 'E-mail is not set up on this site: ask an administrator to reset your password.',
};

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { control, handleSubmit, setError } = useForm<z.input<typeof PasswordForgotRequestSchema>, unknown, PasswordForgotRequest>({
    resolver: zodResolver(PasswordForgotRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => forgot.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, setError, ['email'])));
  // A field error shows under the field; anything else (too many requests, no connection) above the button.
  const refusal = forgot.error && !(forgot.error instanceof ApiError && forgot.error.fieldErrors?.email) ? errorMessage(forgot.error) : null;

  return (
    <>
      <LinkButton to="/auth" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to sign in
      </LinkButton>
      <PageTitle documentTitle="Forgot password">Forgot your password?</PageTitle>
      <Card style={{ maxWidth: 480, marginTop: 16 }}>
        {forgot.data ? (
          <Alert type={forgot.data.mail === 'on' ? 'success' : 'warning'} showIcon role="status" title={FORGOT_ANSWER[forgot.data.mail]} />
        ) : (
          <Form layout="vertical" component={false}>
            <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
              <Typography.Paragraph type="secondary">Enter your account’s e-mail address: we send it a link to choose a new password.</Typography.Paragraph>
              <Field
                control={control}
                name="email"
                label="E-mail address"
                render={({ id, value, onChange, onBlur }) => (
                  <Input id={id} type="email" value={value as string} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="email" />
                )}
              />
              {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
              <Button type="primary" htmlType="submit" block loading={forgot.isPending} disabled={forgot.isPending}>
                {forgot.isPending ? 'Sending...' : 'Send me a link'}
              </Button>
            </form>
          </Form>
        )}
      </Card>
    </>
  );
}
