// /clients/:id/pack (DESIGN §11.1): a pack the client file cannot be finished from yet. The server
// checked every step before anything ran and listed what is missing (422 {missing}); this page asks
// for all of it in one short form, writes the answers to the client file (PATCH /api/clients/:id)
// and starts the pack. Reached from "Build the pack" (useBuildPack hands the list over); opened
// directly (a reload), it offers "Build the pack", which asks the server again.
import { ArrowLeftOutlined, BuildOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_FIELD_LABELS, CLIENT_FIELDS, COMPANY_SIZE_OPTIONS, LIMITS, PACK_LAST_TOOL, packStepTitle, TOOL_CATALOG, type PackMissing } from '@growth-suite/shared';
import type { ClientResponse } from '@growth-suite/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Result, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useParams } from 'react-router-dom';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { clientQuery, useUpdateClient } from '../../lib/clients/api.ts';
import { missingOf, PACK_PAGE, type PackStartState } from '../../lib/packs.ts';
import { usePackStart, ValueNotConfirmed } from '../../components/pack/usePackStart.tsx';
import { useToast } from '../../lib/toast.ts';

// The value (field 'value') is confirmed in its own editor, not typed here.
type FileField = Exclude<NonNullable<PackMissing['field']>, 'value'>;
/** The file's long texts (a text area, and as long as a tool's "in more detail" asks: 20 characters). */
const LONG = new Set<FileField>(['offering', 'pains', 'goals', 'budgetSignals', 'objections', 'notes']);
const LONG_MIN = 20;

/** What each field must hold: the same minimums the steps' forms ask (longText 20, text 2). */
function schemaFor(fields: readonly FileField[], messages: ReadonlyMap<FileField, string>) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of fields) {
    const message = messages.get(field) ?? `Please fill in ${CLIENT_FIELD_LABELS[field].toLowerCase()}`;
    if (field === 'size') shape[field] = z.string().min(1, { error: 'Please select a company size' });
    else if (field === 'contactEmail') shape[field] = z.email({ error: 'Please enter a valid email address' });
    else if (LONG.has(field)) shape[field] = z.string().trim().min(LONG_MIN, { error: message }).max(LIMITS.long, { error: `At most ${LIMITS.long} characters` });
    else shape[field] = z.string().trim().min(2, { error: message }).max(LIMITS.short, { error: `At most ${LIMITS.short} characters` });
  }
  return z.object(shape);
}

const ID = /^[1-9]\d{0,9}$/;

export default function PackStartPage() {
  const { id: idParam = '' } = useParams();
  const id = ID.test(idParam) ? Number(idParam) : undefined;
  const client = useQuery({ ...clientQuery(id ?? 0), enabled: id !== undefined });
  const handed = (useLocation().state as PackStartState | null)?.missing ?? null;
  const [missing, setMissing] = useState<PackMissing[] | null>(handed);
  const start = usePackStart();
  const navigate = useNavigate();
  const toast = useToast();

  if (id === undefined || (client.error instanceof ApiError && client.error.status === 404)) {
    return <Result status="404" title="Client not found" subTitle="It may belong to another account, or it was deleted." extra={<LinkButton to="/clients">Back to clients</LinkButton>} />;
  }
  if (client.isError) return <Alert type="error" showIcon title={`Failed to load the client: ${errorMessage(client.error)}`} />;
  if (client.isPending) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading the client" />;

  const onStarted = (packId: number) => void navigate(PACK_PAGE(id, packId));
  const tryStart = async () => {
    try {
      onStarted((await start.start({ clientId: id })).packId);
    } catch (error) {
      if (error instanceof ValueNotConfirmed) return;
      const again = missingOf(error);
      if (again) setMissing(again);
      else toast.error('The pack could not start', errorMessage(error));
    }
  };

  return (
    <>
      <LinkButton to={`/clients/${id}`} type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back to {client.data.name}
      </LinkButton>
      {start.drawer}
      <PageTitle documentTitle="Build the pack">{`Build the pack for ${client.data.name}`}</PageTitle>
      {missing && missing.length > 0 ? (
        <MissingForm key={missing.map((item) => item.field ?? item.label).join()} client={client.data} missing={missing} onStarted={onStarted} onMissing={setMissing} />
      ) : (
        <Card>
          <Space orientation="vertical" size="middle">
            <Typography.Paragraph style={{ margin: 0 }}>The pack makes every step from the client&apos;s latest call and file, then ends on the {TOOL_CATALOG[PACK_LAST_TOOL].shortName.toLowerCase()} for you to read before sending it.</Typography.Paragraph>
            <Button type="primary" size="large" icon={<BuildOutlined />} loading={start.isPending} onClick={() => void tryStart()}>
              Build the pack
            </Button>
          </Space>
        </Card>
      )}
    </>
  );
}

function MissingForm({ client, missing, onStarted, onMissing }: { client: ClientResponse; missing: PackMissing[]; onStarted: (packId: number) => void; onMissing: (missing: PackMissing[]) => void }) {
  // One input per file field, however many steps need it; what no file field fills is said apart.
  // In the file's own order (the contact's name before their title), whichever step asked first.
  const fields = useMemo(() => CLIENT_FIELDS.filter((field) => missing.some((item) => item.field === field)), [missing]);
  const elsewhere = missing.filter((item) => !item.field);
  const messages = useMemo(() => new Map(missing.flatMap((item) => (item.field && item.field !== 'value' ? [[item.field, item.message] as const] : []))), [missing]);
  const stepsOf = (field: FileField) => [...new Set(missing.filter((item) => item.field === field).map((item) => packStepTitle(item.step)))];
  const schema = useMemo(() => schemaFor(fields, messages), [fields, messages]);
  const { control, handleSubmit, formState } = useForm<Record<string, string>>({
    resolver: zodResolver(schema) as unknown as Resolver<Record<string, string>>,
    defaultValues: Object.fromEntries(fields.map((field) => [field, client[field] ?? ''])),
  });
  const update = useUpdateClient();
  const start = usePackStart();
  const toast = useToast();
  const busy = formState.isSubmitting || update.isPending || start.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: client.id, ...values });
    } catch (error) {
      toast.error('The client file was not saved', errorMessage(error));
      return;
    }
    try {
      onStarted((await start.start({ clientId: client.id })).packId);
    } catch (error) {
      if (error instanceof ValueNotConfirmed) return;
      const again = missingOf(error);
      if (again) onMissing(again);
      else toast.error('The client file is saved, but the pack could not start', errorMessage(error));
    }
  });

  return (
    <>
    {start.drawer}
    <Card title={fields.length === 1 ? 'One thing to fill in first' : `${fields.length} things to fill in first`}>
      <Typography.Paragraph type="secondary">
        The pack needs these to finish every step, and the call does not say them. They are saved to {client.name}&apos;s file, then the pack starts. Nothing has been spent yet.
      </Typography.Paragraph>
      {elsewhere.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Not in the client file"
          description={elsewhere.map((item) => `${item.label} (${packStepTitle(item.step)}): ${item.message}`).join(' · ')}
        />
      )}
      <Form layout="vertical" component={false} disabled={busy}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="What the pack needs">
          {fields.map((field) => {
            const common = { control, name: field, label: `${CLIENT_FIELD_LABELS[field]} (required)`, extra: `For the ${stepsOf(field).join(', ')}.` };
            if (field === 'size') return <SelectField key={field} {...common} options={COMPANY_SIZE_OPTIONS} />;
            // A text area's counter takes the line under it (on a phone the two would overlap): no note there.
            if (LONG.has(field)) return <TextAreaField key={field} control={control} name={field} label={common.label} rows={3} minChars={LONG_MIN} />;
            return <TextField key={field} {...common} type={field === 'contactEmail' ? 'email' : 'text'} />;
          })}
          <Button type="primary" htmlType="submit" size="large" icon={<BuildOutlined />} loading={busy}>
            Save and build the pack
          </Button>
        </form>
      </Form>
    </Card>
    </>
  );
}
