import { codeDeliveryDetails, deliveryOf } from '../embedded/attributes';
import { confirmCode, issueCode } from '../embedded/codes';
import { type IdentityContext, poolOfClient } from '../embedded/context';
import { parseRequest, requests } from '../embedded/requests';
import { findUser, updateUser } from '../embedded/users';
import { IdentityError, MESSAGES, invalidParameter, notAuthorized } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';
import { PASSWORD_RESET_VALIDITY_SECONDS, passwordResetMessage } from './messages';

/** ForgotPassword: a reset code by e-mail (or SMS when the user has only a mobile). */
export async function forgotPassword(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username } = parseRequest(requests.ClientAndUser, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await findUser(ctx.db, pool, Username);
  // An unknown username gets the answer a known one gets, so the form cannot be used to probe for accounts.
  if (!user) return { CodeDeliveryDetails: codeDeliveryDetails(deliveryOf(Username.trim(), {}) ?? { channel: 'email', to: 'x@x', attributeName: 'email' }) };
  if (!user.enabled) throw notAuthorized(MESSAGES.disabled);
  const delivery = deliveryOf(user.username, user.attributes);
  if (!delivery) throw invalidParameter('Cannot reset password for the user as there is no registered/verified email or phone_number');
  const { code } = await issueCode(ctx.db, pool, user.username, 'forgotPassword', { validitySeconds: PASSWORD_RESET_VALIDITY_SECONDS, throttle: true });
  const message = passwordResetMessage(code);
  await ctx.notifier.send({ channel: delivery.channel, to: delivery.to, ...(delivery.channel === 'email' && { subject: message.subject }), body: message.body });
  return { CodeDeliveryDetails: codeDeliveryDetails(delivery) };
}

export async function confirmForgotPassword(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username, ConfirmationCode, Password } = parseRequest(requests.ConfirmForgotPassword, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await findUser(ctx.db, pool, Username);
  if (!user) throw new IdentityError('CodeMismatchException', MESSAGES.codeMismatch);
  assertPasswordPolicy(Password);
  await confirmCode(ctx.db, pool, user.username, 'forgotPassword', ConfirmationCode);
  await updateUser(ctx.db, pool, user.username, { passwordHash: await hashPassword(Password), status: user.status === 'UNCONFIRMED' ? 'UNCONFIRMED' : 'CONFIRMED' });
  return {};
}
