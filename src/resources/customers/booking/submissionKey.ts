/**
 * A fresh Idempotency-Key: a random UUID (crypto.randomUUID exists only on secure pages, so random bytes otherwise).
 */
export function submissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
