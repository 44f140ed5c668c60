/** The API's field errors of a failed save, as react-admin's form shows them beside each input; otherwise rethrown. */
export function submissionErrors(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
  if (errors) return errors;
  throw error;
}
