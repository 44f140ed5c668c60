import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../../../domain/roles';
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
