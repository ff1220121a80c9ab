import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterRequestSchema, type RegisterRequest } from '@growth-suite/shared';
import { Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useRegister } from './api.ts';

const FIELDS = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'fullName', label: 'Full name (optional)', autoComplete: 'name' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', password: true },
  { name: 'confirmPassword', label: 'Confirm password', autoComplete: 'new-password', password: true },
] as const;

export function RegisterForm() {
  const register = useRegister();
  const toast = useToast();
  const { control, handleSubmit, setError } = useForm<z.input<typeof RegisterRequestSchema>, unknown, RegisterRequest>({
    resolver: zodResolver(RegisterRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '', fullName: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    register.mutateAsync(values).then(
      (user) => toast.success('Registration successful', `Welcome, ${user.username}!`),
      (error: unknown) => {
        applyServerErrors(error, setError, FIELDS.map((f) => f.name));
        toast.error('Registration failed', errorMessage(error));
      },
    ),
  );

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={onSubmit} noValidate aria-label="Create account">
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            control={control}
            name={f.name}
            label={f.label}
            render={({ id, value, onChange, onBlur }) => {
              const props = { id, value: (value as string | null) ?? '', onChange: (e: { target: { value: string } }) => onChange(e.target.value), onBlur, autoComplete: f.autoComplete };
              return 'password' in f ? <Input.Password {...props} /> : <Input {...props} type={'type' in f ? f.type : 'text'} />;
            }}
          />
        ))}
        <Button type="primary" htmlType="submit" block loading={register.isPending} disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </Form>
  );
}
