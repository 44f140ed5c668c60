/**
 * Only a refused or expired token ends the session: 401, or a 500 saying the Authorization header value is undefined.
 * A 403 refuses one record or action and shows the forbidden page, the user still signed in.
 */
export function endsSession(status: number, message: string | undefined): boolean {
  if (status === 401) return true;
  return status === 500 && /authorization/i.test(message ?? '') && /undefined/i.test(message ?? '');
}
