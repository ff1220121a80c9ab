// Add and edit dialogs (spec §2, §5, §6): the admin toggle is hidden for the administrator
// account, which always keeps admin rights.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminUserCreateRequestSchema,
  AdminUserUpdateRequestSchema,
  isReservedUsername,
  type PublicUser,
} from '@growth-suite/shared';
import { Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useCreateUser, useUpdateUser } from './api.ts';
import { asText } from '../../components/form/values.ts';

interface Values {
  username: string;
  email: string;
  password?: string;
  fullName: string | null;
  isAdmin: boolean;
}

const FIELDS = ['username', 'email', 'password', 'fullName', 'isAdmin'];

export function UserFormModal({ user, open, onClose }: { user: PublicUser | null; open: boolean; onClose: () => void }) {
  const editing = user !== null;
  const reserved = editing && isReservedUsername(user.username);
  const create = useCreateUser();
  const update = useUpdateUser();
  const toast = useToast();
  const pending = create.isPending || update.isPending;
  // One form for both dialogs; the schema differs (no password when editing).
  const resolver = zodResolver(editing ? AdminUserUpdateRequestSchema : AdminUserCreateRequestSchema) as unknown as Resolver<Values, unknown, Values>;
  const { control, handleSubmit, reset, setError } = useForm<Values, unknown, Values>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (open) {
      reset(
        user
          ? { username: user.username, email: user.email, fullName: user.fullName ?? '', isAdmin: user.isAdmin }
          : { username: '', email: '', password: '', fullName: '', isAdmin: false },
      );
    }
  }, [open, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (user) {
        const { password: _unused, ...body } = values;
        await update.mutateAsync({ id: user.id, body: { ...body, isAdmin: reserved ? true : body.isAdmin } });
        toast.success('User updated');
      } else {
        await create.mutateAsync({ ...values, password: values.password ?? '' });
        toast.success('User created');
      }
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(user ? 'Failed to update user' : 'Failed to create user', errorMessage(error));
    }
  });

  const text = (name: 'username' | 'email' | 'fullName', label: string, type = 'text') => (
    <Field
      control={control}
      name={name}
      label={label}
      render={({ id, value, onChange, onBlur }) => (
        <Input id={id} type={type} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      )}
    />
  );

  return (
    <Modal
      open={open}
      title={editing ? `Edit ${user.username}` : 'Add User'}
      okText={pending ? 'Saving...' : editing ? 'Save Changes' : 'Create User'}
      okButtonProps={{ loading: pending, htmlType: 'submit', form: 'user-form' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <form id="user-form" onSubmit={onSubmit} noValidate>
          {text('username', 'Username')}
          {text('email', 'Email', 'email')}
          {!editing && (
            <Field
              control={control}
              name="password"
              label="Password"
              render={({ id, value, onChange, onBlur }) => (
                <Input.Password id={id} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="new-password" />
              )}
            />
          )}
          {text('fullName', 'Full name (optional)')}
          {!reserved && (
            <Field
              control={control}
              name="isAdmin"
              label="Admin"
              render={({ id, value, onChange }) => <Switch id={id} checked={Boolean(value)} onChange={onChange} />}
            />
          )}
        </form>
      </Form>
    </Modal>
  );
}
