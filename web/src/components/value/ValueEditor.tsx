// The one editor of the value fees are priced from (issue 52): on the intake's review, the client
// file, the pack's confirmation and a saved result's "Edit value". Each driver with its quotes, its
// figures and its monthly value; add, remove, correct, confirm; the budget; the total a month. It holds
// no state of its own (value in, value out), so each screen keeps it in its own form.
import { PlusOutlined } from '@ant-design/icons';
import { DRIVER_KINDS, DRIVER_LABELS, DRIVER_LIMITS, formatMoney, wholeMajor, type Currency } from '@growth-suite/shared';
import { Button, Space, Typography } from 'antd';
import { BudgetItem } from './BudgetItem.tsx';
import { DriverItem } from './DriverItem.tsx';
import { SubmittedContext } from './submitted.ts';
import { blankBudget, blankDriver, toConfirm, totalOf, type DraftValue } from './value.ts';
import './value-editor.css';

/** "Time saved", or "Time saved 2" when there are two of a kind. */
function labels(value: DraftValue): string[] {
  return value.drivers.map((driver, i) => {
    const same = value.drivers.filter((other) => other.kind === driver.kind);
    const n = value.drivers.slice(0, i + 1).filter((other) => other.kind === driver.kind).length;
    return same.length > 1 ? `${DRIVER_LABELS[driver.kind]} ${n}` : DRIVER_LABELS[driver.kind];
  });
}

/** `submitted`: the form around it was sent, so every blank figure is said to be missing. */
export function ValueEditor({
  value,
  onChange,
  currency,
  locale,
  disabled,
  submitted = false,
}: {
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  currency: Currency;
  locale: string;
  disabled?: boolean;
  submitted?: boolean;
}) {
  const names = labels(value);
  const pending = toConfirm(value);
  const setDriver = (i: number, driver: DraftValue['drivers'][number]) => onChange({ ...value, drivers: value.drivers.map((d, j) => (j === i ? driver : d)) });
  return (
    <SubmittedContext value={submitted}>
      <div className="value-editor">
        {pending > 0 && (
          <Typography.Paragraph className="value-pending" role="status">
            {pending === 1 ? 'One of these is' : `${pending} of these are`} not confirmed: check {pending === 1 ? 'it' : 'them'} against the call, correct what is wrong, then confirm. Nothing is priced from them until
            then.
          </Typography.Paragraph>
        )}
        {value.drivers.length === 0 && <Typography.Paragraph type="secondary">No source of value yet: add the time, revenue or cost the work is worth to the client.</Typography.Paragraph>}
        {value.drivers.map((driver, i) => (
          <DriverItem
            key={i}
            driver={driver}
            label={names[i]!}
            onChange={(next) => setDriver(i, next)}
            onRemove={() => onChange({ ...value, drivers: value.drivers.filter((_, j) => j !== i) })}
            currency={currency}
            locale={locale}
            disabled={disabled}
          />
        ))}
        {value.drivers.length < DRIVER_LIMITS.drivers.max && (
          <Space wrap className="value-add">
            {DRIVER_KINDS.map((kind) => (
              <Button key={kind} icon={<PlusOutlined />} onClick={() => onChange({ ...value, drivers: [...value.drivers, blankDriver(kind)] })} disabled={disabled}>
                {`Add ${DRIVER_LABELS[kind].toLowerCase()}`}
              </Button>
            ))}
          </Space>
        )}
        <div className="value-total" aria-live="polite">
          Total value: <strong data-testid="value-total">{formatMoney(wholeMajor(totalOf(value), currency), currency, locale)}</strong> a month
        </div>
        {value.budget ? (
          <BudgetItem budget={value.budget} onChange={(budget) => onChange({ ...value, budget })} onRemove={() => onChange({ ...value, budget: null })} currency={currency} locale={locale} disabled={disabled} />
        ) : (
          <Button icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => onChange({ ...value, budget: blankBudget() })} disabled={disabled}>
            Add the budget they stated
          </Button>
        )}
      </div>
    </SubmittedContext>
  );
}
