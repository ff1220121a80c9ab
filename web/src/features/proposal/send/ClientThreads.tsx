// The client's own threads under a section of their page (DESIGN §11.1): what they asked, the
// consultant's replies and theirs, the state the consultant set (answered in version N, declined),
// and a reply box. Plain elements and the page's own classes: the page stays light.
import { INSTRUCTION_MAX } from '@growth-suite/shared';
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { loadSchemas } from './schemas.ts';
import { useReply } from './sentApi.ts';
import { ClientEmailField, useClientEmail } from './ClientEmail.tsx';
import { LocalDateTime } from '../../../components/time/LocalDateTime.tsx';

type Thread = SentProposal['threads'][number];

export function stateText(thread: Pick<Thread, 'state' | 'answeredInVersion'>): string {
  if (thread.state === 'answered') return thread.answeredInVersion ? `Answered in version ${thread.answeredInVersion}` : 'Answered';
  return thread.state === 'declined' ? 'Declined' : 'Open';
}

export function ClientThreads({ token, threads, firmName, locale }: { token: string; threads: Thread[]; firmName: string; locale: string }) {
  if (threads.length === 0) return null;
  // Oldest first under a section: a conversation reads down.
  const ordered = [...threads].sort((a, b) => a.id - b.id);
  return (
    <div className="sent-threads">
      {ordered.map((thread) => (
        <ClientThread key={thread.id} token={token} thread={thread} firmName={firmName} locale={locale} />
      ))}
    </div>
  );
}

function ClientThread({ token, thread, firmName, locale }: { token: string; thread: Thread; firmName: string; locale: string }) {
  const who = firmName || 'Consultant';
  return (
    <article className="sent-thread" aria-label={`Your ${thread.kind === 'question' ? 'question' : 'change request'} on ${thread.label}`} data-testid="sent-thread">
      <p className="sent-thread-head">
        <span className="sent-tag">{thread.kind === 'question' ? 'Question' : 'Change request'}</span>{' '}
        <span className={`sent-tag sent-state-${thread.state}`}>{stateText(thread)}</span>
      </p>
      <ol className="sent-messages">
        <li className="sent-message sent-message-client">
          <span className="sent-message-who">
            You <span className="sent-muted sent-small">· <LocalDateTime value={thread.createdAt} locale={locale} /> · on version {thread.version}</span>
          </span>
          <span className="sent-text">{thread.comment}</span>
        </li>
        {thread.replies.map((reply) => (
          <li key={reply.id} className={`sent-message sent-message-${reply.author}`}>
            <span className="sent-message-who">
              {reply.author === 'client' ? 'You' : who} <span className="sent-muted sent-small">· <LocalDateTime value={reply.createdAt} locale={locale} /></span>
            </span>
            <span className="sent-text">{reply.text}</span>
          </li>
        ))}
      </ol>
      <ReplyBox token={token} thread={thread} />
    </article>
  );
}

function ReplyBox({ token, thread }: { token: string; thread: Thread }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const address = useClientEmail(token);
  const reply = useReply(token, thread.id);
  const id = useId();

  if (!open) {
    return (
      <Button size="small" className="sent-ask" aria-label={`Reply about ${thread.label}`} onClick={() => {
          address.refresh();
          setOpen(true);
        }}
      >
        Reply
      </Button>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { ClientReplyRequestSchema } = await loadSchemas();
    const parsed = ClientReplyRequestSchema.safeParse({ text, email: address.email });
    const issue = (field: string) => (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);
    setError(issue('text') ?? null);
    setEmailError(issue('email') ?? null);
    if (!parsed.success) return;
    try {
      await reply.mutateAsync(parsed.data);
      address.remember(parsed.data.email);
      setText('');
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors?.email) setEmailError(failure.fieldErrors.email);
      else setError(failure instanceof ApiError && failure.fieldErrors?.text ? failure.fieldErrors.text : errorMessage(failure));
    }
  }

  return (
    <form className="sent-ask-form" onSubmit={(event) => void submit(event)} aria-label={`Reply about ${thread.label}`} noValidate>
      <label htmlFor={id} className="sent-label">
        Your reply
      </label>
      <Input.TextArea
        id={id}
        // Opened for this one field: typing can start at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        rows={2}
        value={text}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        showCount={{ formatter: ({ count }: { count: number }) => `${count} / ${INSTRUCTION_MAX}` }}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <div id={`${id}-error`} className="sent-error" role="alert">
          {error}
        </div>
      )}
      <ClientEmailField id={`${id}-email`} value={address.email} onChange={address.setEmail} error={emailError} />
      <div className="sent-actions">
        <Button type="primary" htmlType="submit" loading={reply.isPending} disabled={reply.isPending}>
          Send reply
        </Button>
        <Button onClick={() => setOpen(false)} disabled={reply.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
