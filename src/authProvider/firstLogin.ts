import type { IdTokenClaims } from './storedSession';

/** The first-login attribute of the user. */
export const needsFirstLogin = (claims: IdTokenClaims | undefined) => claims?.['custom:first_login'] === 'true';
