import type { Dealer } from '../../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import { dealerCorrectable } from '../../../../domain/dealers/statuses';
import { ROLES } from '../../../../domain/roles';
import { requireRoles } from '../../platform/auth';
import type { Executor } from '../../platform/db';
import { conflict, forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/parties';
import { onboardingParty, ownerGuard, partyRecords, readProfile, requestChange, selfOrAdmin } from '../onboarding';
import type { OwnerWriteRule } from '../profileSections';
import { DEALER_ENTITY } from './invitee';
import { dealerHead, readDealer, type DealerHead } from './repository';
import { tags } from './schemas';

export const adminOnly = requireRoles(ROLES.admin);
export const dealerOnly = requireRoles(ROLES.dealer);

type DealerWriteRule = OwnerWriteRule<DealerHead>;

/** An Inactive dealer sees the forbidden page: the API refuses its own profile changes too. */
export const refuseInactiveSelf: DealerWriteRule = (dealer, user) => {
  if (user.role === ROLES.dealer && dealer.status === 'Inactive') throw forbidden(DEALER_MESSAGES.inactiveBanner);
};

/** Basic details and documents: whom dealerCorrectable admits (an admin any dealer but a revoked invitation). */
const dealerEditable: DealerWriteRule = (dealer, user) => {
  refuseInactiveSelf(dealer, user);
  if (!dealerCorrectable(user.role, dealer.status)) throw conflict(DEALER_MESSAGES.notEditable);
};

const lockedDealer = (tx: Executor, id: string) => dealerHead(tx, id, { lock: true });

/** Dealers as the onboarding core takes them: a dealer acts for itself. */
export const DEALER_PARTY = onboardingParty<DealerHead, Dealer>('/dealer', tags, {
  records: partyRecords('dealers', DEALER_ENTITY, DEALER_MESSAGES.notFound, lockedDealer, readDealer),
  editable: dealerEditable,
  owner: { kind: 'dealer', mayAct: selfOrAdmin },
});

/**
 * The dealer of `id` as `caller` may read it: an admin any, a dealer its own (403 otherwise), 404 when there is none.
 */
export const existingDealer = (db: Executor, caller: Caller, id: string): Promise<Dealer> =>
  readProfile(db, caller, DEALER_PARTY, id);

/** onRequest: an admin, or the dealer whose own id is the route's `:id` (checked before the body is validated). */
export const adminOrSelf = ownerGuard(DEALER_PARTY, [ROLES.admin, ROLES.dealer]);

/** One write to a dealer (changeOwner): the row locked, the rule checked, the activity recorded; answers the dealer. */
export const changeDealer = requestChange(DEALER_PARTY);
