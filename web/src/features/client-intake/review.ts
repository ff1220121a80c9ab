// What the review screen sends: the reviewed fields as a new client file (POST /api/clients), or the
// ticked ones merged into an existing client (PATCH /api/clients/:id), each time with the call.
import type { ClientCallInput, ClientCreateRequest, ClientFields, ClientUpdateRequest } from '@growth-suite/shared';
import { INTAKE_FIELDS, type ClientIntakeResult, type IntakeField } from '@growth-suite/shared/tools/client-intake';

/** The review form: each field as the user edits it, and whether a merge writes it. */
export type ReviewValues = ClientFields & { use: Record<IntakeField, boolean> };

/**
 * The form's first values, from the intake's result. A merge writes a field the call stated, never
 * the name unless the user ticks it (the client already has one).
 */
export function reviewValues(results: ClientIntakeResult): ReviewValues {
  const values = Object.fromEntries(INTAKE_FIELDS.map((key) => [key, results[key]?.value ?? ''])) as ClientFields;
  const use = Object.fromEntries(INTAKE_FIELDS.map((key) => [key, key !== 'name' && values[key].trim() !== ''])) as Record<IntakeField, boolean>;
  return { ...values, use };
}

/** POST /api/clients: every field that has a value, and the call. */
export function createBody(values: ReviewValues, call: ClientCallInput): Partial<ClientCreateRequest> & { name: string } {
  const fields: Partial<ClientFields> = Object.fromEntries(INTAKE_FIELDS.filter((key) => values[key].trim() !== '').map((key) => [key, values[key].trim()]));
  return { ...fields, name: values.name.trim(), calls: [call] };
}

/**
 * PATCH /api/clients/:id: only the ticked fields that have a value (an empty one would clear the
 * client's), and the call added to the client's calls.
 */
export function mergeBody(values: ReviewValues, call: ClientCallInput): ClientUpdateRequest {
  const fields: Partial<ClientFields> = Object.fromEntries(INTAKE_FIELDS.filter((key) => values.use[key] && values[key].trim() !== '').map((key) => [key, values[key].trim()]));
  return { ...fields, addCalls: [call] };
}
