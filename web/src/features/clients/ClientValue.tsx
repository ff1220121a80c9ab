// The value kept on the client file (DESIGN §11.2): what the work is worth to this client, as read
// from its calls and confirmed by the consultant. Later packs and priced results start from it; it is
// edited here with the one value editor and saved with the file (PATCH value).
import { SaveOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { moneySettings } from '@growth-suite/shared';
import { Button, Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ValueEditor } from '../../components/value/ValueEditor.tsx';
import { draftOf, readValueOf } from '../../components/value/value.ts';
import { valueFormSchema, type ValueForm } from '../../components/value/valueForm.ts';
import { errorMessage } from '../../lib/api.ts';
import { useBrand } from '../../lib/brand.ts';
import type { ClientResponse } from '@growth-suite/shared/contract';
import { useUpdateClient } from '../../lib/clients/api.ts';
import { useToast } from '../../lib/toast.ts';

export function ClientValue({ client }: { client: ClientResponse }) {
  const brand = useBrand();
  const money = moneySettings({ currency: client.currency || brand.data?.currency, locale: brand.data?.locale });
  const update = useUpdateClient();
  const toast = useToast();
  // Follows the file as the server keeps it (a pack's confirmation saves the value there too).
  const kept = useMemo(() => ({ value: draftOf(client.value) }), [client.value]);
  const { control, handleSubmit, formState, reset } = useForm<ValueForm>({ resolver: zodResolver(valueFormSchema(false)), values: kept });
  const save = handleSubmit(async ({ value }) => {
    const empty = value.drivers.length === 0 && !value.budget;
    try {
      const saved = await update.mutateAsync({ id: client.id, value: empty ? null : readValueOf(value) });
      reset({ value: draftOf(saved.value) });
      toast.success('Value saved', `${client.name}: the next pack and every fee you quote start from it.`);
    } catch (error) {
      toast.error('The value was not saved', errorMessage(error));
    }
  });
  return (
    <Card title={`Value (${money.currency})`}>
      <form noValidate aria-label="The client’s value" onSubmit={(event) => void save(event)}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            What the work is worth to {client.name} a month, from the calls. Every fee quoted to them is priced from it once each figure is found in a call or confirmed by you.
          </Typography.Paragraph>
          <Controller control={control} name="value" render={({ field }) => <ValueEditor value={field.value} onChange={field.onChange} currency={money.currency} locale={money.locale} disabled={update.isPending} submitted={formState.isSubmitted} />} />
          {Object.keys(formState.errors).length > 0 && (
            <Typography.Text type="danger" role="alert">
              Correct the figures marked in red first.
            </Typography.Text>
          )}
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={update.isPending} disabled={!formState.isDirty}>
            Save the value
          </Button>
        </Space>
      </form>
    </Card>
  );
}
