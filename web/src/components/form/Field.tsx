// A react-hook-form field rendered with antd: label, the control, and the first error.
// Forms validate on submit, then again on every change (spec §5).
import { Form } from 'antd';
import { useId, type ReactElement } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Renders the control from the field's value and onChange. */
  render: (field: { id: string; value: unknown; onChange: (value: unknown) => void; onBlur: () => void; invalid: boolean }) => ReactElement;
  extra?: string;
  required?: boolean;
}

export function Field<T extends FieldValues>({ control, name, label, render, extra, required }: FieldProps<T>) {
  // Unique per form instance: two forms on one page (sign-in and sign-up tabs) share field names.
  const id = `${useId()}${String(name)}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          validateStatus={fieldState.error ? 'error' : ''}
          help={fieldState.error?.message}
          extra={extra}
        >
          {render({ id, value: field.value, onChange: field.onChange, onBlur: field.onBlur, invalid: Boolean(fieldState.error) })}
        </Form.Item>
      )}
    />
  );
}
