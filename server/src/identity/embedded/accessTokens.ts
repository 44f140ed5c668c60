import { jwtVerify } from 'jose';
import { MESSAGES, notAuthorized } from '../errors';
import type { PoolSettings } from '../pools';
import type { IdentityContext } from './context';
import { isSessionLive } from './sessions';
import { requireUser } from './users';

/** The user an access token speaks for: signed by this identity, unexpired, its session not signed out. */
export async function userOfAccessToken(ctx: IdentityContext, token: string) {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, ctx.keys.verificationKey, {
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    throw notAuthorized(
      (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
        ? MESSAGES.expiredAccessToken
        : MESSAGES.invalidAccessToken,
    );
  }
  const pool: PoolSettings | undefined = Object.values(ctx.pools).find(
    (p) => p.issuer === payload.iss && p.userPoolClientId === payload.client_id,
  );
  if (!pool || payload.token_use !== 'access' || typeof payload.username !== 'string')
    throw notAuthorized(MESSAGES.invalidAccessToken);
  if (typeof payload.origin_jti !== 'string' || !(await isSessionLive(ctx.db, payload.origin_jti)))
    throw notAuthorized(MESSAGES.revokedAccessToken);
  const user = await requireUser(ctx.db, pool, payload.username);
  if (user.sub !== payload.sub) throw notAuthorized(MESSAGES.invalidAccessToken);
  return { pool, user, originJti: payload.origin_jti };
}
