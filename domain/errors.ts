/** The API's error body: one sentence, and field messages for forms. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
  /** On a 5xx: the request's id, as the server log names it. */
  requestId?: string;
}

/** Field path -> its first message (`_` for the value itself), as the API answers `errors` and forms show them. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
