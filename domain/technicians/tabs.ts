import type { PartnerStatus } from '../channelPartner/statuses';

/*
 * The statuses and list tabs alone, without zod or messages: the console's resource table imports them, and the
 * console's first download must stay free of zod (tests/e2e/consoleLoading.e2e.ts).
 */

/**
 * Technician profile statuses, stored as the partner's are: 'resubmit' is Resubmission, verified is
 * Active.
 */
export const TECHNICIAN_STATUSES = [
  'Incomplete',
  'Resubmission',
  'Pending',
  'Rejected',
  'Expired',
  'Revoked',
  'Invited',
  'Active',
] as const satisfies readonly PartnerStatus[];
export type TechnicianStatus = (typeof TECHNICIAN_STATUSES)[number];

/**
 * The list tabs of technicians/main and the statuses each shows; Rejected and Resubmission return to the pending list.
 */
export const TECHNICIAN_TABS = {
  pending: ['Pending', 'Resubmission', 'Rejected', 'Invited', 'Expired', 'Revoked'],
  verified: ['Active'],
  incomplete: ['Incomplete'],
} as const satisfies Record<string, readonly TechnicianStatus[]>;
export type TechnicianTab = keyof typeof TECHNICIAN_TABS;
