/**
 * Enumerations that several parts share. The others live beside their rules: partner statuses in
 * channelPartner/statuses.ts (a profile sent back is stored and answered as Resubmission, never 'Resubmit'),
 * transaction statuses in payments/statuses.ts, address types in customers/address.ts.
 */
export const PUBLISH_STATES = ['Publish', 'Unpublish'] as const;
export const ACTIVE_STATES = ['Active', 'Inactive'] as const;
export const TICKET_STATUSES = [
  'Open',
  'Assigned',
  'Scheduled',
  'Pending',
  'Resolved',
  'Completed',
  'Cancelled',
] as const;
export const PAYMENT_STATUSES = ['Created', 'Verified', 'Failed', 'Cancelled', 'Refunded', 'Paid', 'Unpaid'] as const;
export const PICKUP_STATUSES = ['Open', 'Scheduled', 'Picked Up', 'Completed', 'Cancelled'] as const;
