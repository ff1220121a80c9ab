// /reset-password/:token: the e-mailed link's page, signed in or not. A new password with the sign-up
// rules; once set, every session of the account has ended (this tab's too), so the way on is to sign in.
// A link that was used, has expired or never was says so and leads back to "Forgot password?".
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetWithTokenRequestSchema, RESET_LINK_INVALID, type PasswordResetWithTokenRequest } from '@growth-suite/shared';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useResetPassword } from './api.ts';

const FIELDS = [
  { name: 'password', label: 'New password' },
  { name: 'confirmPassword', label: 'Confirm new password' },
] as const;

/** The api's refusal of the link itself (its message, or an error on `token`), as opposed to the password's. */
const linkRefused = (error: unknown) => error instanceof ApiError && error.status === 400 && (error.serverMessage === RESET_LINK_INVALID || Boolean(error.fieldErrors?.token));

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<z.input<typeof PasswordResetWithTokenRequestSchema>, unknown, PasswordResetWithTokenRequest>({
    resolver: zodResolver(PasswordResetWithTokenRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  // A link cut short in the mail client can never work: said at once rather than after typing a password.
  const wellFormed = PasswordResetWithTokenRequestSchema.shape.token.safeParse(token).success;

  const onSubmit = handleSubmit((values) => reset.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, setError, FIELDS.map((f) => f.name))));

  let body;
  if (!wellFormed || linkRefused(reset.error)) {
    body = (
      <Result
        status="warning"
        title="This link does not work"
        subTitle={RESET_LINK_INVALID}
        extra={
          <LinkButton to="/forgot-password" type="primary">
            Forgot password?
          </LinkButton>
        }
      />
    );
  } else if (reset.isSuccess) {
    body = (
      <Result
        status="success"
        title="Your password is changed"
        subTitle="You were signed out everywhere. Sign in with your new password."
        extra={
          <LinkButton to="/auth" type="primary">
            Sign in
          </LinkButton>
        }
      />
    );
  } else {
    const refusal = reset.error && !(reset.error instanceof ApiError && reset.error.fieldErrors) ? errorMessage(reset.error) : null;
    body = (
      <Form layout="vertical" component={false}>
        <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
          {FIELDS.map((f) => (
            <Field
              key={f.name}
              control={control}
              name={f.name}
              label={f.label}
              render={({ id, value, onChange, onBlur }) => (
                <Input.Password id={id} value={value as string} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="new-password" />
              )}
            />
          ))}
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={reset.isPending} disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      </Form>
    );
  }

  return (
    <>
      <PageTitle documentTitle="Reset password">Choose a new password</PageTitle>
      <Card style={{ maxWidth: 480, marginTop: 16 }}>{body}</Card>
    </>
  );
}
