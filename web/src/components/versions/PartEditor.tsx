// The hand-edit form of one part, in its place: built from the part's schema (fieldShape), checked
// with that schema (react-hook-form + zodResolver, the app's form messages), then saved as the
// whole result with only this part changed. The server's field errors land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { partAnswerSchema, resolvePart, toolDefinition, valueAt, withValueAt } from '@growth-suite/shared';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { useParts } from './context.ts';
import { editMessage, fieldShape } from './fieldShape.ts';
import { ShapeField } from './ShapeField.tsx';

type Values = { part: unknown };

export function PartEditor({ path, label }: { path: string; label: string }) {
  const parts = useParts()!;
  const part = useMemo(() => resolvePart(parts.tool, path, parts.results), [parts.tool, path, parts.results]);
  const shape = useMemo(() => (part ? fieldShape(part.schema) : null), [part]);
  const form = useForm<Values>({
    resolver: part ? zodResolver(partAnswerSchema(part), { error: (issue) => editMessage(issue as never) }) : undefined,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { part: part ? structuredClone(valueAt(parts.results, part.segments)) : undefined },
  });
  if (!part || !shape) return <Alert type="error" showIcon title={`${label} cannot be edited`} />;

  async function save({ part: value }: Values) {
    if (!part) return;
    const next = withValueAt(parts.results, part.segments, value) as Record<string, unknown>;
    // The whole result must still be valid (a list's length rules live above the part).
    const whole = toolDefinition(parts.tool).resultSchema.safeParse(next);
    if (!whole.success) {
      form.setError('root', { type: 'schema', message: whole.error.issues[0]?.message ?? 'This change would make the result invalid.' });
      return;
    }
    try {
      await parts.saveEdit(path, next);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors && placeServerErrors(error.fieldErrors, part.segments, form.setError)) return;
      if (error instanceof ApiError && error.status === 409) return; // the stale dialog says it
      parts.failed(error, 'Could not save');
    }
  }

  return (
    <Card size="small" className="part-editor" title={`Edit ${label}`}>
      <Form layout="vertical" component={false} disabled={form.formState.isSubmitting}>
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={`Edit ${label}`}>
          <ShapeField control={form.control} setValue={form.setValue} name="part" label={label} shape={shape} top />
          {form.formState.errors.root && <Alert type="error" showIcon title={form.formState.errors.root.message} style={{ marginBottom: 12 }} />}
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {form.formState.isSubmitting ? 'Saving…' : 'Save'}
            </Button>
            <Button onClick={parts.stopEdit} disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
          </Space>
        </form>
      </Form>
    </Card>
  );
}

/**
 * The server names fields by their path in the whole result (`sequence.1.email.subject`, or with
 * slashes): those inside this part go on their fields; true when any did.
 */
function placeServerErrors(fieldErrors: Record<string, string>, segments: readonly (string | number)[], setError: (name: Path<Values> | 'root', error: { type: string; message: string }) => void): boolean {
  const prefix = segments.map(String);
  let placed = false;
  for (const [key, message] of Object.entries(fieldErrors)) {
    const keyPath = key.split(/[./]/).filter(Boolean);
    if (key === 'results' || keyPath.length < prefix.length || prefix.some((segment, i) => keyPath[i] !== segment)) continue;
    const rest = keyPath.slice(prefix.length);
    setError((rest.length ? `part.${rest.join('.')}` : 'part') as Path<Values>, { type: 'server', message });
    placed = true;
  }
  // Anything the server said about the whole result, shown above the buttons.
  if (!placed) {
    const first = Object.values(fieldErrors)[0];
    if (first) {
      setError('root', { type: 'server', message: first });
      return true;
    }
  }
  return placed;
}
