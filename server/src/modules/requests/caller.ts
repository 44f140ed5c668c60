import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import type { PartyFinder } from '../../platform/parties';

/** Who reads requests: every staff role, each within its scope (requestScope). */
export const requestReaders = requireRoles(
  ROLES.admin,
  ROLES.customerCare,
  ROLES.channelPartner,
  ROLES.technician,
  ROLES.dealer,
);

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
  const { parties } = request.server.ctx;
  switch (currentUser(request).role) {
    case ROLES.channelPartner:
      return {
        column: 'channel_partner_id',
        property: 'channelPartnerId',
        value: await remembered(request, parties.channelPartner),
      };
    case ROLES.technician:
      return {
        column: 'technician_id',
        property: 'technicianId',
        value: await remembered(request, parties.technician),
      };
    case ROLES.dealer:
      return { column: 'dealer_id', property: 'dealerId', value: await remembered(request, parties.dealer) };
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
async function remembered(request: FastifyRequest, find: PartyFinder): Promise<string | null> {
  let cache = partyIds.get(request.server);
  if (!cache)
    partyIds.set(request.server, (cache = new LRUCache<string, string>({ max: 10_000, ttl: PARTY_ID_TTL_MS })));
  const user = currentUser(request);
  const key = `${user.role}\u0000${user.pool}\u0000${user.username}`;
  const known = cache.get(key);
  if (known) return known;
  const id = (await find(request))?.id;
  if (id) cache.set(key, id);
  return id ?? null;
}
