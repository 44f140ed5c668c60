import { codeDeliveryDetails, deliveryOf, presumedDelivery } from '../embedded/attributes';
import { confirmCode } from '../embedded/codes';
import { issueCodeToSend, sendCodeMessage } from '../embedded/codeSends';
import { type IdentityContext, poolOfClient } from '../embedded/context';
import { parseRequest, requests } from '../embedded/requests';
import { revokeAllSessions } from '../embedded/sessions';
import { canonicalUsername, findUser, updateUser } from '../embedded/users';
import { IdentityError, MESSAGES, invalidParameter, notAuthorized } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';
import { PASSWORD_RESET_VALIDITY_SECONDS, passwordResetMessage } from './messages';

/**
 * ForgotPassword: a reset code by e-mail (or SMS when the user has only a mobile). An unknown username gets the
 * answer, the waits and the limits a known one gets, so the form cannot be used to probe for accounts; nothing is sent.
 */
export async function forgotPassword(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username } = parseRequest(requests.ClientAndUser, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await findUser(ctx.db, pool, Username);
  if (user && !user.enabled) throw notAuthorized(MESSAGES.disabled);
  const username = user?.username ?? canonicalUsername(pool, Username);
  const delivery = user ? deliveryOf(user.username, user.attributes) : presumedDelivery(username);
  if (!delivery)
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  const { code } = await issueCodeToSend(ctx.db, pool, username, 'forgotPassword', PASSWORD_RESET_VALIDITY_SECONDS);
  if (user) await sendCodeMessage(ctx, delivery, passwordResetMessage(code));
  return { CodeDeliveryDetails: codeDeliveryDetails(delivery) };
}

export async function confirmForgotPassword(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username, ConfirmationCode, Password } = parseRequest(requests.ConfirmForgotPassword, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await findUser(ctx.db, pool, Username);
  if (!user) throw new IdentityError('CodeMismatchException', MESSAGES.codeMismatch);
  assertPasswordPolicy(Password);
  await confirmCode(ctx.db, pool, user.username, 'forgotPassword', ConfirmationCode);
  await updateUser(ctx.db, pool, user.username, {
    passwordHash: await hashPassword(Password),
    status: user.status === 'UNCONFIRMED' ? 'UNCONFIRMED' : 'CONFIRMED',
  });
  // Whoever knew the old password is signed out: every session before the reset ends, at the API too.
  await revokeAllSessions(ctx.db, pool, user.username);
  ctx.standing.forget();
  return {};
}
