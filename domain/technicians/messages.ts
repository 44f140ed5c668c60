import { TECHNICIAN_MESSAGES as SIGN_IN_MESSAGES } from '../authMessages';
import { BASIC_DETAILS_MESSAGES } from '../channelPartner/basicDetails';
import { INVITE_MESSAGES } from '../channelPartner/invite';
import { SERVICE_MESSAGES } from '../channelPartner/services';
import { STATUS_MESSAGES } from '../channelPartner/statuses';
import { CUSTOMER_MESSAGES } from '../customers/customer';
import { BANK_MESSAGES } from '../profile/bank';
import { BRAND_PRODUCT_MESSAGES } from '../profile/brandProducts';
import { KYC_MESSAGES } from '../profile/kyc';
import { SERVICE_AREA_MESSAGES } from '../profile/serviceAreas';

/**
 * Messages of the technician screens, texts the partner and customer
 * screens already word taken from there. A superset of the sign-in messages (domain/authMessages.ts) of the same name.
 */
export const TECHNICIAN_PROFILE_MESSAGES = {
  ...SIGN_IN_MESSAGES,
  firstNameRequired: CUSTOMER_MESSAGES.firstNameRequired,
  lastNameRequired: CUSTOMER_MESSAGES.lastNameRequired,
  nameLetters: CUSTOMER_MESSAGES.nameLetters,
  emailInvalid: CUSTOMER_MESSAGES.emailInvalid,
  emailInUse: INVITE_MESSAGES.emailInUse,
  mobileRequired: INVITE_MESSAGES.mobileRequired,
  mobileInvalid: INVITE_MESSAGES.mobileInvalid,
  mobileInUse: CUSTOMER_MESSAGES.mobileInUse,
  channelPartnerRequired: 'Channel Partner is required',
  pincodeInvalid: BASIC_DETAILS_MESSAGES.pincodeInvalid,
  pincodeRequired: 'Valid Pincode is required',
  pincodeUnavailable: BASIC_DETAILS_MESSAGES.pincodeUnavailable,
  remarkRequired: STATUS_MESSAGES.remarkRequired,
  statusRequired: STATUS_MESSAGES.statusRequired,
  rejectConfirm: STATUS_MESSAGES.rejectConfirm,
  resubmitConfirm: STATUS_MESSAGES.resubmitConfirm,
  serviceAreasMissing: '* Service Areas are Missing',
  brandsProductsMissing: '* Brand and Product are Missing',
  pendingBanner: STATUS_MESSAGES.pendingBanner,
  pendingNote: 'The result of the review will be sent to the technician and their channel partner by notification.',
  rejectedBanner: STATUS_MESSAGES.rejectedBanner,
  resubmitBanner: STATUS_MESSAGES.resubmitBanner,
  notSubmittable: STATUS_MESSAGES.notSubmittable,
  notPending: STATUS_MESSAGES.notPending,
  submitted: STATUS_MESSAGES.submitted,
  statusModified: STATUS_MESSAGES.modified,
  /** An approval is a verification, in the screens' words for it, not a request's status change. */
  approved: STATUS_MESSAGES.successTitle,
  basicDetailsUpdated: BASIC_DETAILS_MESSAGES.updated,
  photoUploaded: BASIC_DETAILS_MESSAGES.photoUploaded,
  photoUpdated: BASIC_DETAILS_MESSAGES.photoUpdated,
  bankDetailsAdded: BANK_MESSAGES.added,
  bankDetailsUpdated: BANK_MESSAGES.updated,
  serviceAdded: SERVICE_MESSAGES.added,
  serviceUpdated: SERVICE_MESSAGES.updated,
  serviceDeleted: SERVICE_MESSAGES.deleted,
  brandProductsAdded: BRAND_PRODUCT_MESSAGES.added,
  productsUpdated: BRAND_PRODUCT_MESSAGES.updated,
  brandDeleted: BRAND_PRODUCT_MESSAGES.deleted,
  serviceAreasAdded: SERVICE_AREA_MESSAGES.added,
  serviceAreaDeleted: SERVICE_AREA_MESSAGES.deleted,
  documentUploaded: KYC_MESSAGES.uploaded,
  documentDeleted: KYC_MESSAGES.deleted,
  noData: 'No Data Available',
  noPincodes: SERVICE_AREA_MESSAGES.noPincodes,
  noBrandsProducts: BRAND_PRODUCT_MESSAGES.unavailable,
  // Refusals of the technician API (worded by us: the screens give no sentence for them).
  partnerNotActive: 'Technicians can be added only to an Active channel partner',
  partnerLocked: 'The channel partner of a technician cannot be changed',
  profileIncomplete: 'The profile is missing required items',
  changedMeanwhile: 'This technician was changed meanwhile: reload and try again',
} as const;
