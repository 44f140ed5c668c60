import { assertSignUpWritable, codeDeliveryDetails, deliveryOf } from '../embedded/attributes';
import { confirmCode, issueCode } from '../embedded/codes';
import { type IdentityContext, poolOfClient } from '../embedded/context';
import { attributesOf, parseRequest, requests } from '../embedded/requests';
import { findUser, insertUser, mergeAttributes, updateUser, type UserRow } from '../embedded/users';
import { IdentityError, invalidParameter, notAuthorized } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';
import type { PoolSettings } from '../pools';
import { SIGN_UP_CODE_VALIDITY_SECONDS, signUpCodeMessage } from './messages';

/** Self sign-up (staff pool only; technicians are created by admins): the account waits for its e-mailed code. */
export async function signUp(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username, Password, UserAttributes } = parseRequest(requests.SignUp, body);
  const pool = poolOfClient(ctx, ClientId);
  if (pool.name !== 'staff') throw notAuthorized('SignUp is not permitted for this user pool');
  const attributes = attributesOf(UserAttributes);
  assertSignUpWritable(attributes);
  assertPasswordPolicy(Password);
  if (!deliveryOf(Username.trim(), attributes)) throw invalidParameter('An email address or phone number is required to confirm the account');
  const user = await insertUser(ctx.db, pool, { username: Username, passwordHash: await hashPassword(Password), status: 'UNCONFIRMED', attributes });
  const delivery = await sendConfirmationCode(ctx, pool, user, false);
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
}

export async function confirmSignUp(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username, ConfirmationCode } = parseRequest(requests.ConfirmSignUp, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await unconfirmedUser(ctx, pool, Username, (status) => notAuthorized(`User cannot be confirmed. Current status is ${status}`));
  await confirmCode(ctx.db, pool, user.username, 'signUp', ConfirmationCode);
  await updateUser(ctx.db, pool, user.username, { status: 'CONFIRMED' });
  const verified = deliveryOf(user.username, user.attributes)?.attributeName;
  if (verified) await mergeAttributes(ctx.db, pool, user.username, { [`${verified}_verified`]: 'true' });
  return {};
}

export async function resendConfirmationCode(ctx: IdentityContext, body: unknown) {
  const { ClientId, Username } = parseRequest(requests.ClientAndUser, body);
  const pool = poolOfClient(ctx, ClientId);
  const user = await unconfirmedUser(ctx, pool, Username, () => invalidParameter('User is already confirmed.'));
  return { CodeDeliveryDetails: await sendConfirmationCode(ctx, pool, user, true) };
}

async function unconfirmedUser(ctx: IdentityContext, pool: PoolSettings, username: string, confirmedError: (status: string) => Error) {
  const user = await findUser(ctx.db, pool, username);
  if (!user) throw new IdentityError('UserNotFoundException', 'Username/client id combination not found.');
  if (user.status !== 'UNCONFIRMED') throw confirmedError(user.status);
  return user;
}

async function sendConfirmationCode(ctx: IdentityContext, pool: PoolSettings, user: UserRow, throttle: boolean) {
  const delivery = deliveryOf(user.username, user.attributes);
  if (!delivery) throw invalidParameter('An email address or phone number is required to confirm the account');
  const { code } = await issueCode(ctx.db, pool, user.username, 'signUp', { validitySeconds: SIGN_UP_CODE_VALIDITY_SECONDS, throttle });
  const message = signUpCodeMessage(code);
  await ctx.notifier.send({ channel: delivery.channel, to: delivery.to, ...(delivery.channel === 'email' && { subject: message.subject }), body: message.body });
  return codeDeliveryDetails(delivery);
}
