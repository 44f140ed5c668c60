import type { Dealer } from '../../../domain/dealers/dealer';
import { DEALER_STATUS_MOVES, DEALER_SUBMIT_MOVE, dealerCorrectable } from '../../../domain/dealers/statuses';
import { ROLES, type Role } from '../../../domain/roles';

interface DealerAccess {
  /** Basic details, photo and document controls. */
  canEdit: boolean;
  /** Submit in the footer: an Incomplete profile, the dealer's own or an admin's. */
  canSubmit: boolean;
  /** Change Status: an admin, when some move leaves the current status. */
  canChangeStatus: boolean;
  /** Resend/revoke of the invitation and the activity log: admins. */
  isAdmin: boolean;
}

/**
 * What the viewer may do on a dealer's page (spec 000 §4, README "Dealers"): the role and the status decide, as the API
 * does.
 */
export function dealerAccess(role: Role | undefined, dealer: Pick<Dealer, 'status'>): DealerAccess {
  const isAdmin = role === ROLES.admin;
  const { status } = dealer;
  return {
    canEdit: dealerCorrectable(role, status),
    canSubmit: !!role && DEALER_SUBMIT_MOVE.from.includes(status) && DEALER_SUBMIT_MOVE.by.includes(role),
    canChangeStatus:
      isAdmin && DEALER_STATUS_MOVES.some((move) => move.from.includes(status) && move.by.includes(role)),
    isAdmin,
  };
}
