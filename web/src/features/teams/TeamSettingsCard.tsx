// A team's settings: its name and address (admins and owners), and deleting it (the owner only). A
// new address moves the team's pages, so the page follows it.
import { zodResolver } from '@hookform/resolvers/zod';
import { WorkspaceUpdateRequestSchema, type WorkspaceUpdateRequest } from '@growth-suite/shared';
import type { Workspace } from '@growth-suite/shared/contract/workspaces';
import { App, Button, Card, Divider, Form, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import type { z } from 'zod';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { teamPath, useDeleteWorkspace, useUpdateWorkspace } from '../../lib/workspaces.ts';

export function TeamSettingsCard({ team }: { team: Workspace }) {
  const update = useUpdateWorkspace(team.id);
  const remove = useDeleteWorkspace(team.id);
  const toast = useToast();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { control, handleSubmit, setError, reset } = useForm<z.input<typeof WorkspaceUpdateRequestSchema>, unknown, WorkspaceUpdateRequest>({
    resolver: zodResolver(WorkspaceUpdateRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    values: { name: team.name, slug: team.slug },
  });

  const onSubmit = handleSubmit(async (values) => {
    const confirmed = await modal.confirm({
      title: 'Save the new name and address?',
      content: values.slug !== team.slug ? `The team's pages move to /t/${values.slug}/…; links to the old address stop working.` : `The team will be called ${values.name}.`,
      okText: 'Save',
    });
    if (!confirmed) return;
    try {
      const saved = await update.mutateAsync(values);
      reset({ name: saved.name, slug: saved.slug });
      toast.success('Team saved', `${saved.name} is at /t/${saved.slug}.`);
      if (saved.slug !== team.slug) void navigate(teamPath(saved.slug), { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'slug']);
      toast.error('Could not save the team', errorMessage(error));
    }
  });

  async function confirmDelete() {
    const confirmed = await modal.confirm({
      title: `Delete ${team.name}?`,
      content: 'Every member loses access and open invitations stop working. This cannot be undone.',
      okText: 'Delete team',
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
      toast.success('Team deleted', `${team.name} is gone.`);
      void navigate('/', { workspace: null });
    } catch (error) {
      toast.error('Could not delete the team', errorMessage(error));
    }
  }

  return (
    <Card title="Team settings">
      <Form layout="vertical" component={false}>
        <form onSubmit={onSubmit} noValidate aria-label="Team settings" style={{ maxWidth: 480 }}>
          <Field
            control={control}
            name="name"
            label="Team name"
            render={({ id, value, onChange, onBlur }) => <Input id={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="organization" />}
          />
          <Field
            control={control}
            name="slug"
            label="Address"
            render={({ id, value, onChange, onBlur }) => (
              <Input id={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="off" spellCheck={false} prefix={<span aria-hidden="true">/t/</span>} />
            )}
          />
          <Button htmlType="submit" loading={update.isPending} disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </Form>
      {team.role === 'owner' && (
        <>
          <Divider />
          <Typography.Paragraph type="secondary">Deleting the team removes it for every member. This cannot be undone.</Typography.Paragraph>
          <Button danger onClick={() => void confirmDelete()} loading={remove.isPending}>
            Delete team
          </Button>
        </>
      )}
    </Card>
  );
}
