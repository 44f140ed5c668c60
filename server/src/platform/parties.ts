import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../../../domain/messages/serverMessages';
import { ROLES, type Role } from '../../../domain/roles';
import { currentUser, declareAccess, oncePerRequest, requireRoles, type AuthUser } from './auth';
import { forbidden } from './errors';

/** The record a sign-in acts for: its channel partner, technician or dealer record. */
export interface CallerParty {
  id: string;
  status: string;
}

/** How a sign-in of one role finds its record; undefined for another role or without a record. */
export type PartyFinder = (request: FastifyRequest) => Promise<CallerParty | undefined>;

/**
 * The finder of each role that has a record of its own. Each belongs to the module that owns the record; the app wires
 * them into its context, so that a guard here (and any module) can ask who the caller is without importing the owner.
 */
export interface PartyFinders {
  channelPartner: PartyFinder;
  technician: PartyFinder;
  dealer: PartyFinder;
}

/**
 * Who calls, as a rule sees it: the signed-in user and the record they act for. Rules take a Caller instead of the HTTP
 * request, so a test (or a job) can call them with any caller it makes (callerFor). The record is looked up before any
 * rule runs: a rule may then read it inside its transaction (PGlite has one connection, which the transaction holds).
 */
export interface Caller {
  user: AuthUser;
  /** The caller's partner, technician or dealer record: undefined for the other roles, or without a record. */
  party?: CallerParty;
}

const FINDER_OF_ROLE: Partial<Record<Role, keyof PartyFinders>> = {
  [ROLES.channelPartner]: 'channelPartner',
  [ROLES.technician]: 'technician',
  [ROLES.dealer]: 'dealer',
};

/** The caller of a request, its record looked up once per request. */
export const callerOf = oncePerRequest(async (request): Promise<Caller> => {
  const user = currentUser(request);
  const role = user.role && FINDER_OF_ROLE[user.role];
  return { user, party: role ? await request.server.ctx.parties[role](request) : undefined };
});

/** A caller made by hand: a user and the record they act for (none by default). */
export const callerFor = (user: AuthUser, party?: CallerParty): Caller => ({ user, party });

/**
 * The partner whose records a caller sees: undefined for a role that sees all of them (an admin), the partner's own id
 * for a channel partner, and a 403 with the module's refusal for a partner sign-in without its record.
 */
export function partnerScopeOf(caller: Caller, refusal: string): string | undefined {
  if (caller.user.role !== ROLES.channelPartner) return undefined;
  if (!caller.party) throw forbidden(refusal);
  return caller.party.id;
}

export const DEALER_NOT_ACTIVE = SERVER_MESSAGES.dealerNotActive;

/**
 * Roles admitted, a dealer only while its dealer record is Active (a dealer books only when active).
 * Used by the booking and by the calls the booking screen makes (partner searches, time slots).
 */
export function rolesWithActiveDealer(...roles: Role[]) {
  const guard = requireRoles(...roles, ROLES.dealer);
  return declareAccess({ ...guard.access, activeDealersOnly: true }, async function activeDealerGuard(request, reply) {
    await guard.call(request.server, request, reply);
    if (
      currentUser(request).role === ROLES.dealer &&
      (await request.server.ctx.parties.dealer(request))?.status !== 'Active'
    )
      throw forbidden(DEALER_NOT_ACTIVE);
  });
}

/** Who books: an admin, customer care, an Active dealer. */
export const bookers = rolesWithActiveDealer(ROLES.admin, ROLES.customerCare);
