import type { ActivityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Dealer } from '../../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import { dealerCorrectable } from '../../../../domain/dealers/statuses';
import { ROLES } from '../../../../domain/roles';
import { recordActivity } from '../../platform/activityLog';
import { currentUser, declareAccess, requireRoles, type AuthUser } from '../../platform/auth';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { Transaction } from '../../platform/db';
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
export const adminOrSelf = declareAccess({ ...adminOrDealer.access, ownerParam: 'id', ownerKind: 'dealer' }, async function adminOrSelfDealer(request, reply) {
  await adminOrDealer.call(request.server, request, reply);
  await assertSelfOrAdmin(request, (request.params as { id?: string }).id);
});

/** The dealer of the route, or 404. */
export async function existingDealer(request: FastifyRequest, id: string): Promise<Dealer> {
  const dealer = await readDealer(request.server.ctx.db, id);
  if (!dealer) throw notFound(DEALER_MESSAGES.notFound);
  return dealer;
}

export type DealerWriteRule = (dealer: DealerHead, user: AuthUser) => void;

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
export interface DealerChange {
  activity: ActivityText;
  remark?: string | null;
}

/**
 * One write to a dealer: in a transaction that locks the dealer row, checks the rule, applies the change and records
 * the activity; a refusal thrown by the change rolls everything back. Answers the whole updated dealer.
 */
export async function changeDealer(
  request: FastifyRequest,
  id: string,
  change: (tx: Transaction, dealer: DealerHead) => Promise<DealerChange>,
  rule: DealerWriteRule = dealerEditable,
): Promise<Dealer> {
  const { db } = request.server.ctx;
  const user = currentUser(request);
  await db.transaction(async (tx) => {
    const dealer = await dealerHead(tx, id, { lock: true });
    if (!dealer) throw notFound(DEALER_MESSAGES.notFound);
    rule(dealer, user);
    const done = await change(tx, dealer);
    await tx.execute(sql`UPDATE dealers SET last_update = now() WHERE id = ${id}`);
    await recordActivity(tx, { entityId: id, entityType: DEALER_ENTITY, activity: done.activity, remark: done.remark, by: user });
  });
  return existingDealer(request, id);
}
