import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { TECHNICIAN_MESSAGES } from '../../domain/authMessages';
import { MOBILE_PREFIX } from '../../domain/constants';
import { apiUrl } from '../config/apiUrl';
import { activateAuthPool } from './pools';
import { errorName, outcomeOf, type SignInOutcome } from './signInOutcome';

type OtpRequest = { sent: true } | { sent: false; message: string };

async function unknownNumberMessage(response: Response) {
  if (response.status === 404) return TECHNICIAN_MESSAGES.unknownMobile;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return body.message ?? TECHNICIAN_MESSAGES.unknownMobile;
}

async function startCustomChallenge(mobile: string) {
  const username = `${MOBILE_PREFIX}${mobile}`;
  const start = () => signIn({ username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
  try {
    return await outcomeOf(await start(), username);
  } catch (error) {
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return outcomeOf(await start(), username);
  }
}

/**
 * Technician step 1: the number must exist, then a custom-auth sign-in
 * makes the identity service send the one-time code. 'Resend OTP' calls this again.
 */
export async function requestTechnicianOtp(mobile: string): Promise<OtpRequest> {
  const response = await fetch(apiUrl(`users/technician/otp/${encodeURIComponent(mobile)}`));
  if (!response.ok) return { sent: false, message: await unknownNumberMessage(response) };
  activateAuthPool('technician');
  const outcome = await startCustomChallenge(mobile);
  if (outcome.step !== 'customChallenge') throw new Error(`Unexpected sign-in step ${outcome.step}`);
  return { sent: true };
}

type OtpVerification = SignInOutcome | { step: 'retry' } | { step: 'restart' };

/** Technician step 2: a wrong code answers a fresh challenge; the last allowed attempt fails outright. */
export async function verifyTechnicianOtp(otp: string): Promise<OtpVerification> {
  try {
    const outcome = await outcomeOf(await confirmSignIn({ challengeResponse: otp }), '');
    return outcome.step === 'customChallenge' ? { step: 'retry' } : outcome;
  } catch (error) {
    if (errorName(error) === 'NotAuthorizedException') return { step: 'restart' };
    throw error;
  }
}
