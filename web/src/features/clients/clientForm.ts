// The client form's values and how they become a request: the create request as it is, and for an
// edit only what changed (calls by id: the ones gone are removed, the new ones added).
import { CLIENT_CALLS_LIMIT_MESSAGE, CLIENT_CALLS_MAX, CLIENT_FIELDS, ClientCallInputSchema, ClientCreateRequestSchema, type ClientFields } from '@growth-suite/shared';
import type { ClientResponse, ClientUpdateRequest } from '@growth-suite/shared/contract';
import { z } from 'zod';

/** The create request, with each call keeping its id once saved (so an edit knows which went). */
export const ClientFormSchema = ClientCreateRequestSchema.extend({
  calls: z.array(ClientCallInputSchema.extend({ id: z.number().int().positive().optional() })).max(CLIENT_CALLS_MAX, { error: CLIENT_CALLS_LIMIT_MESSAGE }),
});
export type ClientFormInput = z.input<typeof ClientFormSchema>;
export type ClientFormValues = z.output<typeof ClientFormSchema>;

const today = () => new Date().toISOString().slice(0, 10);
export const newCall = () => ({ date: today(), transcript: '' });

export const EMPTY_CLIENT: ClientFormInput = {
  ...(Object.fromEntries(CLIENT_FIELDS.map((field) => [field, ''])) as Record<keyof ClientFields, string>),
  size: '',
  currency: '',
  calls: [],
};

export const formValuesOf = (client: ClientResponse): ClientFormInput => ({
  ...(Object.fromEntries(CLIENT_FIELDS.map((field) => [field, client[field]])) as Record<keyof ClientFields, string>),
  size: client.size,
  currency: client.currency,
  calls: client.calls.map(({ id, date, transcript }) => ({ id, date, transcript })),
});

/** The fields that changed, calls added (no id yet) and calls removed (ids no longer listed). */
export function changesOf(before: ClientResponse, values: ClientFormValues): ClientUpdateRequest {
  const change: Record<string, unknown> = {};
  for (const field of CLIENT_FIELDS) if (values[field] !== before[field]) change[field] = values[field];
  const kept = new Set(values.calls.flatMap((call) => (call.id === undefined ? [] : [call.id])));
  const removeCallIds = before.calls.filter((call) => !kept.has(call.id)).map((call) => call.id);
  const addCalls = values.calls.filter((call) => call.id === undefined).map(({ date, transcript }) => ({ date, transcript }));
  return { ...change, ...(removeCallIds.length > 0 ? { removeCallIds } : {}), ...(addCalls.length > 0 ? { addCalls } : {}) } as ClientUpdateRequest;
}
