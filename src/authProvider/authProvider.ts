import type { AuthProvider } from 'ra-core';
import type { HttpClient } from '../dataProvider/httpClient';
import { SETTINGS_KEY } from '../settings/settings';
import { rememberPath } from './redirectPath';
import { endIdentitySession, idTokenClaims, isSignedIn, scopeOf } from './session';
import { forgetSessionUser, loadSessionUser } from './sessionUser';
import { storedSession } from './storedSession';
import { clearStorageExcept } from './storage';

const LOGIN_PATH = '/login';
const REMEMBERED_KEYS = new Set([SETTINGS_KEY, 'redirectPath']);

/** react-admin's view of the Amplify session; the sign-in pages themselves live outside react-admin. */
export function createAuthProvider(http: HttpClient): AuthProvider {
  return {
    login: async ({ username, password }: { username: string; password: string }) => {
      const { signInStaff } = await import('./staffSignIn');
      const outcome = await signInStaff(username, password);
      if (outcome.step !== 'done') throw new Error(`Sign-in needs another step: ${outcome.step}`);
    },
    logout: async () => {
      await endIdentitySession();
      forgetSessionUser();
      clearStorageExcept((key) => REMEMBERED_KEYS.has(key));
      return LOGIN_PATH;
    },
    checkAuth: async () => {
      if (await isSignedIn()) return;
      rememberPath(window.location.pathname + window.location.search);
      throw { redirectTo: LOGIN_PATH, message: false };
    },
    checkError: async (error: { status?: number }) => {
      // A 403 is one refused record (the page shows the forbidden page); only a refused or expired token signs out.
      if (error?.status === 401) throw { redirectTo: LOGIN_PATH, message: false };
    },
    getIdentity: async () => {
      const user = await loadSessionUser(http);
      if (!user) throw new Error('Not signed in');
      return user;
    },
    // The role only shapes the screens (the API decides what is allowed): read from the stored tokens at once.
    getPermissions: async () => scopeOf(storedSession()?.claims ?? (await idTokenClaims())),
  };
}
