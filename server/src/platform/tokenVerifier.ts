import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isRole } from '../../../domain/roles';
import type { PoolSettings } from '../identity/pools';
import type { AuthUser } from './auth';
import { HttpError } from './errors';

export type TokenVerifier = (token: string) => Promise<AuthUser>;

/** Verifies Cognito access tokens of the configured pools against their JWKS (embedded or Amazon Cognito). */
export function createTokenVerifier(pools: PoolSettings[], localKeys?: () => JWTVerifyGetKey): TokenVerifier {
  const remote = new Map(pools.map((p) => [p.issuer, createRemoteJWKSet(new URL(p.jwksUrl))]));
  const byIssuer = new Map(pools.map((p) => [p.issuer, p]));
  const verified = new VerifiedTokenCache();
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    let payload;
    try {
      const issuer = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).iss as string;
      const pool = byIssuer.get(issuer);
      if (!pool) throw new Error('unknown issuer');
      const keys = localKeys ? localKeys() : remote.get(issuer)!;
      ({ payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'] }));
      if (payload.token_use !== 'access' || payload.client_id !== pool.userPoolClientId) throw new Error('not an access token');
      const groups = (payload['cognito:groups'] as string[] | undefined) ?? [];
      const user: AuthUser = {
        sub: payload.sub!,
        username: String(payload.username ?? payload['cognito:username'] ?? ''),
        pool: pool.name,
        groups,
        role: isRole(groups[0]) ? groups[0] : undefined,
      };
      verified.set(token, user, payload.exp!);
      return user;
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new HttpError(401, expired ? 'Expired token' : 'Invalid authorization token');
    }
  };
}

/** Tokens already verified, until they expire: a signature check per request is the costliest part of a small call. */
class VerifiedTokenCache {
  private readonly entries = new Map<string, { user: AuthUser; exp: number }>();
  constructor(private readonly capacity = 10_000) {}

  get(token: string): AuthUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.exp * 1000 <= Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(token: string, user: AuthUser, exp: number) {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { user, exp });
  }
}

