import type { FastifyRequest } from 'fastify';
import { ROLES } from '../../../../domain/roles';
import { currentUser, declareAccess, requireRoles } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { dealerOfSignIn } from '../dealers';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

/** A dealer books for customers only once its profile is Active. */
export const DEALER_NOT_ACTIVE = SERVER_MESSAGES.dealerProfileNotActive;

export const adminOnly = requireRoles(ROLES.admin);
export const adminOrCare = requireRoles(ROLES.admin, ROLES.customerCare);
const keeperRoles = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.dealer);

/** Whether the caller is a dealer (who sees no referral code nor reward points). */
export const isDealer = (request: FastifyRequest) => currentUser(request).role === ROLES.dealer;

/**
 * The dealer record of the signed-in dealer is Active (looked up as the session's profile is: by the user's e-mail).
 */
async function assertActiveDealer(request: FastifyRequest) {
  const { db, identity } = request.server.ctx;
  const user = currentUser(request);
  const identityUser = await identity.getUser(user.pool, user.username);
  const dealer =
    identityUser?.groups[0] === ROLES.dealer
      ? await dealerOfSignIn(db, (identityUser.attributes.email ?? identityUser.username).toLowerCase())
      : undefined;
  if (dealer?.status !== 'Active') throw forbidden(DEALER_NOT_ACTIVE);
}

/**
 * onRequest: an admin, customer care or a dealer whose profile is Active: the people who keep customers and book for
 * them.
 */
export const customerKeepers = declareAccess(
  { ...keeperRoles.access, activeDealersOnly: true },
  async function customerKeepers(request, reply) {
    await keeperRoles.call(request.server, request, reply);
    if (isDealer(request)) await assertActiveDealer(request);
  },
);
