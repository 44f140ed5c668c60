import { REWARD_MESSAGES } from '../../../../domain/rewards';
import { ROLES } from '../../../../domain/roles';
import { requireRoles } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { partnerScopeOf, type Caller } from '../../platform/parties';
import type { RewardHolder } from './holders';

export const adminOnly = requireRoles(ROLES.admin);
/**
 * The ledger, its matrix and filter choices: admins (all of it) and channel partners (their own and their
 * technicians').
 */
export const ledgerReaders = requireRoles(ROLES.admin, ROLES.channelPartner);
/** A balance: admins, customer care (the customer card) and channel partners (their own and their technicians'). */
export const balanceReaders = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner);

/**
 * The partner whose part of the ledger the caller sees: none for an admin (all of it), its own for a channel partner.
 */
export const scopedPartnerId = (caller: Caller) => partnerScopeOf(caller, REWARD_MESSAGES.notYours);

/** A partner reads the balance of itself and its technicians only; customer care reads customers' only. */
export function assertBalanceReadable(caller: Caller, holder: RewardHolder) {
  if (caller.user.role === ROLES.customerCare && holder.type !== 'Customer') throw forbidden(REWARD_MESSAGES.notYours);
  const partnerId = scopedPartnerId(caller);
  if (partnerId !== undefined && (holder.type === 'Customer' || holder.channelPartnerId !== partnerId))
    throw forbidden(REWARD_MESSAGES.notYours);
}
