import { fetchAuthSession, signOut, updatePassword } from 'aws-amplify/auth';
import { configureAuthPool, storedPool } from './pools';

let configured = false;

/** Amplify, pointed at the pool that signed in last; loaded only when a token must be refreshed or the session ends. */
function configure() {
  if (configured) return;
  configureAuthPool(storedPool());
  configured = true;
}

/** Amplify's session: refreshes the tokens when they are about to expire (or when asked to). */
export async function fetchTokens(forceRefresh: boolean) {
  configure();
  const { tokens } = await fetchAuthSession({ forceRefresh });
  return (
    tokens && {
      accessToken: tokens.accessToken.toString(),
      idClaims: (tokens.idToken?.payload ?? {}) as Record<string, unknown>,
    }
  );
}

/** Signs out of the identity service (revoking the refresh token); an already ended session is not an error. */
export async function endIdentitySession() {
  configure();
  try {
    await signOut();
  } catch {
    // Already signed out.
  }
}

/** Changes the signed-in user's password (the identity's ChangePassword); refusals throw Cognito's named errors. */
export async function changePassword(oldPassword: string, newPassword: string) {
  configure();
  await updatePassword({ oldPassword, newPassword });
}
