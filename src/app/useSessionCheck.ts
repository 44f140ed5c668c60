import { useMemo } from 'react';
import { needsFirstLogin } from '../authProvider/firstLogin';
import { storedSession } from '../authProvider/storedSession';

type SessionState = 'signedOut' | 'signedIn' | 'firstLogin';

/** Reads the stored session synchronously (no Amplify, no network). */
export function useSessionCheck(): SessionState {
  return useMemo(() => {
    const session = storedSession();
    if (!session) return 'signedOut';
    return needsFirstLogin(session.claims) ? 'firstLogin' : 'signedIn';
  }, []);
}
