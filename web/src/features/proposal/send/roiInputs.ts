// The value panel's inputs as the client types them: text, read into the value drivers with the
// limits and messages of the request's own schema (both check with DRIVER_FIELDS). A value outside the
// limits is a field error, never clamped behind the client's back: the fees shown are always those of
// inputs the server would take.
//
// Why not ValueInputsSchema.safeParse here: it brings zod (~26 kB gzip) onto a page a client opens
// on a phone, for a few numbers checked on every keystroke. The check below uses the schema's own
// table, and roiInputs.test.ts holds it to the schema over many values. The accept and change-request
// forms do use their schemas, loaded when first needed (schemas.ts).
import { DRIVER_FIELDS, driverFieldError, fieldOf, storedValue, typedValue, VALUE_TOO_LARGE, withinValueLimit, type Currency, type DriverField } from '@growth-suite/shared';
import { priceTiers, type TierQuote, type ValueInputs, type ValueModel } from '@growth-suite/shared/tools/proposal/pricing';

/** What the client typed, driver by driver and field by field (typed units: major money, percent). */
export type DraftInputs = Record<string, string>[];
/** Messages by `${driver}.${field}`, and the drivers' together under TOTAL_ERROR. */
export type InputErrors = Record<string, string>;
/** Where the message goes when every field is within its limits but together they are not (the schema's refine). */
export const TOTAL_ERROR = 'drivers';

export const fieldsOf = (inputs: ValueInputs, index: number): readonly DriverField[] => DRIVER_FIELDS[inputs.drivers[index]!.kind];

export const draftOf = (inputs: ValueInputs, currency: Currency): DraftInputs =>
  inputs.drivers.map((driver) => Object.fromEntries(DRIVER_FIELDS[driver.kind].map((field) => [field.key, String(typedValue(field, fieldOf(driver, field.key), currency))])));

/** "£120,000", "120 000" and " 120000 " are the same number; an empty box is no number (its own message). */
export function toNumber(text: string): number | undefined {
  const cleaned = text.replace(/[^\d.eE+-]/g, '');
  if (cleaned === '') return undefined;
  return Number(cleaned);
}

export type ReadInputs = { ok: true; inputs: ValueInputs } | { ok: false; errors: InputErrors };

/**
 * The typed values as value inputs (each driver keeps its kind, period and evidence from `base`, the
 * inputs the proposal was priced with; the budget is the client's statement, not moved here), or each
 * field's message.
 */
export function readInputs(draft: DraftInputs, base: ValueInputs, currency: Currency): ReadInputs {
  const errors: InputErrors = {};
  const drivers = base.drivers.map((driver, i) => {
    const next: Record<string, unknown> = { ...driver };
    for (const field of DRIVER_FIELDS[driver.kind]) {
      const typed = toNumber(draft[i]?.[field.key] ?? '');
      const stored = typed === undefined || !Number.isFinite(typed) ? undefined : storedValue(field, typed, currency);
      const error = driverFieldError(field, stored);
      if (error) errors[`${i}.${field.key}`] = error;
      else next[field.key] = stored;
    }
    return next as unknown as typeof driver;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Each field within its limit can still add up past what the pricing takes (the server would refuse it).
  if (!withinValueLimit(drivers)) return { ok: false, errors: { [TOTAL_ERROR]: VALUE_TOO_LARGE } };
  return { ok: true, inputs: { drivers, budget: base.budget ?? null } };
}

/**
 * The tiers offered for these inputs (one to three: those the value carries): the shared pricing
 * function (the server's quote is the same function), never below a tier's floor. While a field is wrong, the panel shows the last good inputs'
 * tiers (and says so) rather than figures of a value the server would refuse.
 */
export function quoteFor(model: ValueModel, floor: number, inputs: ValueInputs, currency: Currency): TierQuote[] {
  // The sent floor is the consultant's: it wins over a model that would carry another.
  return priceTiers({ ...model, floor }, inputs, currency).tiers;
}
