// Invite by e-mail with a role. The answer's link is shown here once (the api keeps only its hash): the
// admin copies it and sends it themself, unless the api says it mailed it (`mailed`: mail is on).
import { CopyOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { INVITATION_DAYS, InvitationCreateRequestSchema, type InvitationCreateRequest } from '@growth-suite/shared';
import type { InvitationCreatedResponse, Workspace } from '@growth-suite/shared/contract/workspaces';
import { Alert, Button, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { errorMessage } from '../../lib/api.ts';
import { useCopy } from '../../lib/clipboard.ts';
import { useToast } from '../../lib/toast.ts';
import { useInvite } from '../../lib/workspaces.ts';
import { ROLE_LABEL, withArticle } from './roles.tsx';

/** The roles an invitation gives (an owner is made from a member, never invited). */
const INVITABLE_ROLES = InvitationCreateRequestSchema.shape.role.options;

export function InviteForm({ team }: { team: Workspace }) {
  const invite = useInvite(team.id);
  const toast = useToast();
  const copy = useCopy();
  const [created, setCreated] = useState<InvitationCreatedResponse | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<z.input<typeof InvitationCreateRequestSchema>, unknown, InvitationCreateRequest>({
    resolver: zodResolver(InvitationCreateRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', role: 'member' },
  });

  const onSubmit = handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (invitation) => {
        setCreated(invitation);
        reset({ email: '', role: values.role });
        toast.success('Invitation created', invitation.mailed ? `We e-mailed the invitation to ${invitation.email}.` : `Copy the link and send it to ${invitation.email}.`);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, ['email', 'role']);
        toast.error('Could not invite', errorMessage(error));
      },
    ),
  );

  return (
    <>
      <Form layout="vertical" component={false}>
        <form onSubmit={onSubmit} noValidate aria-label="Invite a colleague" className="invite-form">
          <div className="invite-form-email">
            <Field
              control={control}
              name="email"
              label="E-mail address"
              render={({ id, value, onChange, onBlur }) => (
                <Input id={id} type="email" value={value as string} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="off" placeholder="colleague@company.com" />
              )}
            />
          </div>
          <div className="invite-form-role">
            <Field
              control={control}
              name="role"
              label="Role"
              render={({ id, value, onChange }) => (
                <Select id={id} value={value as string} onChange={onChange} options={INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }))} />
              )}
            />
          </div>
          <div className="invite-form-submit">
            <Button type="primary" htmlType="submit" loading={invite.isPending} disabled={invite.isPending}>
              {invite.isPending ? 'Inviting...' : 'Invite'}
            </Button>
          </div>
        </form>
      </Form>
      {created && (
        <Alert
          type="success"
          showIcon
          closable={{ 'aria-label': 'Close', onClose: () => setCreated(null) }}
          style={{ marginBottom: 16 }}
          title={`Invitation link for ${created.email}`}
          description={
            <Space orientation="vertical" size={8} style={{ display: 'flex' }}>
              {created.mailed && <Typography.Text strong>We e-mailed the invitation to {created.email}.</Typography.Text>}
              <Typography.Text>
                {created.mailed ? 'You can also send this link' : 'Send this link'} to {created.email} yourself: it is shown only now. It is valid for {INVITATION_DAYS} days and only that address can use it, to join as {withArticle(created.role)}.
              </Typography.Text>
              {/* The whole link, wrapped: a one-line box showed only "http://127.0" of it on a phone. */}
              <Input.TextArea readOnly autoSize value={created.url} aria-label="Invitation link" className="invitation-link" onFocus={(e) => e.target.select()} />
              <Button icon={<CopyOutlined />} onClick={() => void copy(created.url)}>
                Copy link
              </Button>
            </Space>
          }
        />
      )}
    </>
  );
}
