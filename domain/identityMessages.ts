import { fillMessage } from './messages/fill';

/**
 * The identity's messages, as Amazon Cognito words them (clients and the console compare some of them), apart from the
 * server so the console can translate them. The `limitExceededIn*` say when to retry; Cognito's own says only 'after
 * some time'.
 */
export const IDENTITY_MESSAGES = {
  incorrectCredentials: 'Incorrect username or password.',
  disabled: 'User is disabled.',
  notConfirmed: 'User is not confirmed.',
  userNotFound: 'User does not exist.',
  userExists: 'User already exists',
  invalidSession: 'Invalid session for the user.',
  expiredSession: 'Invalid session for the user, session is expired.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  limitExceeded: 'Attempt limit exceeded, please try after some time.',
  limitExceededInSeconds: 'Attempt limit exceeded, please try again in %{seconds} seconds.',
  limitExceededInMinutes: 'Attempt limit exceeded, please try again in %{minutes} minutes.',
  limitExceededInHours: 'Attempt limit exceeded, please try again in %{hours} hours.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  signUpNotPermitted: 'SignUp is not permitted for this user pool',
  invalidAccessToken: 'Invalid Access Token',
  expiredAccessToken: 'Access Token has expired',
  revokedAccessToken: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  expiredRefreshToken: 'Refresh Token has expired',
  flowNotEnabled: 'Auth flow not enabled for this client',
  unauthorizedAttribute: 'A client attempted to write unauthorized attribute',
} as const;

/**
 * How long sign-in stays locked after too many wrong passwords, counted from the last one (the embedded identity's
 * lock-out; Amazon Cognito's grows to about as long). Refused attempts do not prolong it, so it has ended this long
 * after a refusal at the latest.
 */
export const PASSWORD_LOCK_SECONDS = 15 * 60;

/**
 * 'Attempt limit exceeded, please try again in 25 seconds.' (in minutes from a minute on, in hours from an hour on;
 * rounded up).
 */
export function attemptLimitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return fillMessage(IDENTITY_MESSAGES.limitExceededInSeconds, { seconds });
  if (seconds <= 3600)
    return fillMessage(IDENTITY_MESSAGES.limitExceededInMinutes, { minutes: Math.ceil(seconds / 60) });
  return fillMessage(IDENTITY_MESSAGES.limitExceededInHours, { hours: Math.ceil(seconds / 3600) });
}
