// The review of a finished intake: every field editable with the lines of the call under it, then
// "Save as new client" or "Merge into…" one of the user's clients (only the ticked fields, and the
// call added to its calls). Checked with the client file's own schemas before anything is sent.
import { PlusOutlined, RocketOutlined, SaveOutlined } from '@ant-design/icons';
import { ClientCreateRequestSchema, ClientUpdateRequestSchema, COMPANY_SIZE_OPTIONS, isCurrency, moneySettings, validate, type ClientCallInput } from '@growth-suite/shared';
import { INTAKE_FIELD_LABELS, INTAKE_FIELDS, type ClientIntakeResult, type IntakeField } from '@growth-suite/shared/tools/client-intake';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Divider, Form, Radio, Row, Select, Space, Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { clientsQuery, useCreateClient, useUpdateClient } from '../../lib/clients/api.ts';
import { missingOf, PACK_PAGE, PACK_START, type PackStartState } from '../../lib/packs.ts';
import { usePackStart, ValueNotConfirmed } from '../../components/pack/usePackStart.tsx';
import { draftErrors } from '../../components/value/value.ts';
import { useBrand } from '../../lib/brand.ts';
import { useToast } from '../../lib/toast.ts';
import { createBody, mergeBody, reviewValues, seedValue, type ReviewValues } from './review.ts';
import { Evidence } from './Evidence.tsx';
import { ReviewValue } from './ReviewValue.tsx';

const LONG: ReadonlySet<IntakeField> = new Set(['offering', 'pains', 'goals', 'budgetSignals', 'objections', 'notes']);
type Mode = 'new' | 'merge';
/** The size can be set back to unknown. */
const SIZE_OPTIONS = [{ value: '', label: 'Not stated' }, ...COMPANY_SIZE_OPTIONS];

/** `forClient`: the client the call was analysed for, if any; the review then merges into it by default. */
/** A server field error's key that names one of the intake's fields (the others have no field here). */
const isIntakeField = (key: string): key is IntakeField => INTAKE_FIELDS.some((name) => name === key);

/**
 * `intakeId`: the saved analysis this review is of. It names the client made from it (the Idempotency-Key
 * of its creation), so "Build the pack" pressed twice, or "Save" then "Build the pack", makes one client.
 */
export function IntakeReview({ intakeId, results, call, forClient, onStartOver }: { intakeId: number | null; results: ClientIntakeResult; call: ClientCallInput; forClient: number | null; onStartOver: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateClient();
  const update = useUpdateClient();
  const startPack = usePackStart();
  const [mode, setMode] = useState<Mode>(forClient !== null ? 'merge' : 'new');
  const [clientId, setClientId] = useState<number | null>(forClient);
  const [clientError, setClientError] = useState<string | null>(null);
  const pickerId = useId();
  // One client per analysed call; without a saved analysis, one per review shown.
  const [createKey] = useState(() => (intakeId !== null ? `intake-${intakeId}` : `intake-${crypto.randomUUID()}`));
  // The button is disabled once pending, but two presses in one tick both pass that: a ref sees both.
  const busy = useRef(false);
  const clients = useQuery({ ...clientsQuery(), enabled: mode === 'merge' });
  // The proposal's money: the client merged into, when it has its own currency; else the brand's. The
  // value's figures are in the money the call speaks in, when it names one.
  const brand = useBrand();
  const mergedInto = mode === 'merge' ? clients.data?.find((client) => client.id === clientId) : undefined;
  const money = moneySettings({ currency: isCurrency(mergedInto?.currency) ? mergedInto.currency : brand.data?.currency, locale: brand.data?.locale });
  const valueCurrency = results.value?.currency ?? money.currency;
  // Seeded once: the value is the consultant's to edit from here on.
  const seeded = useMemo(() => seedValue(results, call.transcript, valueCurrency), [results, call.transcript, valueCurrency]);
  const { control, handleSubmit, setError, clearErrors, getFieldState, resetField } = useForm<ReviewValues>({ defaultValues: reviewValues(results, seeded), mode: 'onSubmit', reValidateMode: 'onChange' });
  // The brand (or the client merged into) can name the money after the first draw: a reading not yet
  // touched is read again in it.
  useEffect(() => {
    if (!getFieldState('value').isDirty) resetField('value', { defaultValue: seeded });
  }, [seeded, getFieldState, resetField]);
  const saving = create.isPending || update.isPending || startPack.isPending;

  const showErrors = (fieldErrors: Record<string, string>) => {
    let shown = false;
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (isIntakeField(field)) {
        setError(field, { message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    return shown;
  };

  /** Saves the client file (new, or merged into the chosen client): the saved file, or null when it was not saved. */
  async function persist(values: ReviewValues) {
    clearErrors();
    // The file's fields by the file's schemas; the value's figures by the editor's own checks (the same table).
    const { value: _value, ...fields } = mode === 'new' ? createBody(values, call) : mergeBody(values, call);
    const checked = mode === 'new' ? validate(ClientCreateRequestSchema, fields) : validate(ClientUpdateRequestSchema, fields);
    if (!checked.success) {
      if (!showErrors(checked.error.fieldErrors)) toast.error('Could not save the client', checked.error.message);
      return null;
    }
    if (Object.keys(draftErrors(values.value)).length > 0) {
      setError('value', { message: 'Correct the figures marked in red' }, { shouldFocus: false });
      toast.error('Could not save the client', 'Correct the value’s figures marked in red.');
      return null;
    }
    if (mode === 'merge' && clientId === null) {
      setClientError('Choose the client to merge into');
      return null;
    }
    try {
      return mode === 'new' ? await create.mutateAsync({ ...createBody(values, call), createKey }) : await update.mutateAsync({ id: clientId!, ...mergeBody(values, call) });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors && showErrors(error.fieldErrors)) return null;
      toast.error('Could not save the client', errorMessage(error));
      return null;
    }
  }

  /** Runs one action at a time: a second press while one runs does nothing. */
  async function once(action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }

  const save = (values: ReviewValues) => once(() => saveNow(values));
  const buildPack = (values: ReviewValues) => once(() => buildPackNow(values));

  async function saveNow(values: ReviewValues) {
    const saved = await persist(values);
    if (!saved) return;
    toast.success(mode === 'new' ? 'Client saved' : 'Client updated', `${saved.name}: the file and the call are saved.`);
    void navigate(`/clients/${saved.id}`);
  }

  /** "Build the pack": the client saved as "Save" does, then the pack started from this call, in one click. */
  async function buildPackNow(values: ReviewValues) {
    const saved = await persist(values);
    if (!saved) return;
    try {
      const { packId } = await startPack.start({ clientId: saved.id, transcript: call.transcript });
      void navigate(PACK_PAGE(saved.id, packId));
    } catch (error) {
      // The value left unconfirmed: the client is saved, its page says what to do next.
      if (error instanceof ValueNotConfirmed) {
        void navigate(`/clients/${saved.id}`);
        return;
      }
      // A file the pack cannot finish yet: the one form for what it lacks, then the pack.
      const missing = missingOf(error);
      if (missing) {
        void navigate(PACK_START(saved.id), { state: { missing } satisfies PackStartState });
        return;
      }
      toast.error('The client is saved, but the pack could not start', errorMessage(error));
      void navigate(`/clients/${saved.id}`);
    }
  }

  const clientOptions = (clients.data ?? []).map((client) => ({ value: client.id, label: client.name }));
  return (
    <Card title="Review the client file">
      {startPack.drawer}
      <Typography.Paragraph type="secondary">
        Each field shows the lines of the call it was read from. Check them, correct or complete the fields, then save. Nothing is saved to a client until you do.
      </Typography.Paragraph>
      <Form layout="vertical" component={false} disabled={saving}>
        <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate aria-label="Review the client file">
          <Row gutter={16}>
            {INTAKE_FIELDS.map((key) => (
              <Col key={key} xs={24} md={LONG.has(key) ? 24 : 12}>
                <ReviewField name={key} control={control} evidence={results[key].evidence} merging={mode === 'merge'} />
              </Col>
            ))}
          </Row>
          <ReviewValue control={control} currency={valueCurrency} locale={money.locale} disabled={saving} />
          <Divider style={{ marginTop: 0 }} />
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as Mode)} aria-label="Where to save">
              <Radio value="new">Save as a new client</Radio>
              <Radio value="merge">Merge into an existing client</Radio>
            </Radio.Group>
            {mode === 'merge' && (
              <div>
                <label htmlFor={pickerId} style={{ display: 'block', marginBottom: 4 }}>
                  Merge into…
                </label>
                {clients.isError ? (
                  <Alert type="error" showIcon title="Your clients could not be loaded" description={errorMessage(clients.error)} />
                ) : clients.isSuccess && clientOptions.length === 0 ? (
                  <Alert type="info" showIcon title="You have no clients yet: save this one as a new client." />
                ) : (
                  <Select
                    id={pickerId}
                    style={{ width: '100%', maxWidth: 420 }}
                    loading={clients.isPending}
                    placeholder={clients.isPending ? 'Loading your clients…' : 'Choose a client'}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={clientOptions}
                    value={clientId ?? undefined}
                    status={clientError ? 'error' : undefined}
                    aria-describedby={clientError ? `${pickerId}-error` : undefined}
                    onChange={(value: number) => {
                      setClientId(value);
                      setClientError(null);
                    }}
                  />
                )}
                {clientError && (
                  <Typography.Text type="danger" id={`${pickerId}-error`} role="alert" style={{ display: 'block' }}>
                    {clientError}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
                  Only the ticked fields are written into the client; the call is added to its calls.
                </Typography.Text>
              </div>
            )}
            <Space wrap>
              <Button type="primary" size="large" icon={<RocketOutlined />} onClick={(event) => void handleSubmit(buildPack)(event)} loading={startPack.isPending} disabled={saving}>
                Build the pack
              </Button>
              <Button htmlType="submit" size="large" icon={<SaveOutlined />} loading={saving && !startPack.isPending} disabled={saving}>
                {mode === 'new' ? 'Save as new client' : 'Merge into client'}
              </Button>
              <Button size="large" icon={<PlusOutlined />} onClick={onStartOver} disabled={saving}>
                Analyse another call
              </Button>
            </Space>
          </Space>
        </form>
      </Form>
    </Card>
  );
}

function ReviewField({ name, control, evidence, merging }: { name: IntakeField; control: ReturnType<typeof useForm<ReviewValues>>['control']; evidence: readonly string[]; merging: boolean }) {
  const label = INTAKE_FIELD_LABELS[name];
  const field =
    name === 'size' ? (
      <SelectField control={control} name={name} label={label} options={SIZE_OPTIONS} placeholder="Not stated" />
    ) : LONG.has(name) ? (
      <TextAreaField control={control} name={name} label={label} rows={2} />
    ) : (
      <TextField control={control} name={name} label={label} type={name === 'contactEmail' ? 'email' : 'text'} />
    );
  return (
    <div style={{ marginBottom: 16 }}>
      <div style={{ marginBottom: -16 }}>{field}</div>
      <div style={{ marginTop: 20 }}>
        {merging && (
          <Controller
            control={control}
            name={`use.${name}` as Path<ReviewValues>}
            render={({ field: tick }) => (
              <div style={{ marginBottom: 4 }}>
                <Checkbox checked={Boolean(tick.value)} onChange={(event) => tick.onChange(event.target.checked)}>
                  Write “{label}” into the client
                </Checkbox>
              </div>
            )}
          />
        )}
        <Evidence lines={evidence} label={label} />
      </div>
    </div>
  );
}
