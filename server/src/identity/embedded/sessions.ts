import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identitySessions, identityUsers } from '../../db/schema';
import { MESSAGES, notAuthorized } from '../errors';
import type { PoolSettings } from '../pools';

const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type SessionRow = typeof identitySessions.$inferSelect;

/** A signed-in session: an opaque refresh token (only its hash is stored) and the `origin_jti` its tokens carry. */
export async function openSession(db: Database, pool: PoolSettings, username: string) {
  const refreshToken = randomBytes(48).toString('base64url');
  const originJti = randomUUID();
  await db.insert(identitySessions).values({
    originJti,
    poolId: pool.userPoolId,
    username,
    clientId: pool.userPoolClientId,
    refreshTokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
  });
  return { refreshToken, originJti };
}

/** The live session a refresh token belongs to; revoked, expired or foreign tokens are NotAuthorizedException. */
export async function sessionOfRefreshToken(
  db: Database,
  pool: PoolSettings,
  refreshToken: string,
): Promise<SessionRow> {
  const [session] = await db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.refreshTokenHash, sha256(refreshToken)))
    .limit(1);
  if (!session || session.revoked || session.clientId !== pool.userPoolClientId)
    throw notAuthorized(MESSAGES.invalidRefreshToken);
  if (session.expiresAt.getTime() <= Date.now()) throw notAuthorized(MESSAGES.expiredRefreshToken);
  return session;
}

export async function isSessionLive(db: Database, originJti: string): Promise<boolean> {
  const [session] = await db.select().from(identitySessions).where(eq(identitySessions.originJti, originJti)).limit(1);
  return !!session && !session.revoked && session.expiresAt.getTime() > Date.now();
}

/** True while the session is live and its user still exists, enabled, with this sub. */
export async function isUserSessionLive(
  db: Database,
  pool: PoolSettings,
  originJti: string,
  sub: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      revoked: identitySessions.revoked,
      expiresAt: identitySessions.expiresAt,
      enabled: identityUsers.enabled,
      sub: identityUsers.sub,
    })
    .from(identitySessions)
    .innerJoin(
      identityUsers,
      and(eq(identityUsers.poolId, identitySessions.poolId), eq(identityUsers.username, identitySessions.username)),
    )
    .where(and(eq(identitySessions.originJti, originJti), eq(identitySessions.poolId, pool.userPoolId)))
    .limit(1);
  return !!row && !row.revoked && row.expiresAt.getTime() > Date.now() && row.enabled && row.sub === sub;
}

/** RevokeToken: ends the session of one refresh token (its access and id tokens stop working at the pool too). */
export async function revokeRefreshToken(db: Database, pool: PoolSettings, refreshToken: string): Promise<void> {
  await db
    .update(identitySessions)
    .set({ revoked: true })
    .where(
      and(
        eq(identitySessions.refreshTokenHash, sha256(refreshToken)),
        eq(identitySessions.clientId, pool.userPoolClientId),
      ),
    );
}

/** GlobalSignOut / AdminUserGlobalSignOut, a new password: ends every session of the user (but `keep`, when given). */
export async function revokeAllSessions(
  db: Database,
  pool: PoolSettings,
  username: string,
  keep?: string,
): Promise<void> {
  await db
    .update(identitySessions)
    .set({ revoked: true })
    .where(
      and(
        eq(identitySessions.poolId, pool.userPoolId),
        eq(identitySessions.username, username),
        keep ? ne(identitySessions.originJti, keep) : undefined,
      ),
    );
}
