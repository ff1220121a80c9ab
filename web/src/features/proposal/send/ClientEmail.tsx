// The client's (optional) e-mail address under her ask or reply (DESIGN §11.2): given once, the
// consultant's answers in her threads are e-mailed there. Remembered in this browser for this link, so
// a later reply on the page starts with it; nothing is kept when storage is off.
import { Input } from 'antd';
import { useState } from 'react';

const keyOf = (token: string) => `sent-email:${token}`;

function read(token: string): string {
  try {
    return window.localStorage.getItem(keyOf(token)) ?? '';
  } catch {
    return '';
  }
}

/** The address field's value, started from the one remembered for this link; `remember` keeps a sent one. */
export function useClientEmail(token: string) {
  const [email, setEmail] = useState(() => (typeof window === 'undefined' ? '' : read(token)));
  const remember = (value: string | undefined) => {
    if (!value) return;
    try {
      window.localStorage.setItem(keyOf(token), value);
    } catch {
      // Storage off (a private window): she types it again next time.
    }
  };
  /** On opening a form: the address remembered meanwhile (another form on the page sent one), unless one is typed. */
  const refresh = () => setEmail((typed) => typed || read(token));
  return { email, setEmail, remember, refresh };
}

export function ClientEmailField({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <div className="sent-email">
      <label htmlFor={id} className="sent-label sent-small">
        Your e-mail <span className="sent-muted">(optional)</span>
      </label>
      <Input
        id={id}
        size="small"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        placeholder="you@example.com"
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <div id={`${id}-error`} className="sent-error" role="alert">
          {error}
        </div>
      ) : (
        <span id={`${id}-hint`} className="sent-muted sent-small sent-email-hint">
          Get the answer by e-mail too.
        </span>
      )}
    </div>
  );
}
