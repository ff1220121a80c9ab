// "Ask for a change" under one section of the client's page: a small form (what to change, or a
// question) sent to the consultant, who answers in the thread and may redraft that section for a new
// version. Once the proposal is accepted only a question may be asked ("Ask a question").
import { INSTRUCTION_MAX } from '@growth-suite/shared';
import { Button, Input, Radio } from 'antd';
import { useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { loadSchemas } from './schemas.ts';
import { useChangeRequest } from './sentApi.ts';
import { ClientEmailField, useClientEmail } from './ClientEmail.tsx';

export type AskKind = 'change' | 'question';

export function AskChange({ token, path, label, firmName, kinds = ['change', 'question'] }: { token: string; path: string; label: string; firmName: string; kinds?: readonly AskKind[] }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [picked, setKind] = useState<AskKind>(kinds[0] ?? 'change');
  // The kinds narrow once the proposal is accepted (the page stays mounted): never send one no longer offered.
  const kind = kinds.includes(picked) ? picked : (kinds[0] ?? 'question');
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const address = useClientEmail(token);
  const send = useChangeRequest(token);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const onlyQuestions = !kinds.includes('change');

  if (send.isSuccess) {
    return (
      <p className="sent-sent" role="status">
        Sent — {firmName || 'the sender'} will get back to you.
      </p>
    );
  }
  if (!open) {
    const text = onlyQuestions ? 'Ask a question' : 'Ask for a change';
    return (
      <Button ref={opener} size="small" className="sent-ask" aria-label={onlyQuestions ? `Ask a question about ${label}` : `Ask for a change to ${label}`} onClick={() => {
          address.refresh();
          setOpen(true);
        }}
      >
        {text}
      </Button>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { ChangeRequestSchema } = await loadSchemas();
    const parsed = ChangeRequestSchema.shape.comment.safeParse(comment);
    const email = ChangeRequestSchema.shape.email.safeParse(address.email);
    setError(parsed.success ? null : kind === 'question' ? 'Please write your question' : (parsed.error.issues[0]?.message ?? 'Please say what you would like changed'));
    setEmailError(email.success ? null : (email.error.issues[0]?.message ?? 'Please enter a valid email address'));
    if (!parsed.success || !email.success) return;
    try {
      await send.mutateAsync({ path, comment: parsed.data, kind, ...(email.data ? { email: email.data } : {}) });
      address.remember(email.data);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors?.email) setEmailError(failure.fieldErrors.email);
      else setError(failure instanceof ApiError && failure.fieldErrors ? (failure.fieldErrors.comment ?? failure.fieldErrors.path ?? errorMessage(failure)) : errorMessage(failure));
    }
  }

  const formName = onlyQuestions ? `Ask a question about ${label}` : `Ask for a change to ${label}`;
  return (
    <form className="sent-ask-form" onSubmit={(event) => void submit(event)} aria-label={formName} noValidate>
      {kinds.length > 1 && (
        <Radio.Group
          className="sent-ask-kind"
          aria-label="Change or question"
          size="small"
          optionType="button"
          value={kind}
          onChange={(event) => setKind(event.target.value as AskKind)}
          options={[
            { value: 'change', label: 'A change' },
            { value: 'question', label: 'A question' },
          ]}
        />
      )}
      <label htmlFor={id} className="sent-label">
        {kind === 'question' ? `Your question about ${label}` : `What would you like changed in ${label}?`}
      </label>
      <Input.TextArea
        id={id}
        // Opened for this one field: typing can start at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        rows={3}
        value={comment}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={kind === 'question' ? 'e.g. Who on our side is needed in phase 1?' : 'e.g. Can phase 2 start in May?'}
        // CHANGE_REQUEST_MAX is the instruction's limit (the request becomes the redraft's instruction);
        // read from constants here, as the contract's module would bring zod onto the page.
        showCount={{ formatter: ({ count }: { count: number }) => `${count} / ${INSTRUCTION_MAX}` }}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && (
        <div id={`${id}-error`} className="sent-error" role="alert">
          {error}
        </div>
      )}
      <ClientEmailField id={`${id}-email`} value={address.email} onChange={address.setEmail} error={emailError} />
      <div className="sent-actions">
        <Button type="primary" htmlType="submit" loading={send.isPending} disabled={send.isPending}>
          {kind === 'question' ? 'Send question' : 'Send request'}
        </Button>
        <Button
          onClick={() => {
            setOpen(false);
            setError(null);
            setEmailError(null);
          }}
          disabled={send.isPending}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
