import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isRole, type Role } from '../../../domain/roles';
import type { PoolName, PoolSettings } from '../identity/pools';
import { HttpError } from './errors';

export interface AuthUser {
  sub: string;
  username: string;
  pool: PoolName;
  groups: string[];
  /** The first group of the user (spec 000 §6). */
  role?: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

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

declare module 'fastify' {
  interface FastifyInstance {
    verifyToken: TokenVerifier;
  }
}

export async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ') || header === 'Bearer undefined') {
    throw new HttpError(401, 'Unauthorized');
  }
  request.user = await request.server.verifyToken(header.slice('Bearer '.length).trim());
}

/** preHandler: a signed-in user whose role is one of `roles` (none given: any signed-in user). */
export function requireRoles(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function guard(request, reply) {
    await authenticate(request, reply);
    if (roles.length > 0 && (!request.user?.role || !roles.includes(request.user.role))) {
      throw new HttpError(403, 'You are not allowed to do this');
    }
  };
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Unauthorized');
  return request.user;
}
