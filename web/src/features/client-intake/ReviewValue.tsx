// The value on the intake's review (issue 52): what the call states the work is worth, read from the
// call with the lines it stands on and checked against them by the app. The consultant corrects,
// adds, removes and confirms it here; it is saved with the client, and the pack prices from it.
import type { Currency } from '@growth-suite/shared';
import { Typography } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { ValueEditor } from '../../components/value/ValueEditor.tsx';
import type { ReviewValues } from './review.ts';
import './stated-value.css';

export function ReviewValue({ control, currency, locale, disabled }: { control: Control<ReviewValues>; currency: Currency; locale: string; disabled?: boolean }) {
  return (
    <section className="stated-value" aria-labelledby="stated-value-title">
      <Typography.Title level={5} id="stated-value-title" style={{ marginTop: 0 }}>
        The value the call states ({currency})
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        The proposal’s fees are priced from these. Each figure was read from the line of the call under it and checked against that line by the app; correct what is wrong and confirm what it
        could not find. Nothing is priced from a figure until it is found in the call or confirmed by you.
      </Typography.Paragraph>
      <Controller
        control={control}
        name="value"
        render={({ field, fieldState, formState }) => (
          <>
            <ValueEditor value={field.value} onChange={field.onChange} currency={currency} locale={locale} disabled={disabled} submitted={formState.isSubmitted} />
            {fieldState.error?.message && (
              <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
                {fieldState.error.message}
              </Typography.Text>
            )}
          </>
        )}
      />
    </section>
  );
}
