import type { SignInOutput } from 'aws-amplify/auth';
import { idTokenClaims, needsFirstLogin } from './session';
import { clearStorageKeepingSession } from './storage';

export type SignInOutcome =
  | { step: 'done' }
  | { step: 'firstLogin' }
  | { step: 'newPassword' }
  | { step: 'unconfirmed'; username: string }
  | { step: 'customChallenge' };

/** After a completed sign-in: a first-login user clears storage and goes to /first-login. */
export async function completeSignIn(): Promise<SignInOutcome> {
  if (needsFirstLogin(await idTokenClaims())) {
    clearStorageKeepingSession();
    return { step: 'firstLogin' };
  }
  return { step: 'done' };
}

/** Maps Amplify's next step; a challenge the console does not handle is logged and sign-in stops. */
export async function outcomeOf(result: SignInOutput, username: string): Promise<SignInOutcome> {
  const step = result.nextStep.signInStep;
  switch (step) {
    case 'DONE':
      return completeSignIn();
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { step: 'newPassword' };
    case 'CONFIRM_SIGN_UP':
      return { step: 'unconfirmed', username };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return { step: 'customChallenge' };
    default:
      console.warn('Sign-in step not handled:', step);
      throw new Error(`Sign-in step ${step} is not supported`);
  }
}

export { errorMessage, errorName } from './errors';
