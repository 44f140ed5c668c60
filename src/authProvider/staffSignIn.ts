import { signIn, signOut } from 'aws-amplify/auth';
import { activateAuthPool } from './pools';
import { errorName, outcomeOf, type SignInOutcome } from './signInOutcome';

/** Admin / Partner sign-in: e-mail and password against the staff pool. */
export async function signInStaff(email: string, password: string): Promise<SignInOutcome> {
  activateAuthPool('staff');
  const attempt = async () =>
    outcomeOf(await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }), email);
  try {
    return await attempt();
  } catch (error) {
    if (errorName(error) === 'UserNotConfirmedException') return { step: 'unconfirmed', username: email };
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return attempt();
  }
}
