// What the review screen sends: the reviewed fields as a new client file (POST /api/clients), or the
// ticked ones merged into an existing client (PATCH /api/clients/:id), each time with the call and the
// value as the consultant checked it (DESIGN §11.2).
import { clientValueTexts, statedValue, type ClientCallInput, type ClientCreateRequest, type ClientFields, type ClientUpdateRequest, type Currency, type ReadValue } from '@growth-suite/shared';
import { INTAKE_FIELDS, type ClientIntakeResult, type IntakeField } from '@growth-suite/shared/tools/client-intake';
import { draftOf, readValueOf, type DraftValue } from '../../components/value/value.ts';

/** The review form: each field as the user edits it, whether a merge writes it, and the value. */
export type ReviewValues = ClientFields & { use: Record<IntakeField, boolean>; value: DraftValue };

/**
 * The value the review starts from: the intake's reading (the model's, checked against the call by
 * code), or — for an intake saved before it read one — the app's own reading of the fields and the call.
 */
export function seedValue(results: ClientIntakeResult, transcript: string, currency: Currency): DraftValue {
  if (results.value) return draftOf({ drivers: results.value.drivers, budget: results.value.budget } as ReadValue);
  const field = (key: 'budgetSignals' | 'pains' | 'notes' | 'goals') => results[key]?.value ?? '';
  const read = statedValue(clientValueTexts({ budgetSignals: field('budgetSignals'), pains: field('pains'), notes: field('notes'), goals: field('goals') }, transcript), currency);
  return draftOf({ drivers: read.drivers, budget: read.budget });
}

/** The value to save with the file: none when nothing is stated (a merge then keeps the client's own). */
const valueOf = (value: DraftValue): { value?: ReadValue } => (value.drivers.length > 0 || value.budget ? { value: readValueOf(value) } : {});

/**
 * The form's first values, from the intake's result. A merge writes a field the call stated, never
 * the name unless the user ticks it (the client already has one).
 */
export function reviewValues(results: ClientIntakeResult, value: DraftValue = { drivers: [], budget: null }): ReviewValues {
  const values = Object.fromEntries(INTAKE_FIELDS.map((key) => [key, results[key]?.value ?? ''])) as ClientFields;
  const use = Object.fromEntries(INTAKE_FIELDS.map((key) => [key, key !== 'name' && values[key].trim() !== ''])) as Record<IntakeField, boolean>;
  return { ...values, use, value };
}

/** POST /api/clients: every field that has a value, and the call. */
export function createBody(values: ReviewValues, call: ClientCallInput): Partial<ClientCreateRequest> & { name: string } {
  const fields: Partial<ClientFields> = Object.fromEntries(INTAKE_FIELDS.filter((key) => values[key].trim() !== '').map((key) => [key, values[key].trim()]));
  return { ...fields, name: values.name.trim(), calls: [call], ...valueOf(values.value) };
}

/**
 * PATCH /api/clients/:id: only the ticked fields that have a value (an empty one would clear the
 * client's), and the call added to the client's calls.
 */
export function mergeBody(values: ReviewValues, call: ClientCallInput): ClientUpdateRequest {
  const fields: Partial<ClientFields> = Object.fromEntries(INTAKE_FIELDS.filter((key) => values.use[key] && values[key].trim() !== '').map((key) => [key, values[key].trim()]));
  return { ...fields, addCalls: [call], ...valueOf(values.value) };
}
