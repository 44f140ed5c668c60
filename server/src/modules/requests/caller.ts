import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { ROLES, type Role } from '../../../../domain/roles';
import { currentUser, declareAccess, requireRoles } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { ownPartner } from '../channelPartners/access';
import { firstRow } from '../../platform/db';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

export const DEALER_NOT_ACTIVE = SERVER_MESSAGES.dealerNotActive;

export interface DealerHead {
  id: string;
  status: string;
}

const dealers = new WeakMap<FastifyRequest, Promise<DealerHead | undefined>>();

/** The dealer record of the signed-in dealer, by its e-mail (as users/profile.ts finds it): the username, else the e-mail attribute. */
export function ownDealer(request: FastifyRequest): Promise<DealerHead | undefined> {
  let own = dealers.get(request);
  if (!own) {
    own = (async () => {
      const user = currentUser(request);
      if (user.role !== ROLES.dealer) return undefined;
      const { db, identity } = request.server.ctx;
      // Pools that sign in by e-mail alias put an opaque username in the token: the e-mail is an attribute then.
      const email = user.username.includes('@') ? user.username : (await identity.getUser(user.pool, user.username))?.attributes.email;
      return email ? firstRow<DealerHead>(db, sql`SELECT id, status FROM dealers WHERE lower(email) = ${email.toLowerCase()} LIMIT 1`) : undefined;
    })();
    dealers.set(request, own);
  }
  return own;
}

/** The technician record of the signed-in technician: by its custom:id attribute, else by its mobile (as users/profile.ts). */
export async function ownTechnicianId(request: FastifyRequest): Promise<string | undefined> {
  const user = currentUser(request);
  const { db, identity } = request.server.ctx;
  const customId = (await identity.getUser(user.pool, user.username))?.attributes['custom:id'];
  const mobile = user.username.startsWith(MOBILE_PREFIX) ? user.username.slice(MOBILE_PREFIX.length) : user.username;
  const found = await firstRow<{ id: string }>(
    db,
    customId ? sql`SELECT id FROM technicians WHERE id = ${customId}` : sql`SELECT id FROM technicians WHERE mobile = ${mobile} LIMIT 1`,
  );
  return found?.id;
}

/**
 * Roles admitted, a dealer only while its dealer record is Active (spec 001 §10: a dealer books only when active).
 * Used by the booking and by the calls the booking screen makes (partner searches, time slots).
 */
export function rolesWithActiveDealer(...roles: Role[]) {
  const guard = requireRoles(...roles, ROLES.dealer);
  return declareAccess({ ...guard.access, activeDealersOnly: true }, async function activeDealerGuard(request, reply) {
    await guard.call(request.server, request, reply);
    if (currentUser(request).role === ROLES.dealer && (await ownDealer(request))?.status !== 'Active') throw forbidden(DEALER_NOT_ACTIVE);
  });
}

/** Who books: an admin, customer care, an Active dealer. */
export const bookers = rolesWithActiveDealer(ROLES.admin, ROLES.customerCare);

/** Who reads requests: every staff role, each within its scope (requestScope). */
export const requestReaders = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner, ROLES.technician, ROLES.dealer);

/** The indexed party column a caller's requests are found by, or undefined when the caller sees all of them. */
export interface RequestScope {
  column: 'channel_partner_id' | 'technician_id' | 'dealer_id';
  property: 'channelPartnerId' | 'technicianId' | 'dealerId';
  /** Null when the caller has no record of its role: it then sees nothing. */
  value: string | null;
}

/**
 * DESIGN.md "Who sees what": admin and customer care all; a channel partner the requests assigned to it; a technician
 * those assigned to them; a dealer those it booked (whatever its status: reading is not booking).
 */
export async function requestScope(request: FastifyRequest): Promise<RequestScope | undefined> {
  switch (currentUser(request).role) {
    case ROLES.channelPartner:
      return { column: 'channel_partner_id', property: 'channelPartnerId', value: await remembered(request, async () => (await ownPartner(request))?.id) };
    case ROLES.technician:
      return { column: 'technician_id', property: 'technicianId', value: await remembered(request, () => ownTechnicianId(request)) };
    case ROLES.dealer:
      return { column: 'dealer_id', property: 'dealerId', value: await remembered(request, async () => (await ownDealer(request))?.id) };
    default:
      return undefined;
  }
}

/** How long a sign-in's own party id is remembered: the record behind a sign-in keeps its id, so a minute is safe. */
const PARTY_ID_TTL_MS = 60_000;
const partyIds = new WeakMap<FastifyInstance, LRUCache<string, string>>();

/**
 * The caller's own partner, technician or dealer id, looked up once a minute per sign-in instead of on every call (a
 * scoped list otherwise runs one or two look-ups before its own query: the bench of issue 14 showed them in the p95).
 * Only found ids are remembered: a record created after a miss is seen on the next call. Null: none.
 */
async function remembered(request: FastifyRequest, lookUp: () => Promise<string | undefined>): Promise<string | null> {
  let cache = partyIds.get(request.server);
  if (!cache) partyIds.set(request.server, (cache = new LRUCache<string, string>({ max: 10_000, ttl: PARTY_ID_TTL_MS })));
  const user = currentUser(request);
  const key = `${user.role}\u0000${user.pool}\u0000${user.username}`;
  const known = cache.get(key);
  if (known) return known;
  const id = await lookUp();
  if (id) cache.set(key, id);
  return id ?? null;
}
