import { type IdentityContext, poolOfClient, tokenSubject } from '../embedded/context';
import { parseRequest, requests } from '../embedded/requests';
import { sessionOfRefreshToken } from '../embedded/sessions';
import { findUser } from '../embedded/users';
import { MESSAGES, notAuthorized } from '../errors';
import type { PoolSettings } from '../pools';
import { issueTokens } from '../tokens';

/** New access and id tokens for a live session, with the user's current groups and attributes. */
export async function refreshedTokens(ctx: IdentityContext, pool: PoolSettings, refreshToken: string) {
  const session = await sessionOfRefreshToken(ctx.db, pool, refreshToken);
  const user = await findUser(ctx.db, pool, session.username);
  if (!user) throw notAuthorized(MESSAGES.invalidRefreshToken);
  if (!user.enabled) throw notAuthorized(MESSAGES.disabled);
  // The refresh token is not rotated: several browser tabs may refresh with it at once.
  return issueTokens(ctx.keys, pool, tokenSubject(user), session.originJti);
}

/** GetTokensFromRefreshToken: the only way Amplify ≥ 6.15.4 refreshes. */
export async function getTokensFromRefreshToken(ctx: IdentityContext, body: unknown) {
  const { ClientId, RefreshToken } = parseRequest(requests.GetTokensFromRefreshToken, body);
  return { AuthenticationResult: await refreshedTokens(ctx, poolOfClient(ctx, ClientId), RefreshToken) };
}
