import type { FastifyRequest } from 'fastify';
import type { Dealer } from '../../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import { dealerCorrectable } from '../../../../domain/dealers/statuses';
import { ROLES } from '../../../../domain/roles';
import { currentUser, declareAccess, requireRoles } from '../../platform/auth';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { Transaction } from '../../platform/db';
import { changeOwner, type OwnerRecords, type OwnerWriteRule, type SectionChange } from '../profileSections';
import { ownDealer } from './own';
import { DEALER_ENTITY } from './invitee';
import { dealerHead, readDealer, type DealerHead } from './repository';

export const NOT_YOURS = 'You are not allowed to do this';

export const adminOnly = requireRoles(ROLES.admin);
export const dealerOnly = requireRoles(ROLES.dealer);
const adminOrDealer = requireRoles(ROLES.admin, ROLES.dealer);

/** An admin, or the dealer whose own id this is. */
export async function assertSelfOrAdmin(request: FastifyRequest, id: string | undefined) {
  if (currentUser(request).role === ROLES.admin) return;
  const own = await ownDealer(request);
  if (!own || own.id !== id) throw forbidden(NOT_YOURS);
}

/** onRequest: an admin, or the dealer whose own id is the route's `:id` (checked before the body is validated). */
export const adminOrSelf = declareAccess(
  { ...adminOrDealer.access, ownerParam: 'id', ownerKind: 'dealer' },
  async function adminOrSelfDealer(request, reply) {
    await adminOrDealer.call(request.server, request, reply);
    await assertSelfOrAdmin(request, (request.params as { id?: string }).id);
  },
);

/** The dealer of the route, or 404. */
export async function existingDealer(request: FastifyRequest, id: string): Promise<Dealer> {
  const dealer = await readDealer(request.server.ctx.db, id);
  if (!dealer) throw notFound(DEALER_MESSAGES.notFound);
  return dealer;
}

export type DealerWriteRule = OwnerWriteRule<DealerHead>;

/** An Inactive dealer sees the forbidden page: the API refuses its own profile changes too (spec 001 §4). */
const refuseInactiveSelf: DealerWriteRule = (dealer, user) => {
  if (user.role === ROLES.dealer && dealer.status === 'Inactive') throw forbidden(DEALER_MESSAGES.inactiveBanner);
};

/** Basic details and documents: whom dealerCorrectable admits (an admin any dealer but a revoked invitation). */
export const dealerEditable: DealerWriteRule = (dealer, user) => {
  refuseInactiveSelf(dealer, user);
  if (!dealerCorrectable(user.role, dealer.status)) throw conflict(DEALER_MESSAGES.notEditable);
};

/** Submit: the dealer itself (not when Inactive) or an admin, once the rule of the move says so (./status.ts). */
export const dealerSubmitter: DealerWriteRule = refuseInactiveSelf;

/** Any dealer (the admin's decision); the move itself is checked by the change. */
export const anyDealer: DealerWriteRule = () => undefined;

/** What a write leaves in the activity history. */
export type DealerChange = SectionChange;

const DEALER_RECORDS: OwnerRecords<DealerHead, Dealer> = {
  table: 'dealers',
  entityType: DEALER_ENTITY,
  notFound: DEALER_MESSAGES.notFound,
  lockedHead: (tx, id) => dealerHead(tx, id, { lock: true }),
  read: readDealer,
};

/** One write to a dealer (changeOwner): the row locked, the rule checked, the activity recorded; answers the dealer. */
export const changeDealer = (
  request: FastifyRequest,
  id: string,
  change: (tx: Transaction, dealer: DealerHead) => Promise<DealerChange>,
  rule: DealerWriteRule = dealerEditable,
): Promise<Dealer> => changeOwner(request.server.ctx.db, currentUser(request), DEALER_RECORDS, id, change, rule);
