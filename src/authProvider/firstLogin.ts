import type { IdTokenClaims } from './storedSession';

/** The first-login attribute of the user (spec 000 §2.1). */
export const needsFirstLogin = (claims: IdTokenClaims | undefined) => claims?.['custom:first_login'] === 'true';
