// One client thread on the owner's Activity (DESIGN §11.1): the client's words and the replies (who,
// when), a reply box (the client reads it on their page), "Redraft with AI" with the owner's own
// optional instruction added after the client's words, and the state, which only the owner sets:
// "Mark answered in version N" (the current version unless another is chosen), "Decline", or "Reopen".
import { CheckOutlined, RobotOutlined, SendOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { INSTRUCTION_MAX } from '@growth-suite/shared';
import type { ChangeRequestRecord } from '@growth-suite/shared/tools/proposal/send';
import { Alert, Button, Input, Select, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useOwnerReply, useThreadState } from './ownerApi.ts';
import './owner-thread.css';
import { useDateFormat } from '../../../lib/dates.ts';

const stateTag = (thread: ChangeRequestRecord) =>
  thread.state === 'answered' ? (
    <Tag color="green">Answered in version {thread.answeredInVersion}</Tag>
  ) : thread.state === 'declined' ? (
    <Tag>Declined</Tag>
  ) : (
    <Tag color="orange">Open</Tag>
  );

export function OwnerThread({
  id,
  thread,
  currentVersion,
  busy,
  redrafting,
  onRedraft,
  isNew = false,
}: {
  id: number;
  thread: ChangeRequestRecord;
  /** Came (or the client replied in it) after the reader last opened the proposal. */
  isNew?: boolean;
  /** The proposal's current version: what "Mark answered" names unless another is chosen. */
  currentVersion: number;
  busy: boolean;
  redrafting: boolean;
  /** Resolves true once the section is redrafted: the instruction box is then emptied (kept on a failure). */
  onRedraft: (thread: ChangeRequestRecord, addition: string) => Promise<boolean>;
}) {
  const when = useDateFormat();
  const [text, setText] = useState('');
  const [addition, setAddition] = useState('');
  const [version, setVersion] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reply = useOwnerReply(id, thread.id);
  const state = useThreadState(id, thread.id);
  const fieldId = useId();
  const chosen = version ?? currentVersion;
  const versions = Array.from({ length: currentVersion }, (_, i) => currentVersion - i);

  async function sendReply(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError('Please write a reply');
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync(text.trim());
      setText('');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fieldErrors?.text ? failure.fieldErrors.text : errorMessage(failure));
    }
  }

  async function setState(body: { state: 'open' | 'answered' | 'declined'; answeredInVersion?: number }) {
    setError(null);
    try {
      await state.mutateAsync(body);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    // `thread-<id>`: the dashboard's "Waiting on you" links here.
    <article id={`thread-${thread.id}`} className="owner-thread" aria-label={`${thread.kind === 'question' ? 'Question' : 'Change request'} on ${thread.label}`} data-testid="owner-thread">
      <Space wrap size={[8, 4]}>
        <Typography.Text strong>{thread.label}</Typography.Text>
        {isNew && <Tag color="orange">New</Tag>}
        <Tag color={thread.kind === 'question' ? 'blue' : 'purple'}>{thread.kind === 'question' ? 'Question' : 'Change'}</Tag>
        {stateTag(thread)}
      </Space>
      <ol className="owner-thread-messages" aria-label="Conversation">
        <li className="owner-thread-message owner-thread-client">
          <Typography.Text type="secondary" className="owner-thread-who">
            Client · {when(thread.createdAt)} · on version {thread.version}
          </Typography.Text>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>“{thread.comment}”</Typography.Paragraph>
        </li>
        {thread.replies.map((r) => (
          <li key={r.id} className={`owner-thread-message owner-thread-${r.author}`}>
            <Typography.Text type="secondary" className="owner-thread-who">
              {r.author === 'client' ? 'Client' : 'You'} · {when(r.createdAt)}
            </Typography.Text>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{r.text}</Typography.Paragraph>
          </li>
        ))}
      </ol>

      <form onSubmit={(event) => void sendReply(event)} aria-label={`Reply to the client about ${thread.label}`} noValidate className="owner-thread-row">
        <label htmlFor={`${fieldId}-reply`} className="owner-thread-label">
          Reply to the client
        </label>
        <Input.TextArea
          id={`${fieldId}-reply`}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={INSTRUCTION_MAX}
          value={text}
          placeholder="Your answer, shown on the client’s page"
          status={error && !text.trim() ? 'error' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button htmlType="submit" icon={<SendOutlined />} loading={reply.isPending} disabled={reply.isPending}>
          Send reply
        </Button>
      </form>

      <div className="owner-thread-row" role="group" aria-label={`Redraft ${thread.label}`}>
        <label htmlFor={`${fieldId}-ai`} className="owner-thread-label">
          Your instruction for the AI (optional, added after the client’s words)
        </label>
        <Input
          id={`${fieldId}-ai`}
          maxLength={INSTRUCTION_MAX}
          value={addition}
          placeholder="e.g. Keep the price unchanged"
          onChange={(event) => setAddition(event.target.value)}
        />
        <Button icon={<RobotOutlined />} loading={redrafting} disabled={busy} aria-label={`Redraft ${thread.label} with AI`} onClick={() => void onRedraft(thread, addition).then((done) => done && setAddition(''))}>
          Redraft with AI
        </Button>
      </div>

      <div className="owner-thread-row owner-thread-state" role="group" aria-label={`State of the request on ${thread.label}`}>
        <Select
          aria-label="Version that answers it"
          size="middle"
          value={chosen}
          onChange={(value: number) => setVersion(value)}
          options={versions.map((n) => ({ value: n, label: n === currentVersion ? `Version ${n} (current)` : `Version ${n}` }))}
          style={{ minWidth: 170 }}
        />
        <Button icon={<CheckOutlined />} loading={state.isPending && state.variables?.state === 'answered'} disabled={state.isPending} onClick={() => void setState({ state: 'answered', answeredInVersion: chosen })}>
          Mark answered in version {chosen}
        </Button>
        {thread.state === 'open' ? (
          <Button icon={<StopOutlined />} loading={state.isPending && state.variables?.state === 'declined'} disabled={state.isPending} onClick={() => void setState({ state: 'declined' })}>
            Decline
          </Button>
        ) : (
          <Button icon={<UndoOutlined />} loading={state.isPending && state.variables?.state === 'open'} disabled={state.isPending} onClick={() => void setState({ state: 'open' })}>
            Reopen
          </Button>
        )}
      </div>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 8 }} />}
    </article>
  );
}
