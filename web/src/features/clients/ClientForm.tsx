// The client file's form (new and edit): every field with its limit said under it, and the calls,
// each a dated transcript, added and removed in place. Checked with the same zod schema as the api.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_CALLS_MAX, COMPANY_SIZE_OPTIONS, CURRENCIES, groupThousands, LIMITS } from '@growth-suite/shared';

import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import { Field } from '../../components/form/Field.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { ClientFormSchema, newCall, type ClientFormInput, type ClientFormValues } from './clientForm.ts';

/** '' is the brand's currency (the default): a client names its own only when it differs. */
const CURRENCY_OPTIONS = [{ value: '', label: 'As my brand' }, ...CURRENCIES.map((code) => ({ value: code, label: code }))];

const short = `Up to ${LIMITS.short} characters.`;
const long = `Up to ${groupThousands(LIMITS.long)} characters.`;
const FIELD_NAMES = ['name', 'industry', 'website', 'size', 'currency', 'contactName', 'contactTitle', 'contactEmail', 'revenue', 'offering', 'pains', 'goals', 'budgetSignals', 'objections', 'notes', 'calls'];

function Calls({ control }: { control: Control<ClientFormInput, unknown, ClientFormValues> }) {
  const calls = useFieldArray({ control, name: 'calls', keyName: 'key' });
  return (
    <Card
      title="Calls"
      style={{ marginTop: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => calls.prepend(newCall())} disabled={calls.fields.length >= CLIENT_CALLS_MAX}>
          Add a call
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Paste what was said on each call with this client, with its date: the Offer Creator starts from the latest one. Up to {CLIENT_CALLS_MAX} calls, each up to{' '}
        {groupThousands(LIMITS.transcript)} characters.
      </Typography.Paragraph>
      {calls.fields.length === 0 && <Typography.Paragraph>No calls yet.</Typography.Paragraph>}
      {calls.fields.map((call, index) => (
        <section key={call.key} aria-label={`Call ${index + 1}`} className="client-call-editor">
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={12} md={8}>
              <Field
                control={control}
                name={`calls.${index}.date`}
                label="Date of the call"
                required
                render={({ id, value, onChange, onBlur }) => <Input id={id} type="date" value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />}
              />
            </Col>
            <Col xs={24} sm={12} md={16} style={{ textAlign: 'right' }}>
              <Form.Item>
                <Button danger icon={<DeleteOutlined />} onClick={() => calls.remove(index)}>
                  Remove call {index + 1}
                </Button>
              </Form.Item>
            </Col>
          </Row>
          <TextAreaField control={control} name={`calls.${index}.transcript`} label="Transcript" rows={6} extra={`Up to ${groupThousands(LIMITS.transcript)} characters.`} />
        </section>
      ))}
    </Card>
  );
}

export function ClientForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: ClientFormInput;
  submitLabel: string;
  onSubmit: (values: ClientFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { control, handleSubmit, setError, formState } = useForm<ClientFormInput, unknown, ClientFormValues>({
    resolver: zodResolver(ClientFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The server's own field errors show beside their fields; the caller says the rest.
      applyServerErrors(error, setError, FIELD_NAMES);
      throw error;
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate aria-label="Client file">
        <Card title="Company">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <TextField control={control} name="name" label="Company name (required)" extra={short} />
            </Col>
            <Col xs={24} md={12}>
              <TextField control={control} name="industry" label="Industry" extra={short} />
            </Col>
            <Col xs={24} md={12}>
              <TextField control={control} name="website" label="Website" extra={short} />
            </Col>
            <Col xs={24} md={12}>
              <SelectField control={control} name="size" label="Company size" options={COMPANY_SIZE_OPTIONS} />
            </Col>
            <Col xs={24} md={12}>
              <TextField control={control} name="revenue" label="Annual revenue" placeholder="e.g. £4M" extra={short} />
            </Col>
            <Col xs={24} md={12}>
              <SelectField control={control} name="currency" label="Currency" options={CURRENCY_OPTIONS} placeholder="As my brand" extra="What their documents are priced in." />
            </Col>
          </Row>
          <TextAreaField control={control} name="offering" label="What they sell" rows={2} extra={long} />
        </Card>
        <Card title="Contact" style={{ marginTop: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <TextField control={control} name="contactName" label="Contact name" extra={short} />
            </Col>
            <Col xs={24} md={8}>
              <TextField control={control} name="contactTitle" label="Title" extra={short} />
            </Col>
            <Col xs={24} md={8}>
              <TextField control={control} name="contactEmail" label="E-mail" type="email" />
            </Col>
          </Row>
        </Card>
        <Card title="What they need" style={{ marginTop: 16 }}>
          <TextAreaField control={control} name="pains" label="Pains" rows={3} extra={long} />
          <TextAreaField control={control} name="goals" label="Goals" rows={3} extra={long} />
          <TextAreaField control={control} name="budgetSignals" label="Budget signals" rows={2} extra={long} />
          <TextAreaField control={control} name="objections" label="Objections" rows={2} extra={long} />
          <TextAreaField control={control} name="notes" label="Notes" rows={3} extra={long} />
        </Card>
        <Calls control={control} />
        <Space style={{ marginTop: 16 }} wrap>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Space>
      </form>
    </Form>
  );
}
