// One field of the hand-edit form, drawn from its shape: a text (one line, or several when long),
// a number, a choice, a list (its entries, with Add and Remove within the schema's limits), or an
// object (its fields, each labelled). Field errors show as in the app's forms (Field).
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Typography } from 'antd';
import { get, useFormState, useWatch, type Control, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';
import { Field } from '../form/Field.tsx';
import { emptyValue, isLongText, type FieldShape } from './fieldShape.ts';
import { asChoice, asText } from '../form/values.ts';

interface Props<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  name: Path<T>;
  label: string;
  shape: FieldShape;
  /** The part itself: an object's fields stand alone (the card names the part). */
  top?: boolean;
}

export function ShapeField<T extends FieldValues>(props: Props<T>) {
  const { control, name, label, shape, top } = props;
  switch (shape.kind) {
    case 'object':
      return (
        <div className={top ? undefined : 'edit-group'} role={top ? undefined : 'group'} aria-label={top ? undefined : label}>
          {!top && <Typography.Text strong>{label}</Typography.Text>}
          {shape.fields.map((field) => (
            <ShapeField key={field.key} {...props} top={false} name={`${name}.${field.key}` as Path<T>} label={field.label} shape={field.shape} />
          ))}
        </div>
      );
    case 'list':
      return <ListField {...props} shape={shape} />;
    case 'number':
      return (
        <Field
          control={control}
          name={name}
          label={label}
          render={({ id, value, onChange, onBlur }) => (
            <InputNumber
              id={id}
              style={{ width: '100%' }}
              value={typeof value === 'number' ? value : null}
              {...(shape.min !== undefined ? { min: shape.min } : {})}
              {...(shape.max !== undefined ? { max: shape.max } : {})}
              onChange={(next) => onChange(next ?? undefined)}
              onBlur={onBlur}
            />
          )}
        />
      );
    case 'choice':
      return (
        <Field
          control={control}
          name={name}
          label={label}
          render={({ id, value, onChange, onBlur }) => (
            <Select id={id} value={asChoice(value)} options={shape.options.map((option) => ({ value: option, label: option }))} onChange={onChange} onBlur={onBlur} />
          )}
        />
      );
    case 'text':
      return (
        <Field
          control={control}
          name={name}
          label={label}
          render={({ id, value, onChange, onBlur }) =>
            isLongText(shape, value) ? (
              <Input.TextArea id={id} autoSize={{ minRows: 3, maxRows: 14 }} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
            ) : (
              <Input id={id} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
            )
          }
        />
      );
  }
}

/** A list's entries, each its own field (labelled "Objectives 2"), with Add and Remove within the limits. */
function ListField<T extends FieldValues>({ control, setValue, name, label, shape }: Props<T> & { shape: Extract<FieldShape, { kind: 'list' }> }) {
  const items = (useWatch({ control, name }) as unknown[] | undefined) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const listError = error?.message ?? error?.root?.message;
  const change = (next: unknown[]) => setValue(name, next as never, { shouldDirty: true, shouldValidate: isSubmitted });
  const full = shape.max !== undefined && items.length >= shape.max;
  return (
    <fieldset className="edit-list">
      <legend>{label}</legend>
      {items.map((_, i) => (
        <div key={i} className="edit-list-row">
          <div className="edit-list-field">
            <ShapeField control={control} setValue={setValue} name={`${name}.${i}` as Path<T>} label={`${label} ${i + 1}`} shape={shape.item} />
          </div>
          <Button
            type="text"
            icon={<MinusCircleOutlined />}
            aria-label={`Remove ${label} ${i + 1}`}
            disabled={items.length <= shape.min}
            onClick={() => change(items.filter((__, j) => j !== i))}
          />
        </div>
      ))}
      {listError && (
        <Typography.Text type="danger" role="alert">
          {listError}
        </Typography.Text>
      )}
      <div>
        <Button size="small" icon={<PlusOutlined />} disabled={full} onClick={() => change([...items, emptyValue(shape.item)])} aria-label={`Add to ${label}`}>
          Add
        </Button>
        {full && <Typography.Text type="secondary"> At most {shape.max}.</Typography.Text>}
      </div>
    </fieldset>
  );
}
