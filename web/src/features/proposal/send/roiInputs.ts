// The ROI panel's inputs as the client types them: text, read into the value inputs with the limits
// (ROI_LIMITS) and messages of the request's own schema (ValueInputsSchema). A value outside the
// limits is a field error, never clamped behind the client's back: the fees shown are always those of
// inputs the server would take.
//
// Why not ValueInputsSchema.safeParse here: it brings zod (~26 kB gzip) onto a page a client opens
// on a phone, for two numbers checked on every keystroke. The check below is the schema's, bound for
// bound and message for message, and roiInputs.test.ts holds it to the schema over many values. The
// accept and change-request forms do use their schemas, loaded when first needed (schemas.ts).
import { formatCurrency, ROI_LIMITS } from '@growth-suite/shared';
import { priceTiers, type TierQuote, type ValueInputs, type ValueModel } from '@growth-suite/shared/tools/proposal/pricing';

export type InputField = keyof ValueInputs;

/** What the client typed, field by field. */
export type DraftInputs = Record<InputField, string>;
export type InputErrors = Partial<Record<InputField, string>>;

export const draftOf = (inputs: ValueInputs): DraftInputs => ({ annualSalary: String(inputs.annualSalary), weeklyHours: String(inputs.weeklyHours) });

/** "$120,000" and " 120000 " are the same number; an empty box is no number (its own message). */
export function toNumber(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  return Number(cleaned);
}

const BOUNDS: Record<InputField, { label: string; min: number; max: number; format: (n: number) => string }> = {
  annualSalary: { label: 'annual salary', ...ROI_LIMITS.annualSalary, format: formatCurrency },
  weeklyHours: { label: 'hours saved a week', ...ROI_LIMITS.weeklyHours, format: String },
};

/** One field's message, or null when the value is one the schema takes. */
export function fieldError(field: InputField, value: number | undefined): string | null {
  const { label, min, max, format } = BOUNDS[field];
  if (value === undefined || !Number.isFinite(value)) return `Please enter the ${label}`;
  if (value < min) return `The ${label} must be at least ${format(min)}`;
  if (value > max) return `The ${label} must be at most ${format(max)}`;
  return null;
}

export type ReadInputs = { ok: true; inputs: ValueInputs } | { ok: false; errors: InputErrors };

/** The typed values as value inputs, or each field's message. */
export function readInputs(draft: DraftInputs): ReadInputs {
  const annualSalary = toNumber(draft.annualSalary);
  const weeklyHours = toNumber(draft.weeklyHours);
  const errors: InputErrors = {};
  const salaryError = fieldError('annualSalary', annualSalary);
  const hoursError = fieldError('weeklyHours', weeklyHours);
  if (salaryError) errors.annualSalary = salaryError;
  if (hoursError) errors.weeklyHours = hoursError;
  if (salaryError || hoursError || annualSalary === undefined || weeklyHours === undefined) return { ok: false, errors };
  return { ok: true, inputs: { annualSalary, weeklyHours } };
}

/**
 * The three tiers for these inputs: the shared pricing function (the server's quote is the same
 * function), never below the floor. While a field is wrong, the panel shows the last good inputs'
 * tiers (and says so) rather than figures of a value the server would refuse.
 */
export function quoteFor(model: ValueModel, floor: number, inputs: ValueInputs): TierQuote[] {
  // The sent floor is the consultant's: it wins over a model that would carry another.
  return priceTiers({ ...model, floor }, inputs);
}
