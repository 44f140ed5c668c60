import type { FastifyRequest } from 'fastify';
import { ROLES } from '../../../../domain/roles';
import { currentUser, declareAccess, requireRoles } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { roleProfile } from '../users';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

/** A dealer books for customers only once its profile is Active (spec 000 §6, issue 12). */
export const DEALER_NOT_ACTIVE = SERVER_MESSAGES.dealerProfileNotActive;

export const adminOnly = requireRoles(ROLES.admin);
export const adminOrCare = requireRoles(ROLES.admin, ROLES.customerCare);
const keeperRoles = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.dealer);

/** Whether the caller is a dealer (who sees no referral code nor reward points). */
export const isDealer = (request: FastifyRequest) => currentUser(request).role === ROLES.dealer;

/** The dealer record of the signed-in dealer is Active (looked up as the session's profile is). */
async function assertActiveDealer(request: FastifyRequest) {
  const { db, identity } = request.server.ctx;
  const user = currentUser(request);
  const identityUser = await identity.getUser(user.pool, user.username);
  const profile = identityUser ? await roleProfile(db, identityUser) : {};
  if (profile.dealerStatus !== 'Active') throw forbidden(DEALER_NOT_ACTIVE);
}

/** onRequest: an admin, customer care or a dealer whose profile is Active: the people who keep customers and book for them. */
export const customerKeepers = declareAccess(
  { ...keeperRoles.access, activeDealersOnly: true },
  async function customerKeepers(request, reply) {
    await keeperRoles.call(request.server, request, reply);
    if (isDealer(request)) await assertActiveDealer(request);
  },
);
