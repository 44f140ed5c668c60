/** 403, or a 500 saying the Authorization header value is undefined, ends the session (spec 000 §7). */
export function endsSession(status: number, message: string | undefined): boolean {
  if (status === 403) return true;
  return status === 500 && /authorization/i.test(message ?? '') && /undefined/i.test(message ?? '');
}
