import { getRuntimeConfig } from '../config/runtimeConfig';
import { storedPool } from './poolStorage';

export type IdTokenClaims = Record<string, unknown>;

/** Amplify keeps tokens under `CognitoIdentityServiceProvider.<clientId>.<user>.<kind>`. */
const PREFIX = 'CognitoIdentityServiceProvider';

function decodeJwtPayload(token: string): IdTokenClaims | undefined {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(part), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    return JSON.parse(json) as IdTokenClaims;
  } catch {
    return undefined;
  }
}

interface StoredSession {
  claims: IdTokenClaims;
  accessToken?: string;
  /** When the access token expires (ms since the epoch); 0 when it cannot be read. */
  accessExpiresAt: number;
}

/**
 * The session Amplify stored for the active pool, read without loading Amplify, so the sign-in pages can decide where
 * to go at once and the console can call the API while its access token is fresh.
 */
export function storedSession(): StoredSession | undefined {
  const clientId = getRuntimeConfig().auth[storedPool()].userPoolClientId;
  if (!clientId) return undefined;
  const user = localStorage.getItem(`${PREFIX}.${clientId}.LastAuthUser`);
  if (!user) return undefined;
  const stored = (kind: string) => localStorage.getItem(`${PREFIX}.${clientId}.${user}.${kind}`) ?? undefined;
  const idToken = stored('idToken');
  const claims = idToken ? decodeJwtPayload(idToken) : undefined;
  if (!stored('refreshToken') || !claims) return undefined;
  const accessToken = stored('accessToken');
  const expiry = accessToken ? decodeJwtPayload(accessToken)?.exp : undefined;
  return { claims, accessToken, accessExpiresAt: typeof expiry === 'number' ? expiry * 1000 : 0 };
}
