// One figure of a driver or the budget: its label, the box (money in major units with the currency's
// symbol, a margin in percent), and under it what is wrong with it or that the call does not state it.
import { currencySymbol, storedValue, typedValue, type Currency, type DriverField } from '@growth-suite/shared';
import { InputNumber } from 'antd';
import { useContext, useId, useState } from 'react';
import { SubmittedContext } from './submitted.ts';
import { fieldLabel, figureError } from './value.ts';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
/** A figure as written: no pointless decimals (antd pads 15 to "15.0" for a step of 0.5), thousands grouped for money; as typed while typing. */
const written =
  (group: boolean) =>
  (text: number | string | undefined, info: { userTyping: boolean; input: string }) => {
    if (info.userTyping) return info.input;
    const [whole = '', fraction = ''] = `${text ?? ''}`.split('.');
    const digits = fraction.replace(/0+$/, '');
    const shown = group ? whole.replace(THOUSANDS, ',') : whole;
    return digits ? `${shown}.${digits}` : shown;
  };

export function FigureInput({
  field,
  figure,
  onChange,
  currency,
  locale,
  flagged,
  disabled,
}: {
  field: DriverField;
  figure: number | null;
  onChange: (figure: number | null) => void;
  currency: Currency;
  locale: string;
  /** The call does not state this figure and it is not confirmed yet. */
  flagged: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const [left, setLeft] = useState(false);
  const submitted = useContext(SubmittedContext);
  // A figure out of its limits is said at once; a blank one once its box was left or the form sent.
  const error = figure === null && !left && !submitted ? null : figureError(field, figure);
  const noteId = `${id}-note`;
  const money = field.unit === 'money';
  return (
    <div className="value-figure">
      <label htmlFor={id} className="value-figure-label">
        {fieldLabel(field)}
        {money ? ` (${currency})` : ''}
      </label>
      <InputNumber
        id={id}
        style={{ width: '100%' }}
        value={figure === null ? null : typedValue(field, figure, currency)}
        onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? storedValue(field, next, currency) : null)}
        step={field.step}
        min={money ? 0 : undefined}
        formatter={written(money)}
        {...(money ? { prefix: currencySymbol(currency, locale), parser: (text?: string) => (text ?? '').replace(/,/g, '') } : {})}
        {...(field.unit === 'percent' ? { suffix: '%' } : {})}
        status={error ? 'error' : flagged ? 'warning' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || flagged ? noteId : undefined}
        disabled={disabled}
        onBlur={() => setLeft(true)}
      />
      {error ? (
        <div id={noteId} className="value-figure-note value-figure-error" role="alert">
          {error}
        </div>
      ) : flagged ? (
        <div id={noteId} className="value-figure-note value-figure-flag">
          Not found in the call — check it
        </div>
      ) : null}
    </div>
  );
}
