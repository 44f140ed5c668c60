import { LOGIN_MESSAGES } from '../../domain/authMessages';
import { isRole, type Role } from '../../domain/roles';
import { storedSession, type IdTokenClaims } from './storedSession';

/** An access token this close to its expiry is refreshed before use (the clocks of browser and server may differ). */
const REFRESH_MARGIN_MS = 60_000;

function isRefreshExpired(error: unknown) {
  return error instanceof Error && error.message.includes(LOGIN_MESSAGES.refreshExpired);
}

interface SessionTokens {
  accessToken: string;
  idClaims: IdTokenClaims;
}

/**
 * The current tokens: the stored ones while the access token is fresh (no Amplify download), else Amplify's session
 * (which refreshes them, or finds none).
 * An expired refresh token clears storage and goes to /login.
 */
async function currentTokens(forceRefresh = false): Promise<SessionTokens | undefined> {
  const stored = storedSession();
  if (!forceRefresh && stored?.accessToken && stored.accessExpiresAt - REFRESH_MARGIN_MS > Date.now())
    return { accessToken: stored.accessToken, idClaims: stored.claims };
  try {
    const { fetchTokens } = await import('./amplifySession');
    return await fetchTokens(forceRefresh);
  } catch (error) {
    if (isRefreshExpired(error)) {
      localStorage.clear();
      window.location.assign('/login');
    }
    return undefined;
  }
}

export async function accessToken(): Promise<string | undefined> {
  return (await currentTokens())?.accessToken;
}

export async function idTokenClaims(forceRefresh = false): Promise<IdTokenClaims | undefined> {
  return (await currentTokens(forceRefresh))?.idClaims;
}

export async function isSignedIn(): Promise<boolean> {
  return (await currentTokens()) !== undefined;
}

/** Ends the identity session (Amplify is downloaded for it only now). */
export async function endIdentitySession() {
  const { endIdentitySession: end } = await import('./amplifySession');
  await end();
}

/** The scope of a user is the first of its identity groups. */
export function scopeOf(claims: IdTokenClaims | undefined): Role | undefined {
  const groups = claims?.['cognito:groups'];
  const first = Array.isArray(groups) ? groups[0] : undefined;
  return isRole(first) ? first : undefined;
}

export { needsFirstLogin } from './firstLogin';
