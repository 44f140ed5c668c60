import type { Move } from '../requests/statuses';
import { ROLES } from '../roles';

/**
 * Where a dealer stands (README "Dealers", docs/rules/onboarding.md): the invitation (Invited, Expired, Revoked),
 * Incomplete (link verified or profile being filled), Pending (submitted, waiting for an admin: the wait screen),
 * Active (books requests), Inactive (the forbidden page). Every status other than Active and Inactive shows the wait
 * screen.
 */
export const DEALER_STATUSES = [
  'Invited',
  'Expired',
  'Revoked',
  'Incomplete',
  'Pending',
  'Active',
  'Inactive',
] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

/** Statuses in which the dealer (or an admin for it) edits its profile: while filling it, and once decided. */
const DEALER_EDITABLE_STATUSES: readonly DealerStatus[] = ['Incomplete', 'Pending', 'Active'];
/**
 * Who may correct a dealer's basic details and documents in its status (README "Dealers"): an admin any dealer but a
 * revoked invitation (an Invited dealer's typo too), the dealer itself in DEALER_EDITABLE_STATUSES. The API and the
 * page both ask this.
 */
export function dealerCorrectable(role: string | undefined, status: DealerStatus): boolean {
  if (role === ROLES.admin) return status !== 'Revoked';
  return role === ROLES.dealer && DEALER_EDITABLE_STATUSES.includes(status);
}

/** Statuses in which the profile may be submitted for review. */
const DEALER_SUBMITTABLE_STATUSES: readonly DealerStatus[] = ['Incomplete'];

const { admin, dealer } = ROLES;

/** POST dealer/{id}/submit: the dealer (its own) or an admin, once nothing is missing. */
export const DEALER_SUBMIT_MOVE: Move<DealerStatus> = {
  from: DEALER_SUBMITTABLE_STATUSES,
  to: 'Pending',
  by: [dealer, admin],
};

/**
 * PATCH dealer/status: an admin makes a submitted or decided dealer Active, Inactive, or sends it back to Pending, with
 * a remark.
 */
export const DEALER_STATUS_MOVES: readonly Move<DealerStatus>[] = [
  { from: ['Pending', 'Inactive'], to: 'Active', by: [admin] },
  { from: ['Pending', 'Active'], to: 'Inactive', by: [admin] },
  { from: ['Active', 'Inactive'], to: 'Pending', by: [admin] },
];

export const DEALER_DECISIONS = ['Active', 'Inactive', 'Pending'] as const satisfies readonly DealerStatus[];
export type DealerDecision = (typeof DEALER_DECISIONS)[number];

/** The statuses an admin list tab shows (dealers list, README "Dealers"). */
export const DEALER_TABS = {
  all: DEALER_STATUSES,
  invited: ['Invited', 'Expired', 'Revoked', 'Incomplete'],
  pending: ['Pending'],
  verified: ['Active', 'Inactive'],
} as const satisfies Record<string, readonly DealerStatus[]>;
export type DealerTab = keyof typeof DEALER_TABS;
