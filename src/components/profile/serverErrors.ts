import { HttpError } from 'ra-core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { translateMessage } from '../../i18n/translate';

/**
 * The API's field messages of a failed call (`{errors: {field: message}}`, dotted paths); empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors =
    error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
  return Object.fromEntries(
    Object.entries(errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Puts the API's field messages under the form's fields, in the user's language; false when there were none (the caller
 * toasts instead). `renamed` maps the API's field names to the form's where they differ (points → amount). Given
 * `fields`, only messages about those count: a message about a field the form does not show is left to the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
  renamed: Partial<Record<string, Path<T>>> = {},
): boolean {
  const entries = Object.entries(fieldErrorsOf(error))
    .map(([field, message]) => [renamed[field] ?? field, message] as const)
    .filter(([field]) => !fields || (fields as readonly string[]).includes(field));
  entries.forEach(([field, message], index) =>
    setError(field as Path<T>, { type: 'server', message: translateMessage(message) }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
}

/** Told a failed save, a dialog shows what it can on its fields and answers whether it did. */
export type FieldErrorSink = (error: unknown) => boolean;
