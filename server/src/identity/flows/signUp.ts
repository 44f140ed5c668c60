import { codeDeliveryDetails, deliveryOf, presumedDelivery } from '../embedded/attributes';
import { confirmCode } from '../embedded/codes';
import { issueCodeToSend, sendCodeMessage } from '../embedded/codeSends';
import { type IdentityContext, poolOfClient } from '../embedded/context';
import { parseRequest, requests } from '../embedded/requests';
import { canonicalUsername, findUser, mergeAttributes, updateUser } from '../embedded/users';
import { IdentityError, MESSAGES, invalidParameter, notAuthorized } from '../errors';
import type { PoolSettings } from '../pools';
import { SIGN_UP_CODE_VALIDITY_SECONDS, signUpCodeMessage } from './messages';

/**
 * SignUp is closed on both pools, answered as Cognito answers when only administrators may create users: admins invite
 * partners and create technicians. ConfirmSignUp and ResendConfirmationCode remain for accounts left unconfirmed.
 */
export async function signUp(ctx: IdentityContext, body: unknown): Promise<never> {
  poolOfClient(ctx, parseRequest(requests.SignUp, body).ClientId);
  throw notAuthorized(MESSAGES.signUpNotPermitted);
}

/** Any username but an unconfirmed account's is a wrong code, so the form cannot be used to probe for accounts. */
export async function confirmSignUp(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username, ConfirmationCode } = parseRequest(requests.ConfirmSignUp, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await unconfirmedUser(ctx, pool, Username);
  if (!user) throw new IdentityError('CodeMismatchException', MESSAGES.codeMismatch);
  await confirmCode(ctx.db, pool, user.username, 'signUp', ConfirmationCode);
  await updateUser(ctx.db, pool, user.username, { status: 'CONFIRMED' });
  const verified = deliveryOf(user.username, user.attributes)?.attributeName;
  if (verified) await mergeAttributes(ctx.db, pool, user.username, { [`${verified}_verified`]: 'true' });
  return {};
}

/** Any username but an unconfirmed account's gets the same answer, waits and limits, and nothing is sent. */
export async function resendConfirmationCode(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username } = parseRequest(requests.ClientAndUser, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await unconfirmedUser(ctx, pool, Username);
  const username = user?.username ?? canonicalUsername(pool, Username);
  const delivery = user ? deliveryOf(user.username, user.attributes) : presumedDelivery(username);
  if (!delivery) throw invalidParameter('An email address or phone number is required to confirm the account');
  const { code } = await issueCodeToSend(ctx.db, pool, username, 'signUp', SIGN_UP_CODE_VALIDITY_SECONDS);
  if (user) await sendCodeMessage(ctx, delivery, signUpCodeMessage(code));
  return { CodeDeliveryDetails: codeDeliveryDetails(delivery) };
}

async function unconfirmedUser(ctx: IdentityContext, pool: PoolSettings, username: string) {
  const user = await findUser(ctx.db, pool, username);
  return user?.status === 'UNCONFIRMED' ? user : undefined;
}
