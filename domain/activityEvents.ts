import { BASIC_DETAILS_MESSAGES } from './channelPartner/basicDetails';
import { DAY_AREA_MESSAGES, SERVICE_MESSAGES } from './channelPartner/services';
import { PAYMENT_MESSAGES } from './payments/statuses';
import { BANK_MESSAGES } from './profile/bank';
import { BRAND_PRODUCT_MESSAGES } from './profile/brandProducts';
import { SERVICE_AREA_MESSAGES } from './profile/serviceAreas';
import { CHARGE_MESSAGES } from './requests/charges';
import { PICKUP_PRODUCT_MESSAGES } from './requests/products';
import { textTemplate, valuesIn, writeTemplate } from './messages/templates';

/**
 * The events of an activity timeline (DESIGN "Every text in the user's language"): each row the server stores is the
 * English text of one of these, `%{name}` standing for a value; GET activityLogs/{id} answers the English text with the
 * event's key and values, and the console shows the key's label in the user's language (`activities.<key>`).
 */
export const ACTIVITY_EVENTS = {
  // A request's timeline.
  requestRaised: 'Request Raised',
  statusChanged: 'Status changed to %{status}',
  partnerAssigned: 'Channel partner assigned',
  technicianAssigned: 'Technician assigned',
  requestRescheduled: 'Request Rescheduled',
  revisitScheduled: 'Revisit Scheduled',
  diagnosisUpdated: 'Diagnosis updated',
  documentUploaded: CHARGE_MESSAGES.documentUploaded,
  documentDeleted: CHARGE_MESSAGES.documentDeleted,
  discountApplied: CHARGE_MESSAGES.discountApplied,
  sparePartAdded: CHARGE_MESSAGES.sparePartAdded,
  sparePartUpdated: CHARGE_MESSAGES.sparePartUpdated,
  sparePartRemoved: CHARGE_MESSAGES.sparePartRemoved,
  productsAdded: PICKUP_PRODUCT_MESSAGES.added,
  productUpdated: PICKUP_PRODUCT_MESSAGES.updated,
  productRemoved: PICKUP_PRODUCT_MESSAGES.removed,
  paymentAsked: PAYMENT_MESSAGES.asked,
  paymentCancelled: PAYMENT_MESSAGES.cancelled,
  paymentCollected: PAYMENT_MESSAGES.collected,
  paymentRefunded: PAYMENT_MESSAGES.refunded,
  paymentReceivedByLink: PAYMENT_MESSAGES.linkPaid,
  paymentByLinkFailed: PAYMENT_MESSAGES.linkFailed,
  escalationRaised: 'Escalation %{id} raised',
  // A profile's history (channel partner, technician, dealer, customer).
  invitationCreated: 'Invitation created',
  invitationSent: 'Invitation sent',
  invitationResent: 'Invitation link resent',
  invitationVerified: 'Invitation link verified',
  invitationRevoked: 'Invitation revoked',
  invitationDeleted: 'Invitation deleted',
  invitationExpired: 'Invitation expired',
  partnerAdded: 'Channel Partner added',
  technicianAdded: 'Technician added',
  dealerAdded: 'Dealer added',
  profileSubmitted: 'Profile submitted',
  profileApproved: 'Profile approved',
  profileRejected: 'Profile rejected',
  profileSentBack: 'Profile sent back for resubmission',
  partnerActivated: 'Partner activated',
  partnerDeactivated: 'Partner deactivated',
  contractUpdated: 'Contract updated',
  basicDetailsUpdated: BASIC_DETAILS_MESSAGES.updated,
  photoUploaded: BASIC_DETAILS_MESSAGES.photoUploaded,
  photoUpdated: BASIC_DETAILS_MESSAGES.photoUpdated,
  bankDetailsAdded: BANK_MESSAGES.added,
  bankDetailsUpdated: BANK_MESSAGES.updated,
  serviceAreasAdded: SERVICE_AREA_MESSAGES.added,
  serviceAreaDeleted: SERVICE_AREA_MESSAGES.deleted,
  serviceAdded: SERVICE_MESSAGES.added,
  serviceUpdated: SERVICE_MESSAGES.updated,
  serviceDeleted: SERVICE_MESSAGES.deleted,
  dayAreaAdded: DAY_AREA_MESSAGES.added,
  dayAreaUpdated: DAY_AREA_MESSAGES.updated,
  dayAreaDeleted: DAY_AREA_MESSAGES.deleted,
  brandProductsAdded: BRAND_PRODUCT_MESSAGES.added,
  brandProductsUpdated: BRAND_PRODUCT_MESSAGES.updated,
  brandDeleted: BRAND_PRODUCT_MESSAGES.deleted,
  rewardPointsEncashed: 'Reward points encashed',
  rewardPointsCredited: 'Reward points credited',
  rewardPointsDebited: 'Reward points debited',
  customerCreated: 'Customer created',
  customerUpdated: 'Customer profile updated',
  customerErased: 'Customer personal data erased',
  addressAdded: 'Address added',
  addressUpdated: 'Address updated',
  addressRemoved: 'Address removed',
  customerProductAdded: 'Product added',
  deletionRequestRaised: 'Deletion request raised',
  deletionRequestRevoked: 'Deletion request revoked',
  deletionRequestDeleted: 'Deletion request deleted',
  complaintRaised: 'Complaint raised',
  enquiryRaised: 'Enquiry raised',
  // An escalation's history.
  escalationAssigned: 'Assigned to %{assignee}',
  escalationUnassigned: 'Unassigned',
  priorityChanged: 'Priority changed to %{priority}',
  categoryChanged: 'Category changed to %{category}',
  escalationReopened: 'Reopened',
  answerGiven: 'Answer given',
  // An e-waste drive's history.
  driveRecorded: 'E-waste drive recorded (%{status})',
  driveUpdated: 'E-waste drive updated (%{status})',
  driveCancelled: 'E-waste drive cancelled',
  drivePlannedAgain: 'E-waste drive planned again',
  // A master record's history (the API's; the console shows none): the master's name, as its definition spells it.
  masterCreated: '%{master} Created',
  masterUpdated: '%{master} Updated',
  masterDeleted: '%{master} Deleted',
  productIssuesUpdated: 'Product Issues Updated',
  sparePartModelsAssigned: 'Spare part Models Assigned',
  pincodesImported: 'Pincodes Imported',
} as const;

export type ActivityEventKey = keyof typeof ACTIVITY_EVENTS;

/** One timeline event: its key and the values its text names. */
interface ActivityEvent {
  key: ActivityEventKey;
  values: Record<string, string>;
}

declare const STORED: unique symbol;
/**
 * The English text of a timeline event as the server stores it: only `activityText` makes one, so every row is an
 * event.
 */
export type ActivityText = string & { readonly [STORED]: true };

/** The English text of an event, as the server stores it. */
export const activityText = (key: ActivityEventKey, values: Record<string, string> = {}) =>
  writeTemplate(ACTIVITY_EVENTS[key], values) as ActivityText;

/** Texts without values first (a literal text is never read as a template's value), then the more specific. */
const MATCHERS = (Object.entries(ACTIVITY_EVENTS) as [ActivityEventKey, string][])
  .map(([key, template]) => ({ key, ...textTemplate(template) }))
  .sort((a, b) => a.names.length - b.names.length || b.fixed - a.fixed);

/** The event a stored text is (rows written before the keys included), or undefined for a text of no known event. */
export function activityEventOf(text: string): ActivityEvent | undefined {
  for (const template of MATCHERS) {
    const values = valuesIn(template, text);
    if (values) return { key: template.key, values };
  }
  return undefined;
}
