// Add New Setting and Edit Setting dialogs (spec §2, §5). When editing, the value box becomes a
// large textarea for `_content` keys and for values over 100 characters.
import { zodResolver } from '@hookform/resolvers/zod';
import { SETTING_CATEGORIES, SettingCreateRequestSchema, SettingUpdateRequestSchema, type Setting, type SettingCategory } from '@growth-suite/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Field } from '../../components/form/Field.tsx';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useCreateSetting, useUpdateSetting } from './api.ts';
import { asChoice, asText } from '../../components/form/values.ts';

interface Values {
  key: string;
  value: string;
  description: string | null;
  category: SettingCategory;
}

export const usesLargeEditor = (key: string, value: string) => key.includes('_content') || value.length > 100;

const label = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

export function SettingFormModal(props: { open: boolean; setting: Setting | null; category: SettingCategory; onClose: () => void }) {
  const editing = props.setting;
  const create = useCreateSetting();
  const update = useUpdateSetting();
  const toast = useToast();
  const resolver = zodResolver(editing ? SettingUpdateRequestSchema : SettingCreateRequestSchema) as unknown as Resolver<Values, unknown, Values>;
  const { control, handleSubmit, reset, setError } = useForm<Values, unknown, Values>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  useEffect(() => {
    if (props.open) {
      reset(
        // Editing sends only the value: the update schema refuses any other field.
        editing ? ({ value: editing.value } as Values) : { key: '', value: '', description: '', category: props.category },
      );
    }
  }, [props.open, editing, props.category, reset]);

  const pending = create.isPending || update.isPending;
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (editing) {
        await update.mutateAsync({ key: editing.key, value: values.value });
        toast.success('Setting updated', editing.key);
      } else {
        await create.mutateAsync({ key: values.key, value: values.value, description: values.description || null, category: values.category });
        toast.success('Setting created', values.key);
      }
      props.onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['key', 'value', 'description', 'category']);
      toast.error(editing ? 'Failed to update setting' : 'Failed to create setting', errorMessage(error));
    }
  });

  const large = editing ? usesLargeEditor(editing.key, editing.value) : false;

  return (
    <Modal
      open={props.open}
      title={editing ? `Edit ${editing.key}` : 'Add New Setting'}
      width={large ? 800 : 520}
      okText={pending ? 'Saving...' : editing ? 'Save' : 'Create'}
      okButtonProps={{ loading: pending, htmlType: 'submit', form: 'setting-form' }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <form id="setting-form" onSubmit={onSubmit} noValidate>
          {!editing && (
            <Field
              control={control}
              name="key"
              label="Key"
              render={({ id, value, onChange, onBlur }) => (
                <Input id={id} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder="e.g. SUPPORT_EMAIL" />
              )}
            />
          )}
          <Field
            control={control}
            name="value"
            label="Value"
            render={({ id, value, onChange, onBlur }) =>
              large ? (
                <Input.TextArea id={id} rows={16} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
              ) : (
                <Input.TextArea id={id} autoSize={{ minRows: 1, maxRows: 6 }} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
              )
            }
          />
          {!editing && (
            <>
              <Field
                control={control}
                name="description"
                label="Description (optional)"
                render={({ id, value, onChange, onBlur }) => (
                  <Input id={id} value={asText(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
                )}
              />
              <Field
                control={control}
                name="category"
                label="Category"
                render={({ id, value, onChange }) => (
                  <Select id={id} value={asChoice(value)} onChange={onChange} options={SETTING_CATEGORIES.map((c) => ({ value: c, label: label(c) }))} />
                )}
              />
            </>
          )}
        </form>
      </Form>
    </Modal>
  );
}
