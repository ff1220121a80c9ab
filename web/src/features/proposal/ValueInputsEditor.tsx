// The proposal form's value: its currency and floor, then the one value editor (issue 52) — each value
// driver the call states (time saved, revenue gained, cost avoided) with its quotes and figures, and
// the budget the client named — as on the intake's review, the client file and the pack. Money is typed
// in major units and kept in minor ones; every limit and message is the shared table's.
import { CURRENCIES, currencySymbol, minorPerMajor, type Currency } from '@growth-suite/shared';
import type { ProposalRequestFields } from '@growth-suite/shared/tools/proposal';
import { Col, Row, Typography } from 'antd';
import { Controller, useWatch, type Control, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField, SelectField } from '../../components/form/controls.tsx';
import { ValueEditor } from '../../components/value/ValueEditor.tsx';
import type { DraftValue } from '../../components/value/value.ts';

type FormValues = z.input<typeof ProposalRequestFields>;
type Path = FieldPath<FormValues>;

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

export function ValueInputsEditor({ control, locale }: { control: Control<FormValues>; locale: string }) {
  const currency = useWatch({ control, name: 'currency' }) as Currency;
  const symbol = currencySymbol(currency, locale);
  const minor = minorPerMajor(currency);

  return (
    <section aria-label="What the work is worth">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <SelectField control={control} name="currency" label="Currency" options={CURRENCY_OPTIONS} extra="Fees, values and documents use it." />
        </Col>
        <Col xs={24} md={8}>
          <NumberField control={control} name="floor" label={`Lowest monthly fee (${currency})`} prefix={symbol} minorUnits={minor} thousands step={100} />
        </Col>
      </Row>
      <Typography.Title level={5}>Sources of value</Typography.Title>
      <Controller
        control={control}
        name={'valueInputs' as Path}
        render={({ field, fieldState, formState }) => {
          const inputs = (field.value ?? {}) as Partial<DraftValue>;
          return (
            <div style={{ marginBottom: 16 }}>
              <ValueEditor
                value={{ drivers: inputs.drivers ?? [], budget: inputs.budget ?? null }}
                onChange={field.onChange}
                currency={currency}
                locale={locale}
                submitted={formState.isSubmitted}
              />
              {/* What no box shows: no source of value at all, or together more than the pricing takes. */}
              {(fieldState.error?.message ?? (fieldState.error as { drivers?: { message?: string } } | undefined)?.drivers?.message) && (
                <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
                  {fieldState.error?.message ?? (fieldState.error as { drivers?: { message?: string } }).drivers?.message}
                </Typography.Text>
              )}
            </div>
          );
        }}
      />
    </section>
  );
}
