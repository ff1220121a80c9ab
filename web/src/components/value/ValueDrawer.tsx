// The value editor in a drawer, as a form: where a price is about to be made (the pack's confirmation)
// or made again (a saved result's "Edit value"). Its button sends the value with every item
// confirmed: the consultant has looked at all of it.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Currency, ReadValue } from '@growth-suite/shared';
import { Alert, Button, Drawer, Grid, Space, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ValueEditor } from './ValueEditor.tsx';
import { allConfirmed, draftOf } from './value.ts';
import { NO_DRIVER, valueFormSchema, type ValueForm } from './valueForm.ts';

export function ValueDrawer({
  open,
  title,
  why,
  value,
  currency,
  locale,
  submit,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Why it is asked, said first. */
  why: ReactNode;
  value: ReadValue | null;
  currency: Currency;
  locale: string;
  /** The button's words ("Confirm and build the pack"). */
  submit: string;
  busy: boolean;
  /** What went wrong with the last send, said above the button. */
  error?: ReactNode;
  onSubmit: (value: ReadValue) => void;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer open={open} onClose={onClose} title={title} size={screens.md ? 720 : '100%'} destroyOnHidden>
      {open && <ValueForm key={JSON.stringify(value)} title={title} why={why} value={value} currency={currency} locale={locale} submit={submit} busy={busy} error={error} onSubmit={onSubmit} onClose={onClose} />}
    </Drawer>
  );
}

function ValueForm({ title, why, value, currency, locale, submit, busy, error, onSubmit, onClose }: Omit<Parameters<typeof ValueDrawer>[0], 'open'>) {
  const formId = useId();
  const { control, handleSubmit, formState } = useForm<ValueForm>({ resolver: zodResolver(valueFormSchema(true)), defaultValues: { value: draftOf(value) } });
  const invalid = Object.keys(formState.errors).length > 0;
  const noDriver = useWatch({ control, name: 'value.drivers' }).length === 0;
  return (
    <form id={formId} noValidate aria-label={title} onSubmit={(event) => void handleSubmit(({ value: draft }) => onSubmit(allConfirmed(draft)))(event)}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{why}</Typography.Paragraph>
        <Controller control={control} name="value" render={({ field }) => <ValueEditor value={field.value} onChange={field.onChange} currency={currency} locale={locale} disabled={busy} submitted={formState.isSubmitted} />} />
        {invalid && <Alert type="error" showIcon role="alert" title={noDriver ? NO_DRIVER : 'Correct the figures marked in red first.'} />}
        {error}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy}>
            {submit}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </Space>
      </Space>
    </form>
  );
}
