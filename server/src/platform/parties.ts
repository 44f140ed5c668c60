import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../../../domain/messages/serverMessages';
import { ROLES, type Role } from '../../../domain/roles';
import { currentUser, declareAccess, requireRoles } from './auth';
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

export const DEALER_NOT_ACTIVE = SERVER_MESSAGES.dealerNotActive;

/**
 * Roles admitted, a dealer only while its dealer record is Active (spec 001 §10: a dealer books only when active).
 * Used by the booking and by the calls the booking screen makes (partner searches, time slots).
 */
export function rolesWithActiveDealer(...roles: Role[]) {
  const guard = requireRoles(...roles, ROLES.dealer);
  return declareAccess({ ...guard.access, activeDealersOnly: true }, async function activeDealerGuard(request, reply) {
    await guard.call(request.server, request, reply);
    if (currentUser(request).role === ROLES.dealer && (await request.server.ctx.parties.dealer(request))?.status !== 'Active') throw forbidden(DEALER_NOT_ACTIVE);
  });
}

/** Who books: an admin, customer care, an Active dealer. */
export const bookers = rolesWithActiveDealer(ROLES.admin, ROLES.customerCare);
