import type { Database } from '../../db/client';
import type { Notifier } from '../../platform/notify';
import { IdentityError } from '../errors';
import type { KeyStore } from '../keys';
import type { PoolName, PoolSettings } from '../pools';
import { issueTokens } from '../tokens';
import { openSession } from './sessions';
import type { SessionStanding } from './standing';
import type { UserRow } from './users';

/** What the protocol's operations work with. */
export interface IdentityContext {
  db: Database;
  pools: Record<PoolName, PoolSettings>;
  keys: KeyStore;
  notifier: Notifier;
  /** Told of sign-outs so the API refuses their tokens at once. */
  standing: SessionStanding;
}

/** Who sent the request. */
export interface Caller {
  /** The client's address (request.ip). */
  address: string;
}

export function poolOfClient(ctx: IdentityContext, clientId: string): PoolSettings {
  const pool = Object.values(ctx.pools).find((p) => p.userPoolClientId === clientId);
  if (!pool) throw new IdentityError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  return pool;
}

export const tokenSubject = (user: UserRow) => ({
  sub: user.sub,
  username: user.username,
  groups: user.groups,
  attributes: user.attributes,
});

/** A completed sign-in: a new session and its three tokens. */
export async function signedIn(ctx: IdentityContext, pool: PoolSettings, user: UserRow) {
  const { refreshToken, originJti } = await openSession(ctx.db, pool, user.username);
  const tokens = await issueTokens(ctx.keys, pool, tokenSubject(user), originJti);
  return { AuthenticationResult: { ...tokens, RefreshToken: refreshToken }, ChallengeParameters: {} };
}
