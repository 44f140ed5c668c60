import { userOfAccessToken } from '../embedded/accessTokens';
import { assertSelfWritable } from '../embedded/attributes';
import { type Caller, type IdentityContext, poolOfClient } from '../embedded/context';
import { passwordAttemptSucceeds } from '../embedded/passwordAttempts';
import { attributeListOf, attributesOf, parseRequest, requests } from '../embedded/requests';
import { revokeAllSessions, revokeRefreshToken } from '../embedded/sessions';
import { mergeAttributes, updateUser } from '../embedded/users';
import { notAuthorized } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';

/** Operations a signed-in user performs with their access token, and sign-out. */

export async function getUser(ctx: IdentityContext, body: unknown) {
  const { AccessToken } = parseRequest(requests.AccessTokenOnly, body);
  const { user } = await userOfAccessToken(ctx, AccessToken);
  return {
    Username: user.username,
    UserAttributes: attributeListOf({ sub: user.sub, ...user.attributes }),
    MFAOptions: [],
    UserMFASettingList: [],
  };
}

export async function updateUserAttributes(ctx: IdentityContext, body: unknown) {
  const { AccessToken, UserAttributes } = parseRequest(requests.UpdateUserAttributes, body);
  const attributes = attributesOf(UserAttributes);
  assertSelfWritable(attributes);
  const { pool, user } = await userOfAccessToken(ctx, AccessToken);
  await mergeAttributes(ctx.db, pool, user.username, attributes);
  return { CodeDeliveryDetailsList: [] };
}

export async function changePassword(ctx: IdentityContext, body: unknown, caller: Caller) {
  const { AccessToken, PreviousPassword, ProposedPassword } = parseRequest(requests.ChangePassword, body);
  const { pool, user, originJti } = await userOfAccessToken(ctx, AccessToken);
  const attempt = { pool, username: user.username, address: caller.address };
  if (!PreviousPassword || !(await passwordAttemptSucceeds(ctx.db, attempt, PreviousPassword, user.passwordHash)))
    throw notAuthorized();
  assertPasswordPolicy(ProposedPassword);
  await updateUser(ctx.db, pool, user.username, { passwordHash: await hashPassword(ProposedPassword) });
  // The user's other sessions (another device, whoever had the old password) end; the one changing it goes on.
  await revokeAllSessions(ctx.db, pool, user.username, originJti);
  ctx.standing.forget();
  return {};
}

/** GlobalSignOut: ends every session of the user; the API refuses their access tokens from then on. */
export async function globalSignOut(ctx: IdentityContext, body: unknown) {
  const { AccessToken } = parseRequest(requests.AccessTokenOnly, body);
  const { pool, user } = await userOfAccessToken(ctx, AccessToken);
  await revokeAllSessions(ctx.db, pool, user.username);
  ctx.standing.forget();
  return {};
}

/**
 * RevokeToken (Amplify's signOut): ends the refresh token's session and so its access tokens; an unknown token is not
 * an error.
 */
export async function revokeToken(ctx: IdentityContext, body: unknown) {
  const { ClientId, Token } = parseRequest(requests.RevokeToken, body);
  await revokeRefreshToken(ctx.db, poolOfClient(ctx, ClientId), Token);
  ctx.standing.forget();
  return {};
}
