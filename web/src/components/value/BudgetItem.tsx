// The budget the client stated, in the editor: its range and period, the lines it was read from, and
// the same checks as a driver's. Removing it leaves the fees with no budget to sit the middle fee in.
import { DeleteOutlined } from '@ant-design/icons';
import type { Currency } from '@growth-suite/shared';
import { Button, Select } from 'antd';
import { useId } from 'react';
import { PERIOD_OPTIONS } from './DriverItem.tsx';
import { FigureInput } from './FigureInput.tsx';
import { Quotes } from './Quotes.tsx';
import { Trust } from './Trust.tsx';
import { BUDGET_FIELDS, confirmed, figureOf, isFlagged, withFigure, type DraftBudget } from './value.ts';

const LABEL = 'Budget';

export function BudgetItem({ budget, onChange, onRemove, currency, locale, disabled }: { budget: DraftBudget; onChange: (budget: DraftBudget) => void; onRemove: () => void; currency: Currency; locale: string; disabled?: boolean }) {
  const periodId = useId();
  const range = budget.min !== null && budget.max !== null && budget.max < budget.min ? 'The highest budget must be at least the lowest' : null;
  return (
    <section className="value-item" role="group" aria-label={LABEL}>
      <header className="value-item-head">
        <strong>The budget they stated</strong>
        <span className="value-item-actions">
          <Trust item={budget} label={LABEL} onConfirm={() => onChange(confirmed(budget))} disabled={disabled} />
          <Button size="small" type="text" icon={<DeleteOutlined />} onClick={onRemove} aria-label="Remove the budget" disabled={disabled}>
            Remove
          </Button>
        </span>
      </header>
      <Quotes evidence={budget.evidence} label={LABEL} />
      <div className="value-figures">
        {BUDGET_FIELDS.map((field) => (
          <FigureInput
            key={field.key}
            field={field}
            figure={figureOf(budget, field.key)}
            onChange={(figure) => onChange(withFigure(budget, field.key, figure))}
            currency={currency}
            locale={locale}
            flagged={isFlagged(budget, field.key)}
            disabled={disabled}
          />
        ))}
        <div className="value-figure">
          <label htmlFor={periodId} className="value-figure-label">
            Per
          </label>
          <Select id={periodId} style={{ width: '100%' }} value={budget.period} options={PERIOD_OPTIONS} onChange={(period: 'month' | 'year') => onChange({ ...budget, period, confirmed: true })} disabled={disabled} />
        </div>
      </div>
      {range && (
        <div className="value-figure-note value-figure-error" role="alert">
          {range}
        </div>
      )}
    </section>
  );
}
