import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';

/** Shows the server's field errors (400 fieldErrors) next to the fields they belong to. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
