import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestSchema, type PasswordResetRequest, type PublicUser } from '@growth-suite/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/form/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useResetPassword } from './api.ts';

export function ResetPasswordModal({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const reset = useResetPassword();
  const toast = useToast();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '' },
  });
  useEffect(() => {
    if (user) form.reset({ newPassword: '' });
  }, [user, form]);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!user) return;
    try {
      await reset.mutateAsync({ id: user.id, newPassword });
      toast.success('Password reset', `${user.username} must sign in again with the new password.`);
      onClose();
    } catch (error) {
      toast.error('Failed to reset password', errorMessage(error));
    }
  });

  return (
    <Modal
      open={user !== null}
      title={user ? `Reset password for ${user.username}` : 'Reset password'}
      okText={reset.isPending ? 'Resetting...' : 'Reset Password'}
      okButtonProps={{ loading: reset.isPending, htmlType: 'submit', form: 'reset-password-form' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">This signs the user out on every device.</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <form id="reset-password-form" onSubmit={onSubmit} noValidate>
          <Field
            control={form.control}
            name="newPassword"
            label="New password"
            render={({ id, value, onChange, onBlur }) => (
              <Input.Password id={id} value={value as string} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="new-password" />
            )}
          />
        </form>
      </Form>
    </Modal>
  );
}
