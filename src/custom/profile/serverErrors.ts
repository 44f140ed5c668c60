import { HttpError } from 'ra-core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The API's field messages (`{errors: {field: message}}`, dotted paths) put on the form's fields; false when there were none. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
  const entries = Object.entries(errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  for (const [field, message] of entries) setError(field as Path<T>, { type: 'server', message });
  return entries.length > 0;
}
