/** What to tell the user when an upload fails: the server's message for the file, else its message. */
export function uploadErrorMessage(error: unknown): string {
  const body = (error as { body?: { message?: unknown; errors?: Record<string, unknown> } } | undefined)?.body;
  const fieldMessage = body?.errors?.file;
  if (typeof fieldMessage === 'string' && fieldMessage) return fieldMessage;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return error instanceof Error && error.message ? error.message : 'The upload failed';
}
