import { OTP_VALIDITY_SECONDS } from '../../../../domain/constants';
import { type Caller, type IdentityContext, poolOfClient, signedIn } from '../embedded/context';
import { issueCode } from '../embedded/codes';
import { issueCodeToSend } from '../embedded/codeSends';
import { type PasswordAttempt, passwordAttemptSucceeds } from '../embedded/passwordAttempts';
import { parseRequest, requests } from '../embedded/requests';
import { findUser, requireUser, type UserRow } from '../embedded/users';
import { IdentityError, MESSAGES, invalidParameter, notAuthorized } from '../errors';
import type { PoolSettings } from '../pools';
import { CHALLENGE_SESSION_SECONDS, signInCodeMessage } from './messages';
import { refreshedTokens } from './refresh';

/** InitiateAuth: password sign-in, one-time-code sign-in (technicians) and refresh. */
export async function initiateAuth(ctx: IdentityContext, body: unknown, caller: Caller) {
  const { ClientId, AuthFlow, AuthParameters } = parseRequest(requests.InitiateAuth, body);
  const pool = poolOfClient(ctx, ClientId);
  switch (AuthFlow) {
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(
        ctx,
        { pool, username: required(AuthParameters, 'USERNAME'), address: caller.address },
        required(AuthParameters, 'PASSWORD'),
      );
    case 'CUSTOM_AUTH':
      if (pool.name !== 'technician' || AuthParameters.SRP_A) throw invalidParameter(MESSAGES.flowNotEnabled);
      return sendSignInCode(ctx, pool, required(AuthParameters, 'USERNAME'));
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return {
        AuthenticationResult: await refreshedTokens(ctx, pool, required(AuthParameters, 'REFRESH_TOKEN')),
        ChallengeParameters: {},
      };
    default:
      throw invalidParameter(MESSAGES.flowNotEnabled);
  }
}

function required(parameters: Record<string, string>, name: string): string {
  const value = parameters[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

async function passwordSignIn(ctx: IdentityContext, attempt: PasswordAttempt, password: string) {
  const { pool } = attempt;
  const user = await findUser(ctx.db, pool, attempt.username);
  // The password is checked (against a decoy hash for an unknown user) before anything else is revealed about the
  // account.
  if (!(await passwordAttemptSucceeds(ctx.db, attempt, password, user?.passwordHash)) || !user) throw notAuthorized();
  if (!user.enabled) throw notAuthorized(MESSAGES.disabled);
  if (user.status === 'UNCONFIRMED') throw new IdentityError('UserNotConfirmedException', MESSAGES.notConfirmed);
  if (user.status === 'RESET_REQUIRED')
    throw new IdentityError('PasswordResetRequiredException', 'Password reset required for the user');
  if (user.status === 'FORCE_CHANGE_PASSWORD') return newPasswordChallenge(ctx, pool, user);
  return signedIn(ctx, pool, user);
}

async function newPasswordChallenge(ctx: IdentityContext, pool: PoolSettings, user: UserRow) {
  const { session } = await issueCode(ctx.db, pool, user.username, 'newPassword', {
    validitySeconds: CHALLENGE_SESSION_SECONDS,
    throttle: false,
  });
  const { sub: _sub, email_verified: _verified, ...userAttributes } = user.attributes;
  return {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.username,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(userAttributes),
    },
  };
}

/**
 * CUSTOM_AUTH: a 6-digit code by SMS to the technician's mobile; a new one only 30 s after the last, and within the
 * send caps.
 */
async function sendSignInCode(ctx: IdentityContext, pool: PoolSettings, username: string) {
  const user = await requireUser(ctx.db, pool, username);
  const { code, session } = await issueCodeToSend(ctx.db, pool, user.username, 'signIn', OTP_VALIDITY_SECONDS);
  await ctx.notifier.enqueue(ctx.db, { channel: 'sms', to: user.username, body: signInCodeMessage(code) });
  return { ChallengeName: 'CUSTOM_CHALLENGE', Session: session, ChallengeParameters: { USERNAME: user.username } };
}
