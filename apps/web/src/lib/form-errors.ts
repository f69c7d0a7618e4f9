import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/** Puts a 400's field errors on the form's inputs; true when at least one was placed. */
export function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(err)) return false;
  let placed = false;
  for (const field of fields) {
    const message = err.fieldErrors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
