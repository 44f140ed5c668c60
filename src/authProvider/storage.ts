import { ACTIVE_POOL_KEY } from './poolStorage';

const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Clears local storage except the keys kept by `keep`. */
export function clearStorageExcept(keep: (key: string) => boolean) {
  const kept = new Map<string, string>();
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null && keep(key)) kept.set(key, localStorage.getItem(key) ?? '');
  }
  localStorage.clear();
  kept.forEach((value, key) => localStorage.setItem(key, value));
}

/**
 * First login clears the console's storage but keeps the identity session, so the password
 * change that follows can still call the identity service.
 */
export const clearStorageKeepingSession = () =>
  clearStorageExcept((key) => key.startsWith(AMPLIFY_PREFIX) || key === ACTIVE_POOL_KEY);
