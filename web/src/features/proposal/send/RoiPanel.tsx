// The client's value panel: each value driver the call stated (time saved, revenue gained, cost
// avoided), its inputs as a slider and a box each, and the tiers offered (one to three: those the value
// carries, so a tier may leave or come back as the figures move) as radio cards whose fee, value
// and ROI follow the inputs at once, computed here by the shared pricing function. Plain inputs, not
// antd's Form: this page is phone-first and light. The radios are native, so the arrow keys move the
// choice and Tab leaves the group, as a keyboard user expects.
import { currencySymbol, DRIVER_FIELDS, DRIVER_LABELS, describeBudget, feeTax, fieldOf, formatMoney, typedValue, type Currency, type DriverField, type TaxSettings } from '@growth-suite/shared';
import type { TierQuote, ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import { useId } from 'react';
import { TOTAL_ERROR, type DraftInputs, type InputErrors } from './roiInputs.ts';

/**
 * A slider's end, fixed for the page (so the thumb never runs away while dragged): the whole range of
 * a short scale (hours a week, a percent), else twice the priced value, at least a sensible span.
 */
function sliderMax(field: DriverField, priced: number): number {
  if (field.unit === 'percent') return 100;
  if (field.unit === 'number' && field.max <= 100) return field.max;
  const end = Math.max(field.unit === 'money' ? 1000 : 20, priced * 2);
  return Math.min(field.unit === 'money' ? Number.MAX_SAFE_INTEGER : field.max, Math.ceil(end / field.step) * field.step);
}

export function RoiPanel({
  inputs,
  currency,
  locale,
  draft,
  errors,
  quotes,
  includes,
  chosen,
  accepted,
  stale,
  disabled,
  onInput,
  onChoose,
  tax = null,
}: {
  /** The inputs the proposal was priced with: which drivers there are, and where the sliders end. */
  inputs: ValueInputs;
  currency: Currency;
  locale: string;
  draft: DraftInputs;
  errors: InputErrors;
  quotes: TierQuote[];
  /** Each tier's "what it includes", by tier name. */
  includes: Record<string, string[]>;
  chosen: string | null;
  /** The tier accepted on this version (marked on its card). */
  accepted: string | null;
  /** A field is wrong: the tiers shown are those of the last good inputs. */
  stale: boolean;
  /** Accepted or superseded: the figures are shown, the choice is not open. */
  disabled: boolean;
  onInput: (driver: number, field: string, value: string) => void;
  onChoose: (tier: string) => void;
  /** The tax the fees were sent with: each fee says "excl. VAT" with the tax and total, or "incl. VAT". */
  tax?: TaxSettings | null | undefined;
}) {
  const name = useId();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const symbol = currencySymbol(currency, locale);

  return (
    <section className="sent-card sent-roi" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="sent-h2">
        Your return on investment
      </h2>
      <p className="sent-muted">Move the figures to match your business: the three options update as you go.</p>
      {inputs.drivers.map((driver, i) => (
        <fieldset key={i} className="sent-driver" disabled={disabled}>
          <legend className="sent-legend">{DRIVER_LABELS[driver.kind]}</legend>
          {driver.evidence?.[0] && <p className="sent-muted sent-small sent-evidence">“{driver.evidence[0].quote}”</p>}
          <div className="sent-inputs">
            {DRIVER_FIELDS[driver.kind].map((field) => (
              <NumberInput
                key={field.key}
                field={field}
                max={sliderMax(field, typedValue(field, fieldOf(driver, field.key), currency))}
                prefix={field.unit === 'money' ? symbol : undefined}
                suffix={field.unit === 'percent' ? '%' : undefined}
                hint={driver.kind === 'cost' && field.key === 'amount' ? `a ${driver.period}` : undefined}
                value={draft[i]?.[field.key] ?? ''}
                error={errors[`${i}.${field.key}`]}
                onChange={(value) => onInput(i, field.key, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {errors[TOTAL_ERROR] && (
        <p className="sent-error" role="alert">
          {errors[TOTAL_ERROR]}
        </p>
      )}
      {inputs.budget && (
        <p className="sent-budget" data-testid="sent-budget">
          Your stated budget: <strong>{describeBudget(inputs.budget, currency, locale)}</strong>
        </p>
      )}
      {stale && (
        <p className="sent-note" role="status">
          Showing the options for the last valid figures.
        </p>
      )}
      <fieldset className="sent-tiers" disabled={disabled}>
        <legend className="sent-legend">{disabled ? 'The options' : 'Choose an option'}</legend>
        {quotes.map((quote, i) => {
          const id = `${name}-tier${i}`;
          return (
            <label key={quote.name} htmlFor={id} className={`sent-tier${chosen === quote.name ? ' is-chosen' : ''}`} data-testid="sent-tier">
              <input
                id={id}
                type="radio"
                name={name}
                value={quote.name}
                aria-label={quote.name}
                aria-describedby={`${id}-fee ${id}-tax ${id}-figures`}
                checked={chosen === quote.name}
                onChange={() => onChoose(quote.name)}
              />
              <span className="sent-tier-name">
                {quote.name}
                {disabled && accepted === quote.name && <span className="sent-tag is-accepted">Accepted</span>}
              </span>
              <span id={`${id}-fee`} className="sent-tier-fee" data-testid="sent-tier-fee">
                {money(quote.monthly)}
                <span className="sent-muted"> /month</span>
              </span>
              <TierTax fee={quote.monthly} tax={tax} currency={currency} locale={locale} id={`${id}-tax`} />
              {quote.atFloor && <span className="sent-tag">minimum fee</span>}
              <span id={`${id}-figures`} className="sent-tier-figures">
                Value {money(quote.value)}/month · ROI {quote.roi}%
              </span>
              {(includes[quote.name] ?? []).length > 0 && (
                <ul className="sent-list">
                  {(includes[quote.name] ?? []).map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              )}
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}

function NumberInput({
  field,
  max,
  prefix,
  suffix,
  hint,
  value,
  error,
  onChange,
}: {
  field: DriverField;
  max: number;
  prefix: string | undefined;
  suffix: string | undefined;
  hint: string | undefined;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const min = field.unit === 'percent' ? field.min * 100 : field.unit === 'money' ? 0 : field.min;
  const number = Number(value.replace(/[^\d.eE+-]/g, ''));
  const slider = Number.isFinite(number) ? Math.min(Math.max(number, min), max) : min;
  const label = field.label.charAt(0).toUpperCase() + field.label.slice(1);
  return (
    <div className={`sent-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="sent-label">
        {label}
      </label>
      <div className="sent-field-row">
        <input type="range" min={min} max={max} step={field.step} value={slider} aria-label={`${label} (slider)`} onChange={(event) => onChange(event.target.value)} />
        <span className="sent-box">
          {prefix && <span aria-hidden="true">{prefix}</span>}
          <input
            id={id}
            name={field.key}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help`}
            onChange={(event) => onChange(event.target.value)}
          />
          {suffix && <span aria-hidden="true">{suffix}</span>}
        </span>
      </div>
      <div id={`${id}-help`} className={error ? 'sent-error' : 'sent-muted sent-small'} role={error ? 'alert' : undefined}>
        {error ?? hint ?? ''}
      </div>
    </div>
  );
}

/** The tax line beside a fee ("excl. VAT · VAT 20%: £900 · total £5,400"); nothing when no tax is stated. */
function TierTax({ fee, tax, currency, locale, id }: { fee: number; tax: TaxSettings | null | undefined; currency: Currency; locale: string; id: string }) {
  const { label, detail } = feeTax(fee, tax, currency, locale);
  if (!label) return null;
  return (
    <span id={id} className="sent-tier-tax" data-testid="sent-tier-tax">
      <strong>{label}</strong> · {detail}
    </span>
  );
}
