import { PAYMENT_STATUSES, PICKUP_STATUSES, TICKET_STATUSES } from '../enums';
import { ROLES, type Role } from '../roles';

/**
 * The two kinds of request: a repair, or a pick-up (e-waste, plastic, used cooking oil, textile), each with its
 * statuses.
 */
export const REQUEST_KIND_NAMES = ['repair', 'pickUp'] as const;
export type RequestKindName = (typeof REQUEST_KIND_NAMES)[number];

/** Repair request statuses (the ticket statuses) and who may move a request between them. */
export const REPAIR_STATUSES = TICKET_STATUSES;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** Pick-up request statuses (e-waste, plastic, used cooking oil, textile). */
export { PICKUP_STATUSES };
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export { PAYMENT_STATUSES };
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Move<S extends string> {
  from: readonly S[];
  to: S;
  by: readonly Role[];
}

const { admin, channelPartner, customerCare, technician } = ROLES;
const FIELD = [technician, channelPartner, admin] as const;

/**
 * The transitions of docs/rules/requests.md's table; a booking creates a request Open (admin, customer care, an Active
 * dealer).
 */
export const REPAIR_MOVES: readonly Move<RepairStatus>[] = [
  { from: ['Open'], to: 'Assigned', by: [channelPartner, admin] },
  { from: ['Assigned'], to: 'Scheduled', by: FIELD },
  { from: ['Assigned', 'Scheduled'], to: 'Pending', by: FIELD },
  { from: ['Assigned', 'Scheduled', 'Pending'], to: 'Resolved', by: FIELD },
  { from: ['Resolved'], to: 'Completed', by: [channelPartner, admin] },
  { from: ['Open', 'Assigned', 'Scheduled', 'Pending'], to: 'Cancelled', by: [admin, customerCare, channelPartner] },
  // A revisit within the configured days books a new slot.
  { from: ['Resolved', 'Completed'], to: 'Scheduled', by: [admin, channelPartner] },
];

export const PICKUP_MOVES: readonly Move<PickupStatus>[] = [
  { from: ['Open'], to: 'Scheduled', by: [channelPartner, admin] },
  { from: ['Scheduled'], to: 'Picked Up', by: FIELD },
  { from: ['Picked Up'], to: 'Completed', by: [channelPartner, admin] },
  { from: ['Open', 'Scheduled'], to: 'Cancelled', by: [admin, customerCare, channelPartner] },
];

/** Whether `role` may move a request from `from` to `to` under `moves`. */
export function mayMove<S extends string>(moves: readonly Move<S>[], from: S, to: S, role: Role): boolean {
  return moves.some((move) => move.to === to && move.from.includes(from) && move.by.includes(role));
}

/** The statuses `role` may move a request to from `from` (what a status menu offers). */
export function nextStatuses<S extends string>(moves: readonly Move<S>[], from: S, role: Role): S[] {
  return [
    ...new Set(moves.filter((move) => move.from.includes(from) && move.by.includes(role)).map((move) => move.to)),
  ];
}
