// /teams/new: a team's name and its address (the slug of `/t/:slug/…`), which follows the name until
// the user writes one of their own, and whether the team's brand starts as a copy of the user's own
// (ticked by default: a new team's documents otherwise carry no firm). The caller becomes the team's
// owner and lands on its page.
import { zodResolver } from '@hookform/resolvers/zod';
import { slugFromName, WorkspaceCreateRequestSchema, type WorkspaceCreateRequest } from '@growth-suite/shared';
import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { z } from 'zod';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { teamPath, useCreateWorkspace } from '../../lib/workspaces.ts';

/** The form's values: the request's, with "Start from my brand" as a tick (the request names the brand copied). */
type FormValues = z.input<typeof WorkspaceCreateRequestSchema> & { startFromBrand?: boolean };

// An empty address means "make one from the name" (the request's slug is optional, not empty).
const FormSchema = z.preprocess(
  (values) => {
    const { name, slug, startFromBrand } = values as FormValues;
    return { name, ...((slug ?? '').trim() === '' ? {} : { slug }), ...(startFromBrand ? { copyBrandFrom: 'personal' } : {}) };
  },
  WorkspaceCreateRequestSchema,
);

export default function NewTeamPage() {
  const create = useCreateWorkspace();
  const toast = useToast();
  const navigate = useNavigate();
  // The address follows the name until the user changes it themself.
  const slugEdited = useRef(false);
  const { control, handleSubmit, setError, setValue } = useForm<FormValues, unknown, WorkspaceCreateRequest>({
    resolver: zodResolver(FormSchema as unknown as z.ZodType<WorkspaceCreateRequest, FormValues>),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', slug: '', startFromBrand: true },
  });
  const slug = useWatch({ control, name: 'slug' });

  const onSubmit = handleSubmit((values) =>
    create.mutateAsync(values).then(
      (team) => {
        toast.success('Team created', `${team.name} is ready. Invite your colleagues from its page.`);
        void navigate(teamPath(team.slug));
      },
      (error: unknown) => {
        applyServerErrors(error, setError, ['name', 'slug']);
        toast.error('Could not create the team', errorMessage(error));
      },
    ),
  );

  return (
    <>
      <PageTitle documentTitle="Create a team">Create a team</PageTitle>
      <Card style={{ maxWidth: 560, marginTop: 16 }}>
        <Typography.Paragraph type="secondary">
          You will be the team's owner, and can invite colleagues by e-mail from its page.
        </Typography.Paragraph>
        <Form layout="vertical" component={false}>
          <form onSubmit={onSubmit} noValidate aria-label="Create a team">
            <Field
              control={control}
              name="name"
              label="Team name"
              required
              render={({ id, value, onChange, onBlur }) => (
                <Input
                  id={id}
                  value={value as string}
                  onChange={(e) => {
                    onChange(e.target.value);
                    if (!slugEdited.current) setValue('slug', e.target.value.trim() ? slugFromName(e.target.value) : '', { shouldValidate: false });
                  }}
                  onBlur={onBlur}
                  autoComplete="organization"
                />
              )}
            />
            <Field
              control={control}
              name="slug"
              label="Address (optional)"
              extra={`Your team's pages will be at /t/${slug?.trim() || 'your-team'}/…`}
              render={({ id, value, onChange, onBlur }) => (
                <Input
                  id={id}
                  value={value as string}
                  onChange={(e) => {
                    slugEdited.current = e.target.value !== '';
                    onChange(e.target.value);
                  }}
                  onBlur={onBlur}
                  autoComplete="off"
                  spellCheck={false}
                  prefix={<span aria-hidden="true">/t/</span>}
                />
              )}
            />
            <Controller
              control={control}
              name="startFromBrand"
              render={({ field }) => (
                <Form.Item extra="The team's own copy: its admins can change it later without touching yours.">
                  <Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur}>
                    Start from my brand (firm, sender, logo, terms, currency, locale)
                  </Checkbox>
                </Form.Item>
              )}
            />
            <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create team'}
            </Button>
          </form>
        </Form>
      </Card>
    </>
  );
}
