/** The API's error body: one sentence, and field messages for forms. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}
