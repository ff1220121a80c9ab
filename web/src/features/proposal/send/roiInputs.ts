// The ROI panel's inputs as the client types them: text, read into the value inputs with the
// request's own schema (ValueInputsSchema), so the limits and messages are the owner's form's. A value
// outside the limits is a field error, never clamped behind the client's back: the fees shown are
// always those of inputs the server would take.
import { priceTiers, type TierQuote, type ValueInputs, type ValueModel } from '@growth-suite/shared';
import { ValueInputsSchema } from '@growth-suite/shared/tools/proposal/send';

export type InputField = keyof ValueInputs;
export const INPUT_FIELDS: readonly InputField[] = ['annualSalary', 'weeklyHours'];

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

export type ReadInputs = { ok: true; inputs: ValueInputs } | { ok: false; errors: InputErrors };

/** The typed values as value inputs, or each field's message. */
export function readInputs(draft: DraftInputs): ReadInputs {
  const parsed = ValueInputsSchema.safeParse({ annualSalary: toNumber(draft.annualSalary), weeklyHours: toNumber(draft.weeklyHours) });
  if (parsed.success) return { ok: true, inputs: parsed.data };
  const errors: InputErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'annualSalary' || field === 'weeklyHours') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The three tiers for what the client typed: the shared pricing function (the server's quote is the
 * same function), never below the floor. While a field is wrong, the last good inputs' tiers stay
 * on screen (marked as such by the panel) rather than figures of a value the server would refuse.
 */
export function quoteFor(model: ValueModel, floor: number, inputs: ValueInputs): TierQuote[] {
  // The sent floor is the consultant's: it wins over a model that would carry another.
  return priceTiers({ ...model, floor }, inputs);
}
