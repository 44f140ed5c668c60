import { signOut } from 'aws-amplify/auth';

/** Ends the session after the API refused it (spec 000 §7): sign out, clear storage, go to /login. */
export async function forceSignOut() {
  try {
    await signOut();
  } catch {
    // The session may already be gone; clearing storage below is what matters.
  }
  localStorage.clear();
  window.location.assign('/login');
}
