// A part's two actions: "Regenerate" (a dialog with an optional instruction for the AI) and "Edit"
// (the hand-edit form in place). Named with the part's label for assistive technology
// ("Regenerate Email 2"); `compact` shows icons only (a list entry's line), the name stays.
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { DEMO_REDRAFT_NOTE, INSTRUCTION_MAX } from '@growth-suite/shared';
import { Alert, Button, Form, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useMeta } from '../../lib/meta.ts';
import { useParts } from './context.ts';

export function PartActions({ path, label, compact = false }: { path: string; label: string; compact?: boolean }) {
  const parts = useParts();
  const [asking, setAsking] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  // Back from this part's form (saved or cancelled): the keyboard goes on from where it was.
  const back = parts?.closedEdit === path && parts.editing === null;
  useEffect(() => {
    if (back) edit.current?.focus();
  }, [back]);
  if (!parts) return null;
  const disabled = parts.busy || parts.editing !== null;
  const button = (name: string, text: string, icon: React.ReactNode, onClick: () => void, ref?: React.Ref<HTMLButtonElement>) => {
    const element = (
      <Button ref={ref} size="small" type="text" icon={icon} aria-label={`${name} ${label}`} onClick={onClick} disabled={disabled}>
        {compact ? null : text}
      </Button>
    );
    return compact ? <Tooltip title={`${name} ${label}`}>{element}</Tooltip> : element;
  };
  return (
    <Space size={4} wrap className={compact ? 'part-actions part-actions-compact' : 'part-actions'}>
      {button('Regenerate', 'Regenerate', <ReloadOutlined />, () => setAsking(true))}
      {button('Edit', 'Edit', <EditOutlined />, () => parts.startEdit(path), edit)}
      {asking && (
        <RegenerateDialog
          label={label}
          onClose={() => setAsking(false)}
          onRegenerate={(instruction) => {
            setAsking(false);
            parts.regenerate(path, instruction);
          }}
        />
      )}
    </Space>
  );
}

function RegenerateDialog({ label, onClose, onRegenerate }: { label: string; onClose: () => void; onRegenerate: (instruction: string) => void }) {
  const [instruction, setInstruction] = useState('');
  const id = useId();
  const tooLong = instruction.trim().length > INSTRUCTION_MAX;
  // Without a model the demo applies only what code can; it says so here, never in the saved text.
  const demo = useMeta().data?.aiProvider === 'demo';
  return (
    <Modal
      open
      title={`Regenerate ${label}`}
      onCancel={onClose}
      okText="Regenerate"
      onOk={() => !tooLong && onRegenerate(instruction)}
      okButtonProps={{ disabled: tooLong }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Only this part is rewritten; the rest of the result stays as it is.</Typography.Paragraph>
      {demo && <Alert type="info" showIcon title={DEMO_REDRAFT_NOTE} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Instruction (optional)"
          htmlFor={id}
          // Room for the character count under the box.
          style={{ marginBottom: 28 }}
          validateStatus={tooLong ? 'error' : ''}
          help={tooLong ? `Keep the instruction under ${INSTRUCTION_MAX} characters` : undefined}
        >
          <Input.TextArea
            id={id}
            // The dialog is opened for this one field: typing can start at once.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            rows={3}
            value={instruction}
            placeholder="e.g. shorter, and mention the free audit"
            showCount={{ formatter: ({ count }: { count: number }) => `${count} / ${INSTRUCTION_MAX}` }}
            onChange={(event) => setInstruction(event.target.value)}
            onKeyDown={(event) => {
              // Ctrl/Cmd+Enter sends, as in a chat box; Enter alone is a new line.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !tooLong) onRegenerate(instruction);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
