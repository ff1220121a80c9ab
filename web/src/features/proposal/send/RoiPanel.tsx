// The client's ROI panel: two value inputs (a slider and a box each) and the three tiers as radio
// cards whose fee, value and ROI follow the inputs at once, computed here by the shared pricing
// function. Plain inputs, not antd's Form: this page is phone-first and light. The radios are native,
// so the arrow keys move the choice and Tab leaves the group, as a keyboard user expects.
import { formatCurrency, ROI_LIMITS } from '@growth-suite/shared';
import { type TierQuote } from '@growth-suite/shared/tools/proposal/pricing';
import { useId } from 'react';
import type { DraftInputs, InputErrors, InputField } from './roiInputs.ts';

interface FieldSpec {
  label: string;
  hint: string;
  min: number;
  /** The slider's end (the box takes any value up to the schema's limit). */
  sliderMax: number;
  step: number;
  prefix?: string;
}

export function RoiPanel({
  draft,
  errors,
  quotes,
  includes,
  chosen,
  accepted,
  salaryMax,
  stale,
  disabled,
  onInput,
  onChoose,
}: {
  draft: DraftInputs;
  errors: InputErrors;
  quotes: TierQuote[];
  /** Each tier's "what it includes", by tier name. */
  includes: Record<string, string[]>;
  chosen: string | null;
  /** The tier accepted on this version (marked on its card). */
  accepted: string | null;
  /** The salary slider's end: fixed for the page (from the priced inputs), so the thumb never runs away while dragged. */
  salaryMax: number;
  /** A field is wrong: the tiers shown are those of the last good inputs. */
  stale: boolean;
  /** Accepted or superseded: the figures are shown, the choice is not open. */
  disabled: boolean;
  onInput: (field: InputField, value: string) => void;
  onChoose: (tier: string) => void;
}) {
  const name = useId();
  const fields: Record<InputField, FieldSpec> = {
    annualSalary: {
      label: 'Annual salary of who does the work today',
      hint: 'USD a year',
      min: ROI_LIMITS.annualSalary.min,
      sliderMax: salaryMax,
      step: ROI_LIMITS.annualSalary.step,
      prefix: '$',
    },
    weeklyHours: { label: 'Hours saved a week', hint: `${ROI_LIMITS.weeklyHours.min}–${ROI_LIMITS.weeklyHours.max} hours`, min: ROI_LIMITS.weeklyHours.min, sliderMax: ROI_LIMITS.weeklyHours.max, step: ROI_LIMITS.weeklyHours.step },
  };

  return (
    <section className="sent-card sent-roi" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="sent-h2">
        Your return on investment
      </h2>
      <p className="sent-muted">Move the figures to match your business: the three options update as you go.</p>
      <div className="sent-inputs">
        {(Object.keys(fields) as InputField[]).map((field) => (
          <NumberInput key={field} field={field} spec={fields[field]} value={draft[field]} error={errors[field]} onChange={(value) => onInput(field, value)} />
        ))}
      </div>
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
                aria-describedby={`${id}-fee ${id}-figures`}
                checked={chosen === quote.name}
                onChange={() => onChoose(quote.name)}
              />
              <span className="sent-tier-name">
                {quote.name}
                {disabled && accepted === quote.name && <span className="sent-tag is-accepted">Accepted</span>}
              </span>
              <span id={`${id}-fee`} className="sent-tier-fee" data-testid="sent-tier-fee">
                {formatCurrency(quote.monthly)}
                <span className="sent-muted"> /month</span>
              </span>
              {quote.atFloor && <span className="sent-tag">minimum fee</span>}
              <span id={`${id}-figures`} className="sent-tier-figures">
                Value {formatCurrency(quote.value)}/month · ROI {quote.roi}%
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

function NumberInput({ field, spec, value, error, onChange }: { field: InputField; spec: FieldSpec; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  const number = Number(value.replace(/[$,\s]/g, ''));
  const slider = Number.isFinite(number) ? Math.min(Math.max(number, spec.min), spec.sliderMax) : spec.min;
  return (
    <div className={`sent-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="sent-label">
        {spec.label}
      </label>
      <div className="sent-field-row">
        <input
          type="range"
          min={spec.min}
          max={spec.sliderMax}
          step={spec.step}
          value={slider}
          aria-label={`${spec.label} (slider)`}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="sent-box">
          {spec.prefix && <span aria-hidden="true">{spec.prefix}</span>}
          <input
            id={id}
            name={field}
            inputMode={field === 'weeklyHours' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help`}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
      </div>
      <div id={`${id}-help`} className={error ? 'sent-error' : 'sent-muted sent-small'} role={error ? 'alert' : undefined}>
        {error ?? spec.hint}
      </div>
    </div>
  );
}
