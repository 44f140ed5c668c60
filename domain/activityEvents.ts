import { BASIC_DETAILS_MESSAGES } from './channelPartner/basicDetails';
import { DAY_AREA_MESSAGES, SERVICE_MESSAGES } from './channelPartner/services';
import { PAYMENT_MESSAGES } from './payments/statuses';
import { BANK_MESSAGES } from './profile/bank';
import { BRAND_PRODUCT_MESSAGES } from './profile/brandProducts';
import { SERVICE_AREA_MESSAGES } from './profile/serviceAreas';
import { CHARGE_MESSAGES } from './requests/charges';
import { PICKUP_PRODUCT_MESSAGES } from './requests/products';

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
} as const;

export type ActivityEventKey = keyof typeof ACTIVITY_EVENTS;

/** One timeline event: its key and the values its text names. */
export interface ActivityEvent {
  key: ActivityEventKey;
  values: Record<string, string>;
}

export { CHOICE_VALUES } from './activityChoices';

const PLACEHOLDER = /%\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English text of an event, as the server stores it. */
export const activityText = (key: ActivityEventKey, values: Record<string, string> = {}) => ACTIVITY_EVENTS[key].replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');

/** Texts without values first: a literal text is never read as a template's value. */
const MATCHERS = (Object.entries(ACTIVITY_EVENTS) as [ActivityEventKey, string][])
  .map(([key, template]) => {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const pattern = new RegExp(
      `^${template
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 ? '(.+)' : escapeRegExp(part)))
        .join('')}$`,
    );
    return { key, names, pattern };
  })
  .sort((a, b) => a.names.length - b.names.length);

/** The event a stored text is (rows written before the keys included), or undefined for a text of no known event. */
export function activityEventOf(text: string): ActivityEvent | undefined {
  for (const { key, names, pattern } of MATCHERS) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) };
  }
  return undefined;
}
