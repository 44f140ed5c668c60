import { LOGIN_MESSAGES } from '../../domain/authMessages';
import { IDENTITY_MESSAGES, PASSWORD_LOCK_SECONDS } from '../../domain/identityMessages';
import { fillMessage } from '../../domain/messages/fill';
import { translateMessage } from '../i18n/translate';

/** Identity errors are values with a name (e.g. NotAuthorizedException) and a sentence to show. */
export const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Cognito's 'Password attempts exceeded' says nothing of when, and Amplify passes on no more than its name and text:
 * the lock-out has ended PASSWORD_LOCK_SECONDS after this refusal at the latest, shown in India time, rounded up to the
 * minute.
 */
function passwordLockedMessage(now = Date.now()) {
  const until = Math.ceil((now + PASSWORD_LOCK_SECONDS * 1000) / 60_000) * 60_000;
  return fillMessage(LOGIN_MESSAGES.passwordLockedUntil, { time: clock.format(until) });
}

/** The sentence of a failure to show a person, in their language when it is one of the catalog's (domain/messages). */
export function errorMessage(error: unknown, fallback: string) {
  const text = error instanceof Error && error.message ? error.message : fallback;
  return translateMessage(text === IDENTITY_MESSAGES.passwordAttemptsExceeded ? passwordLockedMessage() : text);
}
