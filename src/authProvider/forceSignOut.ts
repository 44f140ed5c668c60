import { endIdentitySession } from './session';

/** Ends the session after the API refused it: sign out, clear storage, go to /login. */
export async function forceSignOut() {
  // The session may already be gone; clearing storage below is what matters.
  await endIdentitySession().catch(() => undefined);
  localStorage.clear();
  window.location.assign('/login');
}
