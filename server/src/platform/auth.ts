import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES, READ_ONLY_GROUP } from '../../../domain/account/constants';
import { ALL_ROLES, type Role } from '../../../domain/roles';
import type { PoolName } from '../identity/pools';
import { HttpError } from './errors';
import type { TokenVerifier } from './tokenVerifier';
import { SERVER_MESSAGES } from '../../../domain/messages/serverMessages';

export interface AuthUser {
  sub: string;
  username: string;
  pool: PoolName;
  groups: string[];
  /** The first group of the user. */
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

async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ') || header === 'Bearer undefined') {
    throw new HttpError(401, SERVER_MESSAGES.unauthorized);
  }
  request.user = await request.server.verifyToken(header.slice('Bearer '.length).trim());
}

/**
 * Who may call a route: the roles it admits, and the route param naming an owner the caller must be (or be an admin
 * for).
 */
export interface RouteAccess {
  roles: readonly Role[];
  /** The param naming the record a channel partner must own (its own id, or one of its technicians' ids). */
  ownerParam?: string;
  /** What `ownerParam` names: the partner itself (the default), a technician of the partner, or a dealer itself. */
  ownerKind?: 'channelPartner' | 'technician' | 'dealer';
  /** Writes that concern only the caller (its own settings and profile): open to read-only staff too. */
  personal?: boolean;
  /** A dealer among `roles` is admitted only while its dealer record is Active (the guard checks the record). */
  activeDealersOnly?: boolean;
}

export type RouteGuard = onRequestAsyncHookHandler & { readonly access: RouteAccess };

/** Marks an onRequest check as the route's declaration of who may call it (read by the route catalogue). */
export function declareAccess(access: RouteAccess, check: onRequestAsyncHookHandler): RouteGuard {
  return Object.assign(check, { access });
}

export const isRouteGuard = (hook: unknown): hook is RouteGuard => typeof hook === 'function' && 'access' in hook;

// Reads the API serves by POST (lists, counts, exports, reports, price look-ups), known by their last path segment.
const POST_READS = /\/(get[A-Z]\w*|export|totalCount|detail|report)$/;

/** A call that changes something: every method but GET, except the reads served by POST. */
export const isWrite = (method: string, url: string) =>
  !['GET', 'HEAD', 'OPTIONS'].includes(method) && !(method === 'POST' && POST_READS.test(url));

function guardOf(access: RouteAccess): RouteGuard {
  return declareAccess(access, async function guard(request, reply) {
    await authenticate(request, reply);
    const user = request.user;
    if (!user?.role || !access.roles.includes(user.role)) {
      throw new HttpError(403, 'You are not allowed to do this');
    }
    // Read-only staff (their token carries the group): every write is refused here, once for all routes.
    if (
      !access.personal &&
      user.groups.includes(READ_ONLY_GROUP) &&
      isWrite(request.method, request.routeOptions.url ?? request.url)
    ) {
      throw new HttpError(403, ACCOUNT_MESSAGES.readOnly);
    }
  });
}

/** A signed-in user whose role is one of `roles` (none given: any of the roles; a token without a role is refused). */
export function requireRoles(...roles: Role[]): RouteGuard {
  return guardOf({ roles: roles.length > 0 ? roles : ALL_ROLES });
}

/** Any signed-in user with a role, for writes that concern the caller alone (read-only staff may make them). */
export const requirePersonal = (): RouteGuard => guardOf({ roles: ALL_ROLES, personal: true });

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SERVER_MESSAGES.unauthorized);
  return request.user;
}

/** A look-up of the caller's made at most once per request, whichever code asks first (the same promise after that). */
export function oncePerRequest<T>(
  lookUp: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const known = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let found = known.get(request);
    if (!found) known.set(request, (found = lookUp(request)));
    return found;
  };
}
