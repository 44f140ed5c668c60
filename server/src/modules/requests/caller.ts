import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ROLES } from '../../../../domain/roles';
import { currentUser, oncePerRequest, requireRoles } from '../../platform/auth';
import { callerFor, type Caller, type CallerParty, type PartyFinders } from '../../platform/parties';

/** Who reads requests: every staff role, each within its scope (requestScopeOf). */
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
export function requestScopeOf(caller: Caller): RequestScope | undefined {
  const value = caller.party?.id ?? null;
  switch (caller.user.role) {
    case ROLES.channelPartner:
      return { column: 'channel_partner_id', property: 'channelPartnerId', value };
    case ROLES.technician:
      return { column: 'technician_id', property: 'technicianId', value };
    case ROLES.dealer:
      return { column: 'dealer_id', property: 'dealerId', value };
    default:
      return undefined;
  }
}

const FINDER_OF_ROLE: Partial<Record<string, keyof PartyFinders>> = {
  [ROLES.channelPartner]: 'channelPartner',
  [ROLES.technician]: 'technician',
  [ROLES.dealer]: 'dealer',
};

/** How long a sign-in's own party is remembered: the record behind a sign-in keeps its id, so a minute is safe. */
const PARTY_TTL_MS = 60_000;
const knownParties = new WeakMap<FastifyInstance, LRUCache<string, CallerParty>>();

/**
 * The caller of a requests route, resolved before its transaction opens. Its partner, technician or dealer record is
 * looked up once a minute per sign-in instead of on every call (a scoped list otherwise runs one or two look-ups before
 * its own query, which the bench showed in the p95); the requests' rules read only the record's id, which a sign-in
 * keeps. Only found records are remembered: one created after a miss is seen on the next call.
 */
export const requestCaller = oncePerRequest(async (request): Promise<Caller> => {
  const user = currentUser(request);
  const finder = user.role && FINDER_OF_ROLE[user.role];
  if (!finder) return callerFor(user);
  let cache = knownParties.get(request.server);
  if (!cache)
    knownParties.set(request.server, (cache = new LRUCache<string, CallerParty>({ max: 10_000, ttl: PARTY_TTL_MS })));
  const key = `${user.role}\u0000${user.pool}\u0000${user.username}`;
  let party = cache.get(key);
  if (!party) {
    const found = await request.server.ctx.parties[finder](request);
    party = found && { id: found.id, status: found.status };
    if (party) cache.set(key, party);
  }
  return callerFor(user, party);
});
