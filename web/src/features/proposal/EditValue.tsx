// "Edit value" on a saved proposal (DESIGN §11.2, issue 52): the value its fees were priced from, in
// the one value editor (the version's own value when it was edited before, else the request's); saving re-prices it by code as a new version (no model call) and the
// Investment shows the new fees. A change made from an old version, or to an accepted one, is refused
// (409): said plainly, with Reload.
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatMoney, isCurrency, type ReadValue } from '@growth-suite/shared';
import { investmentOf } from '@growth-suite/shared/tools/proposal/money';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { ValueDrawer } from '../../components/value/ValueDrawer.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { isAcceptedVersion, useEditValue, useReloadItem } from '../../lib/versions/api.ts';

/** What of the saved request the editor starts from. */
export interface ValueRequest {
  valueInputs?: { drivers?: ReadValue['drivers']; budget?: ReadValue['budget'] | undefined };
  currency?: string;
  locale?: string;
}

/** `results`: the version shown, whose own value (an earlier edit's) wins over the request's. */
export function EditValue({ id, version, request, results }: { id: number; version: number; request: ValueRequest; results: ProposalResult }) {
  const [open, setOpen] = useState(false);
  const edit = useEditValue('proposal', id);
  const reload = useReloadItem('proposal', id);
  const toast = useToast();
  const investment = investmentOf(results);
  const currency = isCurrency(investment.currency) ? investment.currency : isCurrency(request.currency) ? request.currency : 'USD';
  const locale = investment.locale || request.locale || 'en-US';
  const inputs = investment.inputs ?? request.valueInputs;
  const value: ReadValue = { drivers: inputs?.drivers ?? [], budget: inputs?.budget ?? null };

  const save = (confirmed: ReadValue) =>
    edit.mutate(
      { ...confirmed, baseVersion: version },
      {
        onSuccess: (answer) => {
          setOpen(false);
          const investment = investmentOf(answer.results as ProposalResult);
          const fees = investment.tiers.map((tier) => formatMoney(tier.monthly, investment.currency, investment.locale)).join(', ');
          toast.success(`Version ${answer.version}: re-priced`, `The fees are now ${fees} a month.`);
        },
      },
    );

  const conflict = edit.error instanceof ApiError && edit.error.status === 409;
  const problem = edit.error ? (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={
        conflict
          ? isAcceptedVersion(edit.error)
            ? 'The client accepted this version: its fees cannot change.'
            : 'This proposal changed since you opened it (another version was made).'
          : 'The value was not saved'
      }
      description={conflict ? 'Reload to see it as it is now, then edit the value again.' : errorMessage(edit.error)}
      action={
        conflict ? (
          <Button
            size="small"
            icon={<ReloadOutlined />}
            onClick={() => {
              edit.reset();
              setOpen(false);
              void reload();
            }}
          >
            Reload
          </Button>
        ) : undefined
      }
    />
  ) : null;

  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)}>
        Edit value
      </Button>
      <ValueDrawer
        open={open}
        title="Edit the value"
        why="The fees are priced from this value. Correct it and save: the proposal is re-priced as a new version, with no AI call; its words stay as they are."
        value={value}
        currency={currency}
        locale={locale}
        submit="Save and re-price"
        busy={edit.isPending}
        error={problem}
        onSubmit={save}
        onClose={() => {
          edit.reset();
          setOpen(false);
        }}
      />
    </>
  );
}
