// How far a driver or the budget can be trusted, said beside it: confirmed by the consultant, found in
// the call by the app, or to check — with the one action that settles it.
import { CheckOutlined } from '@ant-design/icons';
import type { Checked } from '@growth-suite/shared';
import { Button, Tag } from 'antd';

// Its tags say a state, never an action: a form disabled while it sends must not grey them out (contrast).
export function Trust({ item, label, onConfirm, disabled }: { item: Checked; label: string; onConfirm: () => void; disabled?: boolean }) {
  if (item.confirmed) return <Tag color="green" disabled={false}>Confirmed</Tag>;
  if (item.verified) return <Tag color="blue" disabled={false}>Found in the call</Tag>;
  const noQuote = (item.flagged ?? []).includes('evidence') || (item.evidence ?? []).length === 0;
  return (
    <span className="value-trust">
      <Tag color="orange" disabled={false}>{noQuote ? 'Not in the call' : 'To check'}</Tag>
      <Button size="small" icon={<CheckOutlined />} onClick={onConfirm} aria-label={`Confirm ${label}`} disabled={disabled}>
        Confirm
      </Button>
    </span>
  );
}
