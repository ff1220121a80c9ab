import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema, type LoginRequest } from '@growth-suite/shared';
import { Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/workspaceRouting.tsx';
import type { z } from 'zod';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useLogin } from './api.ts';

export function LoginForm() {
  const login = useLogin();
  const toast = useToast();
  const { control, handleSubmit, setError } = useForm<z.input<typeof LoginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      (user) => toast.success('Login successful', `Welcome back, ${user.username}!`),
      (error: unknown) => {
        applyServerErrors(error, setError, ['username', 'password']);
        toast.error('Login failed', errorMessage(error));
      },
    ),
  );

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Field
          control={control}
          name="username"
          label="Username or email"
          render={({ id, value, onChange, onBlur }) => (
            <Input id={id} value={value as string} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="username" />
          )}
        />
        <Field
          control={control}
          name="password"
          label="Password"
          render={({ id, value, onChange, onBlur }) => (
            <Input.Password id={id} value={value as string} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="current-password" />
          )}
        />
        {/* Its own page (a lazy screen), so the sign-in form carries nothing of it but the link. */}
        <div style={{ textAlign: 'right', margin: '-8px 0 16px' }}>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={login.isPending} disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </Form>
  );
}
