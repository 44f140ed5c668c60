import { getRuntimeConfig } from '../config/runtimeConfig';
import { storedPool } from './poolStorage';
import type { IdTokenClaims } from './session';

/** Amplify keeps tokens under `CognitoIdentityServiceProvider.<clientId>.<user>.<kind>`. */
const PREFIX = 'CognitoIdentityServiceProvider';

function decodeJwtPayload(token: string): IdTokenClaims | undefined {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(Array.from(atob(part), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    return JSON.parse(json) as IdTokenClaims;
  } catch {
    return undefined;
  }
}

/**
 * The session Amplify stored for the active pool, read without loading Amplify, so the sign-in
 * pages can decide where to go at once. Whether the tokens still work is checked by the console.
 */
export function storedSession(): { claims: IdTokenClaims } | undefined {
  const clientId = getRuntimeConfig().auth[storedPool()].userPoolClientId;
  if (!clientId) return undefined;
  const user = localStorage.getItem(`${PREFIX}.${clientId}.LastAuthUser`);
  if (!user) return undefined;
  const refreshToken = localStorage.getItem(`${PREFIX}.${clientId}.${user}.refreshToken`);
  const idToken = localStorage.getItem(`${PREFIX}.${clientId}.${user}.idToken`);
  const claims = idToken ? decodeJwtPayload(idToken) : undefined;
  return refreshToken && claims ? { claims } : undefined;
}
