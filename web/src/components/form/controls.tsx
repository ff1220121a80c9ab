// The form controls the tool screens use, each a react-hook-form field rendered with antd.
import { groupThousands, toggleValue, type Option } from '@growth-suite/shared';
import { Button, Input, InputNumber, Select, Space } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field.tsx';
import { asList, asText } from './values.ts';

interface Common<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  placeholder?: string;
  extra?: string;
}

export function TextField<T extends FieldValues>({ type = 'text', autoComplete, ...props }: Common<T> & { type?: string; autoComplete?: string }) {
  return (
    <Field
      {...props}
      render={({ id, value, onChange, onBlur }) => (
        <Input
          id={id}
          type={type}
          value={asText(value)}
          placeholder={props.placeholder}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    />
  );
}

export function NumberTextField<T extends FieldValues>(props: Common<T>) {
  // The value travels as a string (spec §3: currentRevenue is a string from a numeric input).
  return (
    <Field
      {...props}
      render={({ id, value, onChange, onBlur }) => (
        <InputNumber
          id={id}
          style={{ width: '100%' }}
          min={0}
          value={value === '' || value === undefined ? null : Number(value)}
          placeholder={props.placeholder}
          onChange={(next) => onChange(next === null ? '' : String(next))}
          onBlur={onBlur}
        />
      )}
    />
  );
}

/** With `minChars`, a live count says how far the text is from the minimum (and that it is met). */
export function TextAreaField<T extends FieldValues>({ rows = 4, minChars, ...props }: Common<T> & { rows?: number; minChars?: number }) {
  return (
    <Field
      {...props}
      render={({ id, value, onChange, onBlur }) => (
        <Input.TextArea
          id={id}
          rows={rows}
          {...(minChars
            ? {
                showCount: {
                  formatter: ({ count }: { count: number }) =>
                    count < minChars ? `${count} / ${minChars} characters minimum` : `${groupThousands(count)} characters ✓`,
                },
              }
            : {})}
          value={asText(value)}
          placeholder={props.placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    />
  );
}

export function SelectField<T extends FieldValues>({ options, ...props }: Common<T> & { options: readonly Option[] }) {
  return (
    <Field
      {...props}
      render={({ id, value, onChange, onBlur }) => (
        <Select
          id={id}
          value={asText(value) || undefined}
          placeholder={props.placeholder ?? 'Select…'}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    />
  );
}

/**
 * Spec §4: choosing a value adds it when absent and removes it when present; chosen values show as
 * badges. A chosen value shows once: its chip, pressed, is its badge (filled, worded as the chip — the
 * spec's value-derived wording would turn "Quality Focus" into "Quality", two names for one choice; no
 * tick, which would widen the chip and move the ones after it under the pointer). A second row of tags
 * repeating the chosen chips showed every choice twice.
 */
export function ToggleListField<T extends FieldValues>({ options, ...props }: Common<T> & { options: readonly Option[] }) {
  return (
    <Field
      {...props}
      render={({ id, value, onChange }) => {
        const chosen = asList(value);
        return (
          <div id={id} role="group" aria-label={props.label}>
            <Space wrap size={[8, 8]}>
              {options.map((option) => {
                const on = chosen.includes(option.value);
                return (
                  <Button
                    key={option.value}
                    size="small"
                    type={on ? 'primary' : 'default'}
                    aria-pressed={on}
                    onClick={() => onChange(toggleValue(chosen, option.value))}
                  >
                    {option.label}
                  </Button>
                );
              })}
            </Space>
          </div>
        );
      }}
    />
  );
}

/**
 * A number the form keeps as a number (null when cleared, so the schema's message shows). `scale`
 * shows it multiplied (a share of 0.25 typed as 25 %) and stores what is typed divided back. No min
 * or max on the control: a value out of range gets the schema's message rather than a silent clamp.
 * `minorUnits` is money: the form keeps whole minor units (pence) and shows major ones (pounds), so
 * 95,000 typed is 9,500,000 stored, exactly.
 */
export function NumberField<T extends FieldValues>({
  step,
  prefix,
  suffix,
  scale = 1,
  minorUnits,
  thousands = false,
  ...props
}: Common<T> & { step?: number; prefix?: string; suffix?: string; scale?: number; minorUnits?: number; thousands?: boolean }) {
  const shown = (value: number) => (minorUnits ? value / minorUnits : Math.round(value * scale * 100) / 100);
  const stored = (typed: number) => (minorUnits ? Math.round(typed * minorUnits) : typed / scale);
  return (
    <Field
      {...props}
      render={({ id, value, onChange, onBlur }) => (
        <InputNumber
          id={id}
          style={{ width: '100%' }}
          {...(step !== undefined ? { step } : {})}
          {...(prefix ? { prefix } : {})}
          {...(suffix ? { suffix } : {})}
          {...(thousands ? { formatter: (v: number | string | undefined) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','), parser: (v: string | undefined) => (v ?? '').replace(/,/g, '') } : {})}
          value={typeof value === 'number' ? shown(value) : null}
          placeholder={props.placeholder}
          onChange={(next) => onChange(typeof next === 'number' ? stored(next) : null)}
          onBlur={onBlur}
        />
      )}
    />
  );
}
