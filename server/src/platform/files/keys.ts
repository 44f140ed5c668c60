/** Keys are ours, but they still name paths: nothing that could leave the store's root. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
}

class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe file key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}
