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
        // The first invalid field after a failed submit is focused and scrolled to the middle of the
        // screen (react-hook-form's shouldFocusError calls this ref), so on a phone the error is seen.
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          validateStatus={fieldState.error ? 'error' : ''}
          help={fieldState.error?.message}
          extra={extra}
        >
          <span style={{ display: 'contents' }} ref={(element) => field.ref(element ? { focus: () => focusControl(id) } : null)}>
            {render({ id, value: field.value, onChange: field.onChange, onBlur: field.onBlur, invalid: Boolean(fieldState.error) })}
          </span>
        </Form.Item>
      )}
    />
  );
}

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Focus the control with this id (or the first focusable element inside it, for a group of chips). */
function focusControl(id: string) {
  const element = document.getElementById(id);
  const target = element?.matches(FOCUSABLE) ? element : element?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}
