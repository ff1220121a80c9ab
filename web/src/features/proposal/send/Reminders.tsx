// The reminders the client gets of an e-mailed proposal (DESIGN §11): the author's switch, when they
// go (from the shared schedule, so the words match what the server does), and the addresses that asked
// for no more from a reminder's own link (the switch cannot send them any again).
import { REMINDERS } from '@growth-suite/shared';
import type { ProposalActivity } from '@growth-suite/shared/tools/proposal/send';
import { Switch, Typography } from 'antd';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { useReminders } from './ownerApi.ts';

const days = (list: number[]) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : String(list[0]));
/** "3 and 7 days after it was e-mailed, and 2 days before its link expires". */
export const SCHEDULE = [
  `${days(REMINDERS.flatMap((r) => ('afterSentDays' in r ? [r.afterSentDays] : [])))} days after it was e-mailed`,
  ...REMINDERS.flatMap((r) => ('beforeExpiryDays' in r ? [`${r.beforeExpiryDays} days before its link expires`] : [])),
].join(', and ');

export function Reminders({ id, reminders }: { id: number; reminders: ProposalActivity['reminders'] }) {
  const toast = useToast();
  const change = useReminders(id);
  const titleId = useId();
  const helpId = useId();
  const enabled = change.isPending && change.variables !== undefined ? change.variables : reminders.enabled;
  return (
    <div style={{ margin: '12px 0' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <Switch
          size="small"
          checked={enabled}
          loading={change.isPending}
          aria-labelledby={titleId}
          aria-describedby={helpId}
          onChange={(on) => change.mutate(on, { onError: (error) => toast.error('The reminders could not be changed', errorMessage(error)) })}
          style={{ marginTop: 3 }}
        />
        <span>
          <span id={titleId}>Remind the client</span>
          <Typography.Text type="secondary" id={helpId} style={{ display: 'block' }}>
            By e-mail, {SCHEDULE}; never once it is accepted, withdrawn or expired.
          </Typography.Text>
        </span>
      </div>
      {reminders.stoppedBy.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', overflowWrap: 'anywhere' }}>
          Asked for no more reminders: {reminders.stoppedBy.join(', ')}
        </Typography.Paragraph>
      )}
    </div>
  );
}
