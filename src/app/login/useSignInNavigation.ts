import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeRememberedPath } from '../../authProvider/redirectPath';
import type { SignInOutcome } from '../../authProvider/signInOutcome';

/** Where each sign-in outcome leads. */
export function useSignInNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (outcome: SignInOutcome) => {
      switch (outcome.step) {
        case 'done':
          navigate(takeRememberedPath(), { replace: true });
          break;
        case 'firstLogin':
          navigate('/first-login', { replace: true });
          break;
        case 'newPassword':
          navigate('/first-login', { state: { challenge: 'newPassword' } });
          break;
        case 'unconfirmed':
          navigate(`/verify-code?username=${encodeURIComponent(outcome.username)}`, {
            state: { username: outcome.username },
          });
          break;
        case 'customChallenge':
          break;
      }
    },
    [navigate],
  );
}
