/** The API's error body: one sentence, and field messages for forms. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
  /** On a 5xx: the request's id, as the server log names it. */
  requestId?: string;
}
