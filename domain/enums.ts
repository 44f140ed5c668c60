/** Enumerations of spec 000 §4 and spec 001 §4. */
export const PUBLISH_STATES = ['Publish', 'Unpublish'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];
export const ACTIVE_STATES = ['Active', 'Inactive'] as const;
export const APPROVAL_STATES = ['Approved', 'Rejected', 'Not Approved'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const ONBOARDING_STATUSES = ['Invited', 'Expired', 'Pending', 'Rejected', 'Resubmission', 'Revoked', 'Incomplete'] as const;
export const CHANNEL_PARTNER_STATUSES = ['Active', 'Inactive', 'Pending', 'Incomplete', 'Resubmit', 'Rejected'] as const;
export const TICKET_STATUSES = ['Open', 'Assigned', 'Scheduled', 'Pending', 'Resolved', 'Completed', 'Cancelled'] as const;
export const PAYMENT_STATUSES = ['Created', 'Verified', 'Failed', 'Cancelled', 'Refunded', 'Paid', 'Unpaid'] as const;
export const PICKUP_STATUSES = ['Open', 'Scheduled', 'Picked Up', 'Completed', 'Cancelled'] as const;
export const INVITE_ACTIONS = ['Open', 'Revoke', 'Revoked', 'Delete', 'Deleted'] as const;
export const TRANSACTION_STATUSES = ['Completed', 'Pending', 'Cancelled', 'Failed'] as const;
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
