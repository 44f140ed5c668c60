import { fetchAuthSession } from 'aws-amplify/auth';
import { LOGIN_MESSAGES } from '../../domain/auth';
import { isRole, type Role } from '../../domain/roles';

export type IdTokenClaims = Record<string, unknown>;

function isRefreshExpired(error: unknown) {
  return error instanceof Error && error.message.includes(LOGIN_MESSAGES.refreshExpired);
}

/** The current tokens; an expired refresh token clears storage and goes to /login (spec 000 §7). */
export async function currentTokens(forceRefresh = false) {
  try {
    return (await fetchAuthSession({ forceRefresh })).tokens;
  } catch (error) {
    if (isRefreshExpired(error)) {
      localStorage.clear();
      window.location.assign('/login');
    }
    return undefined;
  }
}

export async function accessToken(): Promise<string | undefined> {
  return (await currentTokens())?.accessToken?.toString();
}

export async function idTokenClaims(forceRefresh = false): Promise<IdTokenClaims | undefined> {
  return (await currentTokens(forceRefresh))?.idToken?.payload as IdTokenClaims | undefined;
}

export async function isSignedIn(): Promise<boolean> {
  return (await currentTokens()) !== undefined;
}

/** The scope of a user is the first of its identity groups (spec 000 §3). */
export function scopeOf(claims: IdTokenClaims | undefined): Role | undefined {
  const groups = claims?.['cognito:groups'];
  const first = Array.isArray(groups) ? groups[0] : undefined;
  return isRole(first) ? first : undefined;
}

export { needsFirstLogin } from './firstLogin';
