/**
 * Where a channel partner stands (docs/rules/onboarding.md). Onboarding: Invited, Expired, Revoked (the invitation),
 * Incomplete (link verified or added by an admin, profile being filled), Pending (submitted), Resubmission (sent back),
 * Rejected; then Active or Inactive once approved. A profile sent back is Resubmission (never 'Resubmit').
 */
export const PARTNER_STATUSES = [
  'Invited',
  'Expired',
  'Revoked',
  'Incomplete',
  'Pending',
  'Resubmission',
  'Rejected',
  'Active',
  'Inactive',
] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** The partner list's tabs and the statuses each shows. */
export const PARTNER_TABS = {
  incomplete: ['Incomplete'],
  invited: ['Invited', 'Expired', 'Revoked', 'Pending', 'Resubmission', 'Rejected'],
  verified: ['Active', 'Inactive'],
} as const satisfies Record<string, readonly PartnerStatus[]>;
export type PartnerTab = keyof typeof PARTNER_TABS;

/** Statuses in which the partner (or an admin for them) edits and submits the profile. */
export const EDITABLE_STATUSES: readonly PartnerStatus[] = ['Incomplete', 'Resubmission'];
/** Statuses in which a partner may change its own profile sections (while filling it, and once approved). */
export const PARTNER_SELF_EDITABLE_STATUSES: readonly PartnerStatus[] = [
  'Incomplete',
  'Resubmission',
  'Active',
  'Inactive',
];
/** Statuses whose contract an admin may edit. */
export const CONTRACT_STATUSES: readonly PartnerStatus[] = ['Active', 'Inactive'];

/** Messages of the approval panel, the contract, the status banners and the invitation actions. */
export const STATUS_MESSAGES = {
  startRequired: 'Select contract start date',
  endRequired: 'Select contract end date',
  endAfterStart: 'Must be greater than contract start date',
  contractEnded: 'The contract has already ended: choose an end date from today on',
  remarkRequired: 'Remark is required',
  statusRequired: 'Status is required',
  modified: 'Status of Request Modified Successfully',
  resubmitConfirm: 'Are you sure you want to resubmit this profile?',
  rejectConfirm: 'Are you sure you want to reject this profile?',
  successTitle: 'Verification Successful',
  successMessage: 'You have successfully onboarded channel partner',
  pendingBanner: 'Profile is under review.',
  pendingNote: 'The result of the review will be sent to you by e-mail or notification.',
  rejectedBanner: 'Profile Rejected',
  revokedBanner: 'Revoked the invitation for this Channel Partner',
  resubmitBanner: 'Resubmit Profile',
  notPending: 'Only a pending profile can be approved, rejected or sent back',
  contractNotEditable: 'The contract can be changed only when the partner is Active or Inactive',
  notActive: 'Only an active partner can be set Inactive',
  notSubmittable: 'Only an incomplete profile or one sent back for resubmission can be submitted',
  notEditable: 'This profile cannot be changed in its current status',
  missing: (items: readonly string[]) => `Required items are missing: ${items.join(', ')}`,
  submitted: 'Profile submitted for review',
} as const;
