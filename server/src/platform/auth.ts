import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ALL_ROLES, type Role } from '../../../domain/roles';
import type { PoolName } from '../identity/pools';
import { HttpError } from './errors';
import type { TokenVerifier } from './tokenVerifier';

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

/** Who may call a route: the roles it admits, and the route param naming an owner the caller must be (or be an admin for). */
export interface RouteAccess {
  roles: readonly Role[];
  /** The param naming the record a channel partner must own (its own id, or one of its technicians' ids). */
  ownerParam?: string;
  /** What `ownerParam` names: the partner itself (the default), a technician of the partner, or a dealer itself. */
  ownerKind?: 'channelPartner' | 'technician' | 'dealer';
}

export type RouteGuard = onRequestAsyncHookHandler & { readonly access: RouteAccess };

/** Marks an onRequest check as the route's declaration of who may call it (read by the route catalogue). */
export function declareAccess(access: RouteAccess, check: onRequestAsyncHookHandler): RouteGuard {
  return Object.assign(check, { access });
}

export const isRouteGuard = (hook: unknown): hook is RouteGuard => typeof hook === 'function' && 'access' in hook;

/** A signed-in user whose role is one of `roles` (none given: any of the roles; a token without a role is refused). */
export function requireRoles(...roles: Role[]): RouteGuard {
  const admitted = roles.length > 0 ? roles : ALL_ROLES;
  return declareAccess({ roles: admitted }, async function guard(request, reply) {
    await authenticate(request, reply);
    if (!request.user?.role || !admitted.includes(request.user.role)) {
      throw new HttpError(403, 'You are not allowed to do this');
    }
  });
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Unauthorized');
  return request.user;
}
