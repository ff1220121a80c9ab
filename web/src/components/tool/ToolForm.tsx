// A tool's form as every tool draws it: a card, antd's vertical layout over the page's own fields
// (disabled while the generation runs) and the one submit button, which says what is happening.
import { Button, Card, Form } from 'antd';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The button's text, and its text while the generation runs. */
  submit: string;
  submitting: string;
  title?: string;
  /** The button as wide as the form (a narrow column). */
  block?: boolean;
  children: ReactNode;
}

export function ToolForm({ label, onSubmit, pending, submit, submitting, title, block, children }: Props) {
  return (
    <Card title={title}>
      <Form layout="vertical" component={false} disabled={pending}>
        <form onSubmit={onSubmit} noValidate aria-label={label}>
          {children}
          <Button type="primary" htmlType="submit" block={block} size="large" disabled={pending} loading={pending}>
            {pending ? submitting : submit}
          </Button>
        </form>
      </Form>
    </Card>
  );
}
