// One value driver in the editor: what kind it is, the lines of the call it was read from, each figure
// in its box (a flagged one said so), its monthly value by the shared sum, confirm and remove.
import { DeleteOutlined } from '@ant-design/icons';
import { DRIVER_FIELDS, formatMoney, wholeMajor, type Currency } from '@growth-suite/shared';
import { Button, Select } from 'antd';
import { useId } from 'react';
import { FigureInput } from './FigureInput.tsx';
import { Quotes } from './Quotes.tsx';
import { Trust } from './Trust.tsx';
import { confirmed, figureOf, isFlagged, monthlyOf, withFigure, type DraftDriver } from './value.ts';

export const PERIOD_OPTIONS = [
  { value: 'month', label: 'a month' },
  { value: 'year', label: 'a year' },
];

export function DriverItem({
  driver,
  label,
  onChange,
  onRemove,
  currency,
  locale,
  disabled,
}: {
  driver: DraftDriver;
  /** "Time saved", "Time saved 2": its name on the screen and for a screen reader. */
  label: string;
  onChange: (driver: DraftDriver) => void;
  onRemove: () => void;
  currency: Currency;
  locale: string;
  disabled?: boolean;
}) {
  const periodId = useId();
  const monthly = monthlyOf(driver);
  return (
    <section className="value-item" role="group" aria-label={label}>
      <header className="value-item-head">
        <strong>{label}</strong>
        <span className="value-item-actions">
          <Trust item={driver} label={label} onConfirm={() => onChange(confirmed(driver))} disabled={disabled} />
          <Button size="small" type="text" icon={<DeleteOutlined />} onClick={onRemove} aria-label={`Remove ${label}`} disabled={disabled}>
            Remove
          </Button>
        </span>
      </header>
      <Quotes evidence={driver.evidence} label={label} />
      <div className="value-figures">
        {DRIVER_FIELDS[driver.kind].map((field) => (
          <FigureInput
            key={field.key}
            field={field}
            figure={figureOf(driver, field.key)}
            onChange={(figure) => onChange(withFigure(driver, field.key, figure))}
            currency={currency}
            locale={locale}
            flagged={isFlagged(driver, field.key)}
            disabled={disabled}
          />
        ))}
        {driver.kind === 'cost' && (
          <div className="value-figure">
            <label htmlFor={periodId} className="value-figure-label">
              Per
            </label>
            <Select
              id={periodId}
              style={{ width: '100%' }}
              value={driver.period}
              options={PERIOD_OPTIONS}
              onChange={(period: 'month' | 'year') => onChange({ ...driver, period, confirmed: true })}
              disabled={disabled}
            />
          </div>
        )}
      </div>
      <div className="value-monthly" aria-live="polite">
        Worth {monthly === null ? '–' : formatMoney(wholeMajor(monthly, currency), currency, locale)} a month
      </div>
    </section>
  );
}
