// Accepting one tier: typed full name, e-mail and consent, checked with the accept request's own
// schema (the server's messages), then POST accept. The button is disabled while it runs and a
// second submit in the same moment sends nothing (a ref, not state: two clicks in one tick both see
// it); the server answers a repeat with the same acceptance anyway. With the acceptance goes the hash of the
// terms the page showed (the server keeps it once it matches the send's), and the consent names them.
import type { AcceptRequest } from '@growth-suite/shared/tools/proposal/send';
import { type ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input } from 'antd';
import { useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { loadSchemas } from './schemas.ts';
import { sentKey, useAccept } from './sentApi.ts';

type Field = 'tier' | 'inputs' | 'fullName' | 'email' | 'consent' | 'termsHash';
type Errors = Partial<Record<Field, string>>;

export function AcceptForm({
  token,
  tier,
  monthly,
  money,
  inputs,
  firmName,
  termsHash,
}: {
  token: string;
  tier: string | null;
  /** The chosen tier's fee at the client's figures (what the panel shows). */
  monthly: number | null;
  /** A fee in the proposal's currency and locale. */
  money: (minor: number) => string;
  inputs: ValueInputs | null;
  firmName: string;
  /** The SHA-256 of the terms the page shows, sent back with the acceptance; null: the send names no terms. */
  termsHash: string | null;
}) {
  const id = useId();
  const client = useQueryClient();
  const accept = useAccept(token);
  const sending = useRef(false);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      const { AcceptRequestSchema } = await loadSchemas();
      const parsed = AcceptRequestSchema.safeParse({ tier: tier ?? undefined, inputs: inputs ?? undefined, fullName, email, consent: consent || undefined, ...(termsHash ? { termsHash } : {}) });
      if (!parsed.success) {
        const next: Errors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as Field;
          next[field] ??= field === 'inputs' ? 'Please correct the figures above' : issue.message;
        }
        setErrors(next);
        setFailure(null);
        return;
      }
      setErrors({});
      setFailure(null);
      await accept.mutateAsync(parsed.data satisfies AcceptRequest);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        setErrors(fromServer(error.fieldErrors));
      } else {
        setFailure(errorMessage(error));
        // 409: a newer version was sent, or another was accepted: the page shows what is true now.
        if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: sentKey(token) });
      }
    } finally {
      sending.current = false;
    }
  }

  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {});
  const message = (field: Field) =>
    errors[field] ? (
      <div id={`${id}-${field}-error`} className="sent-error">
        {errors[field]}
      </div>
    ) : null;

  return (
    <section className="sent-card sent-accept" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sent-h2">
        Accept the proposal
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Accept the proposal">
        <p className="sent-muted" aria-live="polite">
          {tier ? (
            <>
              You are accepting <strong>{tier}</strong>
              {monthly !== null && <> at {money(monthly)} a month</>}.
            </>
          ) : (
            'Choose one of the options above first.'
          )}
        </p>
        {message('tier')}
        {message('inputs')}
        <div className="sent-field">
          <label htmlFor={`${id}-name`} className="sent-label">
            Full name
          </label>
          <Input id={`${id}-name`} autoComplete="name" value={fullName} status={errors.fullName ? 'error' : undefined} onChange={(e) => setFullName(e.target.value)} {...described('fullName')} />
          {message('fullName')}
        </div>
        <div className="sent-field">
          <label htmlFor={`${id}-email`} className="sent-label">
            E-mail
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            status={errors.email ? 'error' : undefined}
            onChange={(e) => setEmail(e.target.value)}
            {...described('email')}
          />
          {message('email')}
        </div>
        <div className="sent-field">
          <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} {...described('consent')}>
            I accept this proposal{firmName ? ` from ${firmName}` : ''}
            {termsHash ? ' and its terms' : ''}, and agree that my name, e-mail and the time are recorded with it.
          </Checkbox>
          {message('consent')}
          {message('termsHash')}
        </div>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" size="large" block loading={accept.isPending} disabled={accept.isPending}>
          Accept{tier ? ` ${tier}` : ''}
        </Button>
      </form>
    </section>
  );
}

/** The server's field errors by their first key ("inputs.weeklyHours" → the figures). */
function fromServer(fieldErrors: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const [key, text] of Object.entries(fieldErrors)) {
    const field = key.split('.')[0] as Field;
    errors[field] ??= field === 'inputs' ? 'Please correct the figures above' : text;
  }
  return errors;
}
