import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isRole } from '../../../domain/roles';
import type { PoolSettings } from '../identity/pools';
import type { AccessTokenClaims, TokenStanding } from '../identity/standing';
import type { AuthUser } from './auth';
import { HttpError } from './errors';

export type TokenVerifier = (token: string) => Promise<AuthUser>;

interface TokenVerifierOptions {
  pools: PoolSettings[];
  /** Asked on every request once the signature holds: the user still there and enabled, the session not signed out. */
  standing: TokenStanding;
  /** The embedded identity's keys; without them each pool's JWKS is fetched over HTTP (Amazon Cognito). */
  localKeys?: JWTVerifyGetKey;
}

/** How far a token's `iat` may lie ahead of this server's clock. */
const CLOCK_SKEW_SECONDS = 60;

const invalidToken = () => new HttpError(401, 'Invalid authorization token');

interface Verified {
  user: AuthUser;
  claims: AccessTokenClaims;
  exp: number;
}

/** Verifies Cognito access tokens of the configured pools against their JWKS (embedded or Amazon Cognito). */
export function createTokenVerifier({ pools, standing, localKeys }: TokenVerifierOptions): TokenVerifier {
  const remote = new Map(pools.map((p) => [p.issuer, createRemoteJWKSet(new URL(p.jwksUrl))]));
  const byIssuer = new Map(pools.map((p) => [p.issuer, p]));
  const verified = new VerifiedTokenCache();

  async function verifySignedToken(token: string): Promise<Verified> {
    try {
      const issuer = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).iss as string;
      const pool = byIssuer.get(issuer);
      if (!pool) throw new Error('unknown issuer');
      const keys = localKeys ?? remote.get(issuer)!;
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.iat! > Date.now() / 1000 + CLOCK_SKEW_SECONDS) throw new Error('issued in the future');
      if (payload.token_use !== 'access' || payload.client_id !== pool.userPoolClientId)
        throw new Error('not an access token of this pool');
      if (typeof payload.username !== 'string' || !payload.username) throw new Error('no username');
      const groups = (payload['cognito:groups'] as string[] | undefined) ?? [];
      const originJti = typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined;
      return {
        user: {
          sub: payload.sub!,
          username: payload.username,
          pool: pool.name,
          groups,
          role: isRole(groups[0]) ? groups[0] : undefined,
        },
        claims: { pool, sub: payload.sub!, username: payload.username, originJti },
        exp: payload.exp!,
      };
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw expired ? new HttpError(401, 'Expired token') : invalidToken();
    }
  }

  return async (token) => {
    let known = verified.get(token);
    if (!known) {
      known = await verifySignedToken(token);
      verified.set(token, known);
    }
    // Outside the try above: a database or Cognito failure here is the server's, not the token's.
    if (!(await standing(known.claims))) throw invalidToken();
    return known.user;
  };
}

/** Tokens already verified, until they expire: a signature check per request is the costliest part of a small call. */
class VerifiedTokenCache {
  private readonly entries = new Map<string, Verified>();
  constructor(private readonly capacity = 10_000) {}

  get(token: string): Verified | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.exp * 1000 <= Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, entry: Verified) {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, entry);
  }
}
